import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOutsider, asUser, startBackingServices, watchEvents, eventually, type EventWatcher } from '@immortal/testkit';
import { MAX_CONTENT_LENGTH } from '@immortal/proto/journal';
import { createApp } from '../../app.js';
import { Entry } from './entry.model.js';

describe('journal entries', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let events: EventWatcher;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('journal'));
    events = await watchEvents(env.natsUrl, env.namespace, 'JOURNAL');
  });
  afterAll(async () => {
    await events?.stop();
    await app?.close();
    await env?.release();
  });

  it('when an entry is saved, then it has defaults, a sentiment, and journal.entry.created is published once', async () => {
    const res = await asUser(app, 'ada').post('/api/entries').send({ type: 'memory', content: 'I love sailing on Lake Garda with my family. What a wonderful day!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'memory', trainingWeight: 1, userId: 'user-ada', isPrivate: false, category: 'personal' });
    expect(res.body.sentiment).toBeGreaterThan(0);
    const event = await events.waitFor('journal.entry.created', (e) => (e.data as { entryId: string }).entryId === res.body.id);
    expect(event.data).toMatchObject({ type: 'memory', sentiment: res.body.sentiment, trainingWeight: 1, category: 'personal', title: null });
    expect(event.userId).toBe('user-ada');
    await new Promise((r) => setTimeout(r, 300));
    expect(events.ofType('journal.entry.created').filter((e) => (e.data as { entryId: string }).entryId === res.body.id)).toHaveLength(1);
    const stored = await Entry.findById(res.body.id).lean();
    expect(stored?.outbox).toEqual([]);
  });

  it('when the content is negative, then the sentiment is negative', async () => {
    const res = await asUser(app, 'ada').post('/api/entries').send({ type: 'thought', content: 'I hate this awful, terrible, sad rain.' });
    expect(res.body.sentiment).toBeLessThan(0);
  });

  it('when entries are listed, then only the caller’s own come back, newest first', async () => {
    const cy = asUser(app, 'cy');
    await cy.post('/api/entries').send({ type: 'thought', content: 'first' });
    await new Promise((r) => setTimeout(r, 5));
    await cy.post('/api/entries').send({ type: 'reflection', content: 'second' });
    await asUser(app, 'dee').post('/api/entries').send({ type: 'thought', content: 'not yours' });
    const res = await cy.get('/api/entries');
    expect(res.body.map((e: { content: string }) => e.content)).toEqual(['second', 'first']);
  });

  it.each([
    [{ type: 'diary', content: 'x' }, 'Type must be one of: thought, memory, reflection, photo, image, generated'],
    [{ type: 'thought', content: '   ' }, 'Content is required'],
    [{ type: 'thought' }, 'Content is required'],
    [{ type: 'thought', content: 'x', category: 'gossip' }, 'Category must be one of: personal, professional, creative, learning, music'],
  ])('when the body is %o, then 400 says "%s"', async (body, message) => {
    const res = await asUser(app, 'ada').post('/api/entries').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('when the content is longer than the documented maximum, then a clear 400 and nothing is stored', async () => {
    const before = await Entry.countDocuments({ userId: 'user-eve' });
    const res = await asUser(app, 'eve').post('/api/entries').send({ type: 'thought', content: 'a'.repeat(MAX_CONTENT_LENGTH + 1) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Entry is too long (at most 50,000 characters)');
    expect(await Entry.countDocuments({ userId: 'user-eve' })).toBe(before);
    const ok = await asUser(app, 'eve').post('/api/entries').send({ type: 'thought', content: 'a'.repeat(MAX_CONTENT_LENGTH) });
    expect(ok.status).toBe(201);
  });

  it('when another user deletes or edits my entry, then it is not found and stays', async () => {
    const { body } = await asUser(app, 'ada').post('/api/entries').send({ type: 'thought', content: 'private thought' });
    expect((await asUser(app, 'bob').delete(`/api/entries/${body.id}`)).status).toBe(404);
    expect((await asUser(app, 'bob').patch(`/api/entries/${body.id}`).send({ content: 'hacked' })).status).toBe(404);
    expect((await asUser(app, 'bob').delete('/api/entries/not-an-id')).status).toBe(404);
    const mine = await asUser(app, 'ada').get('/api/entries');
    expect(mine.body.find((e: { id: string }) => e.id === body.id)?.content).toBe('private thought');
  });

  it('when I delete my entry, then it is gone and journal.entry.deleted is published', async () => {
    const { body } = await asUser(app, 'ada').post('/api/entries').send({ type: 'thought', content: 'to be forgotten' });
    expect((await asUser(app, 'ada').delete(`/api/entries/${body.id}`)).status).toBe(204);
    expect((await asUser(app, 'ada').get('/api/entries')).body.some((e: { id: string }) => e.id === body.id)).toBe(false);
    await events.waitFor('journal.entry.deleted', (e) => (e.data as { entryId: string }).entryId === body.id);
    await eventually(async () => expect(await Entry.exists({ _id: body.id })).toBeNull());
    expect((await asUser(app, 'ada').delete(`/api/entries/${body.id}`)).status).toBe(404);
  });

  it('when I edit my entry, then it changes and journal.entry.updated is published', async () => {
    const { body } = await asUser(app, 'ada').post('/api/entries').send({ type: 'thought', content: 'draft' });
    const res = await asUser(app, 'ada').patch(`/api/entries/${body.id}`).send({ content: 'A happy, wonderful final text', trainingWeight: 2.555 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: 'A happy, wonderful final text', trainingWeight: 2.56 });
    expect(res.body.sentiment).toBeGreaterThan(0);
    await events.waitFor('journal.entry.updated', (e) => (e.data as { entryId: string }).entryId === body.id);
  });

  it('when a request bypasses the gateway, then it is refused', async () => {
    expect((await asOutsider(app).get('/api/entries')).status).toBe(401);
  });
});
