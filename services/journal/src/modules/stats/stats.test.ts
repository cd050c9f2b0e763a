import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices } from '@immortal/testkit';
import { EXPORT_FILE_NAME } from '@immortal/proto/journal';
import { createApp } from '../../app.js';
import { computeStats } from './stats.service.js';

const DAY = 86_400_000;
const at = (daysAgo: number, type = 'thought', wordCount = 10) => ({ type, createdAt: new Date(Date.UTC(2026, 5, 15, 12) - daysAgo * DAY), wordCount });
const NOW = Date.UTC(2026, 5, 15, 18);

describe('stats', () => {
  it('when entries were written on consecutive days up to today, then the streak counts them', () => {
    expect(computeStats([at(0), at(1), at(2), at(4)], NOW).streak).toBe(3);
  });

  it('when the last entry was yesterday, then the streak still stands; two days ago, it is 0', () => {
    expect(computeStats([at(1), at(2)], NOW).streak).toBe(2);
    expect(computeStats([at(2), at(3)], NOW).streak).toBe(0);
  });

  it('when several entries share a day, then they count as one day', () => {
    expect(computeStats([at(0), at(0), at(1)], NOW).streak).toBe(2);
  });

  it('totals, weekly count, average words and categories', () => {
    const s = computeStats([at(0, 'thought', 10), at(3, 'memory', 20), at(10, 'reflection', 31), at(20, 'photo', 0)], NOW);
    expect(s).toEqual({ totalEntries: 4, weeklyEntries: 2, avgLength: 15, streak: 1, categories: { thoughts: 1, memories: 1, reflections: 1 } });
  });

  it('when the user is west of UTC, then their evening counts as their today', () => {
    // 01:00 UTC on the 16th is still the 15th at UTC-5
    const lateEvening = { type: 'thought', createdAt: new Date(Date.UTC(2026, 5, 16, 1)), wordCount: 1 };
    const now = Date.UTC(2026, 5, 16, 2);
    expect(computeStats([lateEvening, at(0)], now, 300).streak).toBe(1);
    expect(computeStats([lateEvening, at(0)], now, 0).streak).toBe(2);
  });
});

describe('stats and export over HTTP', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('journal'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when a user has entries, then /api/stats counts only theirs', async () => {
    const ada = asUser(app, 'ada');
    await ada.post('/api/entries').send({ type: 'thought', content: 'one two three four' });
    await ada.post('/api/entries').send({ type: 'memory', content: 'five six' });
    await asUser(app, 'bob').post('/api/entries').send({ type: 'reflection', content: 'bob' });
    const res = await ada.get('/api/stats');
    expect(res.body).toEqual({ totalEntries: 2, weeklyEntries: 2, avgLength: 3, streak: 1, categories: { thoughts: 1, memories: 1, reflections: 0 } });
  });

  it('when exporting, then a JSON download with a fixed name holds only my entries and stats', async () => {
    const res = await asUser(app, 'ada').get('/api/export').buffer(true).parse((r, cb) => {
      let data = '';
      r.on('data', (c: Buffer) => (data += c.toString()));
      r.on('end', () => cb(null, data));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
    const body = JSON.parse(res.body as string);
    expect(body.user.username).toBe('ada');
    expect(body.stats.totalEntries).toBe(2);
    expect(body.entries.map((e: { content: string }) => e.content).sort()).toEqual(['five six', 'one two three four']);
  });
});
