// Readiness polling with a deadline; a failure names what did not come up and shows its last log lines.
import { connect as tcpConnect, createServer } from 'node:net';
import { readFileSync } from 'node:fs';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const portAnswers = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const s = tcpConnect(port, host);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

export async function httpOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** The last `lines` lines of a log file ('' when there is none). */
export function fileTail(path: string, lines = 20): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface WaitOptions {
  timeoutMs: number;
  /** the last log lines, shown in the error */
  tail?: () => string;
  /** a reason to stop waiting at once (the process exited), or null */
  gone?: () => string | null;
}

export async function waitFor(what: string, check: () => Promise<boolean>, opts: WaitOptions): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    if (await check()) return;
    const gone = opts.gone?.();
    if (gone || Date.now() > deadline) {
      const tail = opts.tail?.() ?? '';
      const why = gone ?? `did not become ready within ${opts.timeoutMs / 1000} s`;
      throw new Error(`${what} ${why}${tail ? `\n--- last log lines of ${what} ---\n${tail}` : ''}`);
    }
    await sleep(100);
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function assertPortFree(port: number, owner: string): Promise<void> {
  if (await portAnswers(port)) throw new Error(`port ${port} (${owner}) is already in use — is another stack running?`);
}
