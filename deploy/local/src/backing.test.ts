import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackingServices } from './backing.js';
import { mongoPing } from './mongo-ping.js';
import { httpOk, portAnswers, sleep } from './wait.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'immortal-local-test-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const portOf = (url: string) => Number(new URL(url).port);

/** true when the port can be bound again (nothing listens, nothing holds it) */
const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

async function eventuallyFree(ports: number[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const free = await Promise.all(ports.map(async (p) => !(await portAnswers(p)) && (await bindable(p))));
    if (free.every(Boolean)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

describe('local backing services', () => {
  it('when started, then NATS, FerretDB and MinIO answer, and after stop() every port is free', async () => {
    const backing = await startBackingServices({ dataDir: tempDir() });
    const ports = [portOf(backing.natsUrl), portOf(backing.mongoUrl), portOf(backing.s3.endpoint)];
    expect(backing.mongoUrl).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?maxPoolSize=1$/);
    expect(await portAnswers(ports[0]!)).toBe(true);
    expect(await mongoPing(ports[1]!)).toBe(true);
    expect(await httpOk(`${backing.s3.endpoint}/minio/health/ready`)).toBe(true);

    await backing.stop();
    await backing.stop(); // idempotent
    for (const p of ports) expect(await portAnswers(p)).toBe(false);
    expect(await eventuallyFree(ports, 0)).toBe(true);
  });

  it('when a fixed port is taken, then start-up fails with a message naming it', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startBackingServices({ dataDir: tempDir(), ports: { mongo: port } })).rejects.toThrow(`port ${port} (FerretDB) is already in use`);
    } finally {
      blocker.close();
    }
  });

  it.each(['SIGTERM', 'SIGKILL'] as const)('when the parent process gets %s, then no backing process survives it', async (signal) => {
    const fixture = fileURLToPath(new URL('./test/parent-fixture.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture, tempDir()], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      parent.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      parent.once('exit', (code) => reject(new Error(`fixture exited early (code ${code})`)));
    });
    const urls = JSON.parse(line) as { natsUrl: string; mongoUrl: string; s3: string };
    const ports = [portOf(urls.natsUrl), portOf(urls.mongoUrl), portOf(urls.s3)];
    expect(await mongoPing(ports[1]!)).toBe(true);

    const exited = new Promise((r) => parent.once('exit', r));
    parent.kill(signal);
    await exited;
    expect(await eventuallyFree(ports)).toBe(true);
  });
});
