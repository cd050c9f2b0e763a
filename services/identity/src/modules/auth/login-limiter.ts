// Failed logins are counted per account and per client IP in a sliding window; past the limit the
// answer is 429 until the oldest failure ages out. In memory: one identity instance per deployment
// keeps it exact; several instances each enforce their own share (documented in the README).
export interface LimiterOptions {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly opts: LimiterOptions) {}

  /** seconds until the caller may try again, or 0 when allowed */
  retryAfter(account: string, ip: string, now = Date.now()): number {
    const wait = (key: string, limit: number) => {
      const times = this.recent(key, now);
      return times.length >= limit ? (times[times.length - limit]! + this.opts.windowMs - now) / 1000 : 0;
    };
    return Math.max(wait(`a:${account}`, this.opts.perAccount), wait(`i:${ip}`, this.opts.perIp));
  }

  recordFailure(account: string, ip: string, now = Date.now()): void {
    for (const key of [`a:${account}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(account: string): void {
    this.failures.delete(`a:${account}`);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }
}
