// The alignment service on port 0 against real NATS and FerretDB: events in, scores out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOutsider, asUser, eventually, startBackingServices, watchEvents, type EventWatcher } from '@immortal/testkit';
import { Bus, createLogger } from '@immortal/kit';
import type { StreamName } from '@immortal/proto';
import { alignmentScoreRecomputed, alignmentView, historyView, type AlignmentView } from '@immortal/proto/alignment';
import { createApp } from '../../app.js';
import { NO_DATA_INSIGHT } from '../scoring/insight.js';
import { ev } from '../scoring/test-events.js';
import { storedUser, waitConsumed } from '../../test/support.js';
import { AlignmentUser } from './user.model.js';

describe('alignment service', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let bus: Bus;
  let recomputed: EventWatcher;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('alignment'));
    bus = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'producers', logger: createLogger('test', 'silent') });
    for (const s of ['IDENTITY', 'JOURNAL', 'MUSIC', 'VOICE', 'MEDIA', 'BEHAVIOR', 'NETWORK'] as StreamName[]) await bus.ensureStream(s);
    recomputed = await watchEvents(env.natsUrl, env.namespace, 'ALIGNMENT');
  });
  afterAll(async () => {
    await recomputed?.stop();
    await bus?.close();
    await app?.close();
    await env?.release();
  });

  const viewOf = async (username: string) => (await asUser(app, username).get('/api/identity-alignment')).body as AlignmentView;
  const settle = () => waitConsumed(bus, 20_000);

  it('when a user has no data, then every number is 0, the state is early and the insight invites a first entry', async () => {
    const res = await asUser(app, 'nobody').get('/api/identity-alignment');
    expect(res.status).toBe(200);
    expect(alignmentView.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ overallScore: 0, personalityScore: 0, behaviorScore: 0, voiceScore: 0, dataPoints: 0, early: true });
    expect(res.body.personalityBreakdown.dominantEmotions).toEqual([]);
    expect((await asUser(app, 'nobody').get('/api/personality')).body).toEqual({ optimism: 0, curiosity: 0, introspection: 0, creativity: 0 });
    expect((await asUser(app, 'nobody').get('/api/insights')).body).toEqual({ insight: NO_DATA_INSIGHT });
    expect((await asUser(app, 'nobody').get('/api/identity-alignment/history')).body).toEqual([]);
  });

  it('when the user writes an entry, then the score rises and alignment.score.recomputed carries the whole view', async () => {
    const entry = ev.entry('user-ada', 'I wonder why the stars shine? I am so happy to learn and explore with my friends.', { sentiment: 3 });
    await bus.publish(entry);
    const event = await recomputed.waitFor('alignment.score.recomputed', (e) => e.userId === 'user-ada' && (e.data as { cause: { eventId: string } }).cause?.eventId === entry.id);
    const data = alignmentScoreRecomputed.parse(event.data);
    expect(data.cause).toEqual({ eventId: entry.id, type: 'journal.entry.created', sourceId: entry.data.entryId });
    const view = await viewOf('ada');
    expect(view.dataPoints).toBe(1);
    expect(view.personalityScore).toBeGreaterThan(0);
    expect(view.lastCalculated).toBe(entry.occurredAt);
    const { personality, insight, historyPoint, cause: _cause, ...pushed } = data;
    expect(pushed).toEqual(view);
    expect((await asUser(app, 'ada').get('/api/personality')).body).toEqual(personality);
    expect((await asUser(app, 'ada').get('/api/insights')).body).toEqual({ insight });
    expect(personality.curiosity).toBeGreaterThan(0);
    expect(insight).not.toBe(NO_DATA_INSIGHT);
    expect(historyPoint).toMatchObject({ overallScore: view.overallScore, personalityScore: view.personalityScore });
  });

  it('when data of every kind arrives, then each part of the view follows it and the insight changes with it', async () => {
    const before = (await asUser(app, 'ada').get('/api/insights')).body.insight;
    const events = [
      ev.entry('user-ada', 'Sailing on the lake with my family, wonderful wind and sunshine.', { sentiment: 4 }),
      ev.entry('user-ada', 'Sailing again, the lake was calm and I felt grateful.', { sentiment: 2 }),
      ev.track('user-ada', { genres: ['jazz'] }),
      ev.track('user-ada', { genres: ['rock'] }),
      ev.photo('user-ada', { description: 'The boat at sunset, so beautiful' }),
      ev.sample('user-ada', { qualityScore: 0.9 }),
      ev.profile('user-ada', 0.7),
      ev.choice('user-ada', true, { category: 'career' }),
      ev.word('user-ada', true, { category: 'Travel' }),
      ev.message('user-ada', 'yeah kinda cool, to be honest'),
      ev.training('user-ada', 60),
    ];
    for (const e of events) await bus.publish(e);
    await settle();
    const view = await viewOf('ada');
    expect(view.dataPoints).toBe(1 + events.length - 1); // the profile is not a data point
    expect(view.personalityBreakdown.musicTrackCount).toBe(2);
    expect(view.personalityBreakdown.photoCount).toBe(1);
    expect(view.behaviorBreakdown).toMatchObject({ responseCount: 2, contextsCovered: 2, mirroring: 1 });
    expect(view.voiceScore).toBeGreaterThan(0.3);
    expect(view.voiceBreakdown.slangAndIdioms).toBeGreaterThan(0);
    const after = (await asUser(app, 'ada').get('/api/insights')).body.insight;
    expect(after).not.toBe(before);
    expect(after).toMatch(/sailing|lake/);
    const history = historyView.parse((await asUser(app, 'ada').get('/api/identity-alignment/history')).body);
    expect(history.length).toBeGreaterThan(2);
    expect(history[history.length - 1]!.overallScore).toBe(view.overallScore);
  });

  it('when the same event is delivered again, even past JetStream de-duplication, then nothing changes and nothing is published', async () => {
    const entry = ev.entry('user-dup', 'A quiet, happy morning with coffee.', { sentiment: 2 });
    await bus.publish(entry);
    await settle();
    const stored = await storedUser('user-dup');
    const published = recomputed.events.filter((e) => e.userId === 'user-dup').length;
    const duplicatesBefore = app.alignment.outcomes.duplicate;
    await bus.publish(entry); // JetStream drops it (same msgID)
    await bus.js.publish(bus.subject(entry.type), JSON.stringify(entry)); // a redelivery the consumer does see
    await settle();
    expect(app.alignment.outcomes.duplicate).toBe(duplicatesBefore + 1);
    const again = await storedUser('user-dup');
    expect(again?.projection).toEqual(stored?.projection);
    expect(again?.score).toEqual(stored?.score);
    expect(again?.history).toEqual(stored?.history);
    await new Promise((r) => setTimeout(r, 300));
    expect(recomputed.events.filter((e) => e.userId === 'user-dup')).toHaveLength(published);
  });

  it('when an older version of an entry arrives after a newer one or after its deletion, then it does not come back', async () => {
    const created = ev.entry('user-lww', 'happy happy joy', { entryId: 'lww-1' });
    const updated = ev.entry('user-lww', 'sad and lonely, I cried', { entryId: 'lww-1' }, 'journal.entry.updated');
    const other = ev.entry('user-lww', 'another day', { entryId: 'lww-2' });
    const deleted = ev.entryDeleted('user-lww', 'lww-2');
    for (const e of [updated, deleted]) await bus.publish(e);
    await settle();
    for (const e of [created, other]) await bus.publish(e); // older, arriving late
    await settle();
    const view = await viewOf('lww');
    expect(view.dataPoints).toBe(1);
    expect(view.personalityBreakdown.dominantEmotions).toEqual(['sadness']);
    const doc = await storedUser('user-lww');
    expect(doc?.projection.items['entry:lww-2']).toMatchObject({ deleted: true, eventId: deleted.id, f: null });
    expect(doc?.projection.items['entry:lww-1']).toMatchObject({ deleted: false, eventId: updated.id });
  });

  it('each user only ever sees their own scores, traits, insight and history', async () => {
    await bus.publish(ev.entry('user-cy', 'Painting and drawing, creating art all day in my studio.', { sentiment: 2 }));
    await bus.publish(ev.choice('user-dee', true));
    await settle();
    const cy = await viewOf('cy');
    const dee = await viewOf('dee');
    expect(cy.dataPoints).toBe(1);
    expect(cy.behaviorBreakdown.responseCount).toBe(0);
    expect(dee.dataPoints).toBe(1);
    expect(dee.personalityBreakdown.thoughtCount).toBe(0);
    expect((await asUser(app, 'dee').get('/api/insights')).body.insight).not.toMatch(/painting|studio/i);
    expect((await asUser(app, 'cy').get('/api/personality')).body.creativity).toBeGreaterThan(0);
    expect((await asUser(app, 'dee').get('/api/personality')).body.creativity).toBe(0);
    const cyHistory = (await asUser(app, 'cy').get('/api/identity-alignment/history')).body;
    expect(cyHistory).toHaveLength(1);
    expect(cyHistory[0].overallScore).toBe(cy.overallScore);
    // the same username under another id is another user
    expect((await asUser(app, 'cy', 'someone-else').get('/api/identity-alignment')).body.dataPoints).toBe(0);
    expect((await asOutsider(app).get('/api/identity-alignment')).status).toBe(401);
  });

  it('when the user refreshes, then the stored view is recomputed from the projection and returned', async () => {
    const res = await asUser(app, 'ada').post('/api/identity-alignment/refresh');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await viewOf('ada'));
    const empty = await asUser(app, 'nobody').post('/api/identity-alignment/refresh');
    expect(empty.body).toMatchObject({ dataPoints: 0, early: true });
    expect(await AlignmentUser.findById('user-nobody').lean()).toBeNull();
  });

  it('when identity.user.deleted arrives, then the user’s items, score and history are erased and late older events stay out', async () => {
    const entry = ev.entry('user-gone', 'my secret garden', { sentiment: 1 });
    await bus.publish(entry);
    await bus.publish(ev.entry('user-stays', 'my own garden'));
    await settle();
    expect((await viewOf('gone')).dataPoints).toBe(1);
    await bus.publish(ev.userDeleted('user-gone'));
    await settle();
    const doc = await storedUser('user-gone');
    expect(doc).toMatchObject({ score: null, history: [], outbox: [] });
    expect(doc?.projection.items).toEqual({});
    expect(doc?.projection.erasedThrough).toBeTruthy();
    expect((await asUser(app, 'gone').get('/api/identity-alignment/history')).body).toEqual([]);
    await bus.js.publish(bus.subject(entry.type), JSON.stringify(entry)); // a late redelivery
    await settle();
    expect((await viewOf('gone')).dataPoints).toBe(0);
    await eventually(async () => expect((await viewOf('stays')).dataPoints).toBe(1));
  });
});
