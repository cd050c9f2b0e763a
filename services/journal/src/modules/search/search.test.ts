import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices } from '@immortal/testkit';
import { createApp } from '../../app.js';
import { Entry } from '../entries/entry.model.js';

describe('journal search', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('journal'));
    const ada = asUser(app, 'ada');
    await ada.post('/api/entries').send({ type: 'memory', title: 'Lake Garda', content: 'Sailing with my brother at sunrise' });
    await ada.post('/api/entries').send({ type: 'thought', content: 'The quarterly project deadline at work is stressful', category: 'professional' });
    await ada.post('/api/entries').send({ type: 'reflection', content: 'Learning to paint watercolours taught me patience', category: 'creative' });
    await asUser(app, 'bob').post('/api/entries').send({ type: 'memory', content: 'Bob went sailing alone in Brittany' });
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  const search = (user: string, query: string) => asUser(app, user).get(`/api/search?${query}`);

  it('when a word has a one-letter typo, then the entry is still found', async () => {
    const res = await search('ada', 'q=sailng');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { content: string }) => e.content)).toEqual(['Sailing with my brother at sunrise']);
  });

  it('when searching a prefix or the title, then matches are ranked', async () => {
    expect((await search('ada', 'q=watercol')).body).toHaveLength(1);
    expect((await search('ada', 'q=garda')).body[0].title).toBe('Lake Garda');
  });

  it('when another user searches for my words, then they only get their own', async () => {
    const res = await search('bob', 'q=sailing');
    expect(res.body).toHaveLength(1);
    expect(res.body[0].userId).toBe('user-bob');
    expect((await search('bob', 'q=watercolours')).body).toEqual([]);
  });

  it('when filtered by category or date range, then results narrow', async () => {
    expect((await search('ada', 'q=project')).body).toHaveLength(1);
    expect((await search('ada', 'q=project&category=creative')).body).toHaveLength(0);
    expect((await search('ada', 'q=project&category=professional')).body).toHaveLength(1);
    const old = await Entry.create({ userId: 'user-ada', type: 'memory', content: 'An old project from years ago', createdAt: new Date('2020-01-01') });
    await app.readModel.rebuild();
    expect((await search('ada', 'q=project')).body).toHaveLength(2);
    expect((await search('ada', 'q=project&dateRange=week')).body).toHaveLength(1);
    expect((await search('ada', 'q=project&dateRange=year')).body.map((e: { id: string }) => e.id)).not.toContain(String(old._id));
  });

  it('when the query is blank or a filter is unknown, then 400 with a message', async () => {
    expect((await search('ada', 'q=%20%20')).body.error.message).toBe('Enter something to search for');
    expect((await search('ada', 'q=x&dateRange=decade')).status).toBe(400);
  });

  it('when the service restarts, then the index is rebuilt from the database', async () => {
    const { entries } = await app.readModel.rebuild();
    expect(entries).toBeGreaterThanOrEqual(5);
    expect((await search('ada', 'q=sunrise')).body).toHaveLength(1);
  });
});
