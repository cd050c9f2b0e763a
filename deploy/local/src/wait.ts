import { connect as tcpConnect, createServer } from 'node:net';
import { readFileSync } from 'node:fs';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = tcpConnect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

export async function httpOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      let tail = '';
      try {
        tail = readFileSync(logFile ?? '', 'utf8').split('\n').slice(-20).join('\n');
      } catch {
        /* no log */
      }
      throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s${tail ? `\n--- last log lines ---\n${tail}` : ''}`);
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
