import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices, watchEvents, type EventWatcher } from '@immortal/testkit';
import { QUALITY_CATEGORIES } from '@immortal/proto/network';
import { createApp } from '../../app.js';
import { qualityOf } from './quality-score.js';

describe('quality training', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let network: EventWatcher;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('network-chat'));
    network = await watchEvents(env.natsUrl, env.namespace, 'NETWORK');
  });
  afterAll(async () => {
    await network?.stop();
    await app?.close();
    await env?.release();
  });

  it('when a prompt is answered, then the next prompt moves to a thinner category and alignment is told', async () => {
    const ada = asUser(app, 'ada');
    const first = await ada.post('/api/quality-training/generate-prompt');
    expect(first.status).toBe(200);
    expect(first.body.category).toBe(QUALITY_CATEGORIES[0]);
    expect(first.body.promptText.length).toBeGreaterThan(10);
    const answer = 'I would never lie to my friends. My father taught me that honesty matters more than comfort, and I still believe it.';
    const submitted = await ada.post('/api/quality-training/submit-response').send({ promptId: first.body.id, userResponse: answer });
    expect(submitted.status).toBe(200);
    expect(submitted.body.qualityScore).toBeGreaterThan(0.5);
    const event = await network.waitFor('network.training.completed', (e) => (e.data as { promptId: string }).promptId === first.body.id);
    expect(event.data).toMatchObject({ category: QUALITY_CATEGORIES[0] });
    const next = await ada.post('/api/quality-training/generate-prompt');
    expect(next.body.category).not.toBe(QUALITY_CATEGORIES[0]);
    const metrics = await ada.get('/api/quality-training/metrics');
    expect(metrics.body.completed).toBe(1);
    expect(metrics.body.byCategory[QUALITY_CATEGORIES[0]]).toBe(1);
  });

  it('when the answer is blank, answered twice, or the prompt is someone else’s, then a clear 4xx', async () => {
    const p = await asUser(app, 'ada').post('/api/quality-training/generate-prompt');
    expect((await asUser(app, 'ada').post('/api/quality-training/submit-response').send({ promptId: p.body.id, userResponse: '  ' })).body.error.message).toBe('Please write a response');
    expect((await asUser(app, 'bob').post('/api/quality-training/submit-response').send({ promptId: p.body.id, userResponse: 'mine now' })).status).toBe(404);
    expect((await asUser(app, 'ada').post('/api/quality-training/submit-response').send({ promptId: p.body.id, userResponse: 'fine' })).status).toBe(200);
    expect((await asUser(app, 'ada').post('/api/quality-training/submit-response').send({ promptId: p.body.id, userResponse: 'again' })).status).toBe(409);
  });

  it('when the daily prompt is asked twice on one day, then it is the same', async () => {
    const a = await asUser(app, 'cy').get('/api/daily-prompt');
    const b = await asUser(app, 'cy').get('/api/daily-prompt');
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ date: new Date().toISOString().slice(0, 10), dismissed: false });
  });

  it('quality score rewards length, first person and specific words', () => {
    expect(qualityOf('ok').score).toBeLessThan(0.3);
    const rich = qualityOf('I spent my summers at my grandmother’s farm near Ghent, feeding chickens, reading comics in the hayloft and learning to whistle with grass blades. '.repeat(2));
    expect(rich.score).toBeGreaterThan(0.7);
    expect(rich.metrics.personal).toBe(1);
  });
});
