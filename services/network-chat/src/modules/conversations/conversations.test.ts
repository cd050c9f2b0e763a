import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices } from '@immortal/testkit';
import { createApp } from '../../app.js';
import { Conversation } from './conversation.model.js';

describe('conversations', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('network-chat'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when a user has not chatted yet, then the list is empty', async () => {
    const res = await asUser(app, 'newcomer').get('/api/conversations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when conversations exist, then each user gets only their own, newest first', async () => {
    await Conversation.create({ userId: 'user-ada', userMessage: 'hi', aiResponse: 'hello', createdAt: new Date('2026-01-01') });
    await Conversation.create({ userId: 'user-ada', userMessage: 'again', aiResponse: 'yes', createdAt: new Date('2026-02-01') });
    await Conversation.create({ userId: 'user-bob', userMessage: 'secret', aiResponse: 'shh' });
    const res = await asUser(app, 'ada').get('/api/conversations');
    expect(res.body.map((c: { userMessage: string }) => c.userMessage)).toEqual(['again', 'hi']);
    expect(res.body[0]).toMatchObject({ isPersonaTrainingData: true, correctedResponse: null, citations: [] });
  });
});
