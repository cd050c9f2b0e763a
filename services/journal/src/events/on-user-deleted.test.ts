import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, eventually, startBackingServices } from '@immortal/testkit';
import { Bus, createLogger, newEvent } from '@immortal/kit';
import { createApp } from '../app.js';
import { Entry } from '../modules/entries/entry.model.js';

describe('erasure', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let identity: Bus;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('journal'));
    identity = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'identity-test', logger: createLogger('t', 'silent') });
    await identity.ensureStream('IDENTITY');
  });
  afterAll(async () => {
    await identity?.close();
    await app?.close();
    await env?.release();
  });

  it('when identity.user.deleted arrives (even twice), then every entry of that user is erased and others stay', async () => {
    await asUser(app, 'gone').post('/api/entries').send({ type: 'thought', content: 'sailing secrets' });
    await asUser(app, 'gone').post('/api/entries').send({ type: 'memory', content: 'more' });
    await asUser(app, 'stays').post('/api/entries').send({ type: 'memory', content: 'sailing too' });
    const event = newEvent('identity.user.deleted', 'user-gone', { username: 'gone', deletedAt: new Date().toISOString() });
    await identity.publish(event);
    await identity.publish(event); // a duplicate publish is de-duplicated or erases nothing more
    await eventually(async () => expect(await Entry.countDocuments({ userId: 'user-gone' })).toBe(0));
    expect((await asUser(app, 'gone').get('/api/search?q=sailing')).body).toEqual([]);
    expect(await Entry.countDocuments({ userId: 'user-stays' })).toBe(1);
    expect((await asUser(app, 'stays').get('/api/search?q=sailing')).body).toHaveLength(1);
  });
});
