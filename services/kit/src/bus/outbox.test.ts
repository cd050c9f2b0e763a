// The relay on the real bus and database: what a writer hands over is published in the order written and
// then removed from its document; what a crash left in documents is found at start; a document's events
// are never lost to a concurrent write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import { eventually, startBackingServices, watchEvents, type EventWatcher, type TestEnv } from '@immortal/testkit';
import { loadConfig, serviceConfigSchema } from '../config.js';
import { createLogger } from '../logger.js';
import { startInfrastructure, type Infrastructure } from '../infrastructure.js';
import { newEvent } from './envelope.js';
import { enqueue, outboxField, type OutboxRelay } from './outbox.js';

const Doc = mongoose.model('OutboxTestDoc', new Schema({ _id: String, n: Number, ...outboxField }));

const deleted = (userId: string, username: string) =>
  JSON.stringify(newEvent('identity.user.deleted', userId, { username, deletedAt: new Date().toISOString() }));

const usernamesOf = (watcher: EventWatcher, userId: string) =>
  watcher.ofType('identity.user.deleted').filter((e) => e.userId === userId).map((e) => (e.data as { username: string }).username);

describe('outbox relay', () => {
  let env: TestEnv;
  let infra: Infrastructure;
  let relay: OutboxRelay;
  let watcher: EventWatcher;

  beforeAll(async () => {
    env = await startBackingServices();
    const config = loadConfig(serviceConfigSchema, env.config('outbox'));
    // a crash left events behind: written before any relay ran
    infra = await startInfrastructure({ service: 'outbox-test', config, logger: createLogger('outbox-test', 'silent'), streams: ['IDENTITY'] });
    await Doc.create({ _id: 'left-behind', n: 0, outbox: [deleted('left', 'first'), deleted('left', 'second')] });
    relay = infra.relay([{ model: Doc }]);
    watcher = await watchEvents(env.natsUrl, env.namespace, 'IDENTITY');
  });
  afterAll(async () => {
    await watcher?.stop();
    await infra?.close();
    await env?.release();
  });

  it('when events were left in a document before the relay started, then they are published in order and removed', async () => {
    await eventually(() => expect(usernamesOf(watcher, 'left')).toEqual(['first', 'second']), 10_000);
    await eventually(async () => expect((await Doc.findById('left-behind').lean())?.outbox).toEqual([]));
  });

  it('when writers hand over what they wrote, then each document’s events arrive in order, once, and its outbox empties', async () => {
    const ids = ['a', 'b', 'c'];
    for (const id of ids) {
      const doc = new Doc({ _id: id, n: 0 });
      for (const n of [0, 1, 2]) enqueue(doc, JSON.parse(deleted(id, `${id}${n}`)));
      await doc.save();
      relay.kick(id, doc.outbox);
    }
    // further writes to the same documents while earlier ones are being published and cleaned
    for (let n = 3; n <= 7; n++) {
      for (const id of ids) {
        const event = deleted(id, `${id}${n}`);
        await relay.exclusive(id, () => Doc.updateOne({ _id: id }, { $set: { n }, $push: { outbox: event } }));
        relay.kick(id, [event]);
      }
    }
    await relay.flush();
    for (const id of ids) {
      await eventually(() => expect(usernamesOf(watcher, id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => `${id}${n}`)), 10_000);
      expect(await Doc.findById(id).lean()).toMatchObject({ n: 7, outbox: [] });
    }
  });

  it('when a writer only names the document it changed, then the relay reads it and publishes what it holds', async () => {
    await Doc.create({ _id: 'named', n: 0, outbox: [deleted('named', 'only-by-id')] });
    relay.kick('named');
    await relay.flush();
    await eventually(() => expect(usernamesOf(watcher, 'named')).toEqual(['only-by-id']), 10_000);
    expect((await Doc.findById('named').lean())?.outbox).toEqual([]);
  });
});
