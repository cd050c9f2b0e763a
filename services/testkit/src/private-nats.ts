// A NATS server of a test's own, which the test may stop and start again on the same port and store
// (the outbox test stops the bus mid-flow). The shared set from the global setup is never stopped.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binary, freePort, portAnswers as answers, spawnGroup, stopGroup } from '@immortal/local';

export interface PrivateNats {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPrivateNats(): Promise<PrivateNats> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'immortal-nats-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    // a process group of its own that dies with this process (see deploy/local process-group.ts)
    child = spawnGroup(binary('nats-server'), ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    const deadline = Date.now() + 15_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error('private nats-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (c) await stopGroup(c);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
