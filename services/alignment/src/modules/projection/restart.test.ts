// Acceptance: alignment stopped while events flow — gracefully, or killed with SIGKILL mid-write — and
// started again ends exactly where a from-scratch replay ends, with nothing lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackingServices } from '@immortal/testkit';
import { Bus, createLogger } from '@immortal/kit';
import { createApp } from '../../app.js';
import { CONSUMED_STREAMS, durableOf } from '../../events/index.js';
import { replayProjections } from '../../replay.js';
import { publish, randomSequence, snapshot, waitConsumed, type Publication } from '../../test/support.js';
import { changeOf, type Change } from './changes.js';
import { foldByUser } from './replay.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Publishes the sequence at a steady pace in the background; `sent` tells how far it got. */
function flow(bus: Bus, sequence: Publication[], everyMs: number, gate?: { at: number; open: () => Promise<void> }) {
  const state = { sent: 0 };
  const done = (async () => {
    for (const p of sequence) {
      if (gate && state.sent === gate.at) await gate.open();
      await publish(bus, p);
      state.sent++;
      await sleep(everyMs);
    }
  })();
  return { state, done, until: async (n: number) => { while (state.sent < n) await sleep(20); } };
}

async function acknowledged(bus: Bus): Promise<number> {
  let n = 0;
  for (const s of CONSUMED_STREAMS) {
    const info = await bus.jsm.consumers.info(bus.streamName(s), `${bus.prefix}_${durableOf(s)}`).catch(() => null);
    n += info?.ack_floor.stream_seq ?? 0;
  }
  return n;
}

/** After everything is consumed: the projection is what the published events say, and replay agrees. */
async function expectNothingLostAndEqualToReplay(bus: Bus, sequence: Publication[]) {
  const incremental = await snapshot();
  const changes = sequence.map((p) => changeOf(p.event)).filter((c): c is Change => c !== null);
  const expected = foldByUser(changes);
  expect(Object.keys(incremental).sort()).toEqual([...expected.keys()].sort());
  for (const [userId, state] of expected) expect(incremental[userId]?.projection).toEqual(JSON.parse(JSON.stringify(state)));
  const report = await replayProjections(bus, createLogger('replay', 'silent'));
  expect(report.changed).toBe(0);
  expect(await snapshot()).toEqual(incremental);
}

describe('alignment restarted while events flow', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let bus: Bus;
  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    env = await startBackingServices();
    bus = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'producers', logger: createLogger('test', 'silent') });
    for (const s of CONSUMED_STREAMS) await bus.ensureStream(s);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await app?.close();
    await bus?.close();
    await env?.release();
  });

  let first: Publication[] = [];

  it('when alignment is closed mid-flow and started again, then it ends equal to replay with nothing lost', async () => {
    const sequence = (first = randomSequence(424_242, 600, ['user-g1', 'user-g2', 'user-g3', 'user-g4']));
    app = await createApp(env.config('alignment'));
    const publishing = flow(bus, sequence, 3);
    await publishing.until(200);
    await app.close();
    app = null;
    await publishing.until(400);
    app = await createApp(env.config('alignment'));
    await publishing.done;
    // messages pulled by the closed instance but not handled come back after the consumer's ack wait
    await waitConsumed(bus, 90_000);
    await expectNothingLostAndEqualToReplay(bus, sequence);
    await app.close();
    app = null;
  }, 180_000);

  it('when alignment is killed (SIGKILL) mid-flow and started again, then it ends equal to replay with nothing lost', async () => {
    const sequence = randomSequence(737_373, 600, ['user-k1', 'user-k2', 'user-k3', 'user-k4']);
    child = spawn(process.execPath, ['--import', 'tsx', 'services/alignment/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env.config('alignment'), PORT: '0', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    const start = await acknowledged(bus);
    // the first 30 events wait for nobody; the rest flow once the child has started consuming
    const consuming = async () => {
      const until = Date.now() + 60_000;
      while ((await acknowledged(bus)) <= start) {
        if (Date.now() > until) throw new Error('the alignment child process did not start consuming');
        await sleep(50);
      }
    };
    const publishing = flow(bus, sequence, 5, { at: 30, open: consuming });
    const deadline = Date.now() + 60_000;
    // kill it once it has processed a good part of the flow (so it dies in the middle of real work)
    while ((await acknowledged(bus)) < start + 150) {
      if (Date.now() > deadline) throw new Error('the alignment child process did not consume');
      await sleep(50);
    }
    expect(publishing.state.sent).toBeLessThan(sequence.length); // events are still flowing
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    await publishing.until(450);
    app = await createApp(env.config('alignment'));
    await publishing.done;
    await waitConsumed(bus, 90_000);
    await expectNothingLostAndEqualToReplay(bus, [...first, ...sequence]); // the streams hold both tests' events
  }, 180_000);
});
