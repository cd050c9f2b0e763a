// Acceptance: for a random sequence of 1,000 events (creates, updates, deletes, an erasure, duplicates,
// late out-of-order redeliveries) the incrementally maintained scores equal a from-scratch replay exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackingServices } from '@immortal/testkit';
import { Bus, createLogger } from '@immortal/kit';
import { createApp } from '../../app.js';
import { CONSUMED_STREAMS } from '../../events/index.js';
import { replayProjections } from '../../replay.js';
import { publish, randomSequence, snapshot, waitConsumed } from '../../test/support.js';
import { foldByUser } from './replay.js';
import { changeOf, type Change } from './changes.js';

const USERS = ['user-r1', 'user-r2', 'user-r3', 'user-r4', 'user-r5'];

describe('replay equals incremental', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let bus: Bus;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('alignment'));
    bus = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'producers', logger: createLogger('test', 'silent') });
    for (const s of CONSUMED_STREAMS) await bus.ensureStream(s);
  });
  afterAll(async () => {
    await bus?.close();
    await app?.close();
    await env?.release();
  });

  it('when 1,000 random events with duplicates and redeliveries have been consumed, then the stored scores equal a replay exactly', async () => {
    const sequence = randomSequence(20_251_123, 1000, USERS);
    expect(sequence.filter((p) => p.raw).length).toBeGreaterThan(30);
    expect(sequence.some((p) => p.event.type === 'identity.user.deleted')).toBe(true);
    for (const p of sequence) await publish(bus, p);
    await waitConsumed(bus);
    const outcomes = { ...app.alignment.outcomes };
    expect(outcomes.duplicate + outcomes.stale).toBeGreaterThan(0);

    const incremental = await snapshot();
    expect(Object.keys(incremental).sort()).toEqual([...USERS].sort());

    // what was published, folded in publication order without the database, is what the projection holds
    const changes = sequence.map((p) => changeOf(p.event)).filter((c): c is Change => c !== null);
    for (const [userId, state] of foldByUser(changes)) {
      expect(incremental[userId]?.projection).toEqual(JSON.parse(JSON.stringify(state)));
    }

    const report = await replayProjections(bus, createLogger('replay', 'silent'));
    expect(report.invalid).toBe(0);
    expect(report.changed).toBe(0);
    const replayed = await snapshot();
    expect(replayed).toEqual(incremental);
    // and the numbers are not trivially equal: the users have real, different scores
    const overall = Object.values(incremental).map((s) => s.score?.view.overallScore ?? 0);
    expect(new Set(overall).size).toBeGreaterThan(1);
    expect(Math.max(...overall)).toBeGreaterThan(0.2);
  }, 120_000);
});
