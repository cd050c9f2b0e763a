import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bus, createLogger, newEvent } from '@immortal/kit';
import { asUser, eventually, startBackingServices, watchEvents, type EventWatcher } from '@immortal/testkit';
import { createApp } from '../../app.js';
import { Conversation } from '../conversations/conversation.model.js';
import { CorpusEntry } from '../corpus/corpus-entry.model.js';

describe('own-AI chat', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let journal: Bus;
  let network: EventWatcher;
  let seq = 0;
  const writeEntry = async (userId: string, content: string, title: string | null = null) => {
    const entryId = `e${String(++seq).padStart(23, '0')}`;
    const event = newEvent('journal.entry.created', userId, {
      entryId, type: 'memory', title, content, category: 'personal', sentiment: 2, trainingWeight: 1, metadata: {}, createdAt: new Date().toISOString(),
    });
    await journal.publish(event);
    return { entryId, event };
  };

  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('network-chat'));
    journal = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'journal-test', logger: createLogger('t', 'silent') });
    await journal.ensureStream('JOURNAL');
    network = await watchEvents(env.natsUrl, env.namespace, 'NETWORK');
  });
  afterAll(async () => {
    await network?.stop();
    await journal?.close();
    await app?.close();
    await env?.release();
  });

  it('when asked about something the user wrote, then the reply carries its substance and cites it', async () => {
    const { entryId } = await writeEntry('user-ada', 'I learned to sail on Lake Garda with my brother Marco in 2019. The wind was wild.', 'Sailing');
    await eventually(async () => expect(await CorpusEntry.exists({ _id: entryId })).not.toBeNull());
    const res = await asUser(app, 'ada').post('/api/chat').send({ message: 'Where did I learn to sail?' });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatch(/Lake Garda/);
    expect(res.body.citations.map((c: { entryId: string }) => c.entryId)).toContain(entryId);
    expect(res.body.knewNothing).toBe(false);
    const event = await network.waitFor('network.message.sent', (e) => (e.data as { conversationId: string }).conversationId === res.body.conversationId);
    expect(event.data).toMatchObject({ channel: 'assistant', userMessage: 'Where did I learn to sail?' });
    const list = await asUser(app, 'ada').get('/api/conversations');
    expect(list.body[0]).toMatchObject({ userMessage: 'Where did I learn to sail?', aiResponse: res.body.response });
  });

  it('when another user asks about my topics, then their twin never cites or repeats my entries', async () => {
    await writeEntry('user-bob', 'I grow tomatoes on my balcony in Lyon.');
    await eventually(async () => expect(await CorpusEntry.countDocuments({ userId: 'user-bob' })).toBe(1));
    const res = await asUser(app, 'bob').post('/api/chat').send({ message: 'Where did I learn to sail on Lake Garda with Marco?' });
    expect(res.status).toBe(200);
    expect(res.body.response).not.toMatch(/Garda|Marco/);
    const adaEntryIds = (await CorpusEntry.find({ userId: 'user-ada' }).lean()).map((e) => e._id);
    expect(res.body.citations.some((c: { entryId: string }) => adaEntryIds.includes(c.entryId))).toBe(false);
  });

  it("when the user says 'That's not me', then the next answer to the same question uses their words", async () => {
    const first = await asUser(app, 'ada').post('/api/chat').send({ message: 'What is my favourite food?' });
    const corrected = await asUser(app, 'ada')
      .post(`/api/conversations/${first.body.conversationId}/correction`)
      .send({ correctedResponse: 'Definitely my grandmother’s saffron risotto.' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.correctedResponse).toBe('Definitely my grandmother’s saffron risotto.');
    await network.waitFor('network.reply.corrected', (e) => (e.data as { conversationId: string }).conversationId === first.body.conversationId);
    const again = await asUser(app, 'ada').post('/api/chat').send({ message: 'What is my favourite food?' });
    expect(again.body.response).toMatch(/saffron risotto/);
    expect((await Conversation.findById(first.body.conversationId).lean())?.correctedResponse).toMatch(/risotto/);
  });

  it('when someone corrects a conversation that is not theirs, then it is not found', async () => {
    const first = await asUser(app, 'ada').post('/api/chat').send({ message: 'hello' });
    const res = await asUser(app, 'bob').post(`/api/conversations/${first.body.conversationId}/correction`).send({ correctedResponse: 'hijack' });
    expect(res.status).toBe(404);
  });

  it('when the message is blank or too long, then 400 with the message', async () => {
    expect((await asUser(app, 'ada').post('/api/chat').send({ message: '   ' })).body.error.message).toBe('Message is required');
    expect((await asUser(app, 'ada').post('/api/chat').send({ message: 'x'.repeat(4001) })).body.error.message).toBe('Message is too long (at most 4,000 characters)');
  });

  it('when an entry is deleted, then the twin stops citing it', async () => {
    const { entryId } = await writeEntry('user-cy', 'My secret hideout was the old lighthouse in Brest.');
    await eventually(async () => expect(await CorpusEntry.exists({ _id: entryId })).not.toBeNull());
    expect((await asUser(app, 'cy').post('/api/chat').send({ message: 'Where was my hideout?' })).body.response).toMatch(/lighthouse/);
    await journal.publish(newEvent('journal.entry.deleted', 'user-cy', { entryId, type: 'memory', createdAt: new Date().toISOString() }));
    await eventually(async () => expect((await CorpusEntry.findById(entryId).lean())?.deleted).toBe(true));
    const after = await asUser(app, 'cy').post('/api/chat').send({ message: 'Where was my hideout?' });
    expect(after.body.response).not.toMatch(/lighthouse/);
  });

  it('when identity.user.deleted arrives, then the user’s corpus, conversations and training are erased', async () => {
    await writeEntry('user-gone', 'A memory that must disappear.');
    await asUser(app, 'gone').post('/api/chat').send({ message: 'hi' });
    await eventually(async () => expect(await CorpusEntry.countDocuments({ userId: 'user-gone' })).toBe(1));
    const identity = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'identity-test', logger: createLogger('t', 'silent') });
    try {
      await identity.ensureStream('IDENTITY');
      await identity.publish(newEvent('identity.user.deleted', 'user-gone', { username: 'gone', deletedAt: new Date().toISOString() }));
      await eventually(async () => {
        expect(await CorpusEntry.countDocuments({ userId: 'user-gone' })).toBe(0);
        expect(await Conversation.countDocuments({ userId: 'user-gone' })).toBe(0);
      });
    } finally {
      await identity.close();
    }
  });
});
