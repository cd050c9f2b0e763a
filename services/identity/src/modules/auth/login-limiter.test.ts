import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('login limiter', () => {
  const limiter = () => new LoginLimiter({ perAccount: 3, perIp: 5, windowMs: 60_000 });

  it('when an account fails too often, then it waits until the oldest failure leaves the window', () => {
    const l = limiter();
    for (let t = 0; t < 3; t++) l.recordFailure('ada', `ip${t}`, 1000 + t * 1000);
    expect(l.retryAfter('ada', 'ip9', 3500)).toBeCloseTo((1000 + 60_000 - 3500) / 1000);
    expect(l.retryAfter('ada', 'ip9', 61_001)).toBe(0);
  });

  it('when a sign-in succeeds, then the account count resets but the address count stays', () => {
    const l = limiter();
    for (let t = 0; t < 3; t++) l.recordFailure('ada', 'ip1', t);
    l.recordSuccess('ada');
    expect(l.retryAfter('ada', 'ip2', 10)).toBe(0);
    l.recordFailure('bob', 'ip1', 11);
    l.recordFailure('cy', 'ip1', 12);
    expect(l.retryAfter('dee', 'ip1', 13)).toBeGreaterThan(0);
  });
});
