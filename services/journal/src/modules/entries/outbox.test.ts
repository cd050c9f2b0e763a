// The acceptance test of the outbox: an entry written while NATS is down produces its
// journal.entry.created exactly once after NATS returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, eventually, startBackingServices, startPrivateNats, watchEvents, type PrivateNats } from '@immortal/testkit';
import { createApp } from '../../app.js';
import { Entry } from './entry.model.js';

describe('journal outbox', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let nats: PrivateNats;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    nats = await startPrivateNats();
    app = await createApp({ ...env.config('journal'), NATS_URL: nats.url });
  });
  afterAll(async () => {
    await app?.close();
    await nats?.dispose();
    await env?.release();
  });

  it('when an entry is written while NATS is stopped, then its event is published exactly once after NATS returns', async () => {
    await nats.stop();
    await eventually(() => expect(app.infra.bus.isConnected()).toBe(false));
    const res = await asUser(app, 'ada').post('/api/entries').send({ type: 'memory', content: 'written while the bus was down' });
    expect(res.status).toBe(201);
    expect((await Entry.findById(res.body.id).lean())?.outbox).toHaveLength(1);

    await nats.start();
    await eventually(() => expect(app.infra.bus.isConnected()).toBe(true), 15_000);
    const watcher = await watchEvents(nats.url, env.namespace, 'JOURNAL');
    try {
      await watcher.waitFor('journal.entry.created', (e) => (e.data as { entryId: string }).entryId === res.body.id, 15_000);
      await eventually(async () => expect((await Entry.findById(res.body.id).lean())?.outbox).toEqual([]));
      await new Promise((r) => setTimeout(r, 1500));
      const copies = watcher.ofType('journal.entry.created').filter((e) => (e.data as { entryId: string }).entryId === res.body.id);
      expect(copies).toHaveLength(1);
    } finally {
      await watcher.stop();
    }
  });
});
