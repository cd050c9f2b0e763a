import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { Bus, createLogger, newEvent } from '@immortal/kit';
import { EMOTIONS, type AlignmentScoreRecomputed } from '@immortal/proto/alignment';
import { SOCKET_EVENTS } from '@immortal/proto/network';
import { TEST_INTERNAL_TOKEN, eventually, startBackingServices } from '@immortal/testkit';
import { createApp } from '../../app.js';

function recomputed(overallScore: number): AlignmentScoreRecomputed {
  const zeroEmotions = Object.fromEntries(EMOTIONS.map((e) => [e, 0])) as AlignmentScoreRecomputed['personalityBreakdown']['emotionalDistribution'];
  return {
    overallScore, personalityScore: overallScore, behaviorScore: 0, voiceScore: 0, dataPoints: 3, lastCalculated: new Date().toISOString(),
    personalityBreakdown: {
      thoughtAnalysisScore: 0, musicPersonalityScore: 0, visualStyleScore: 0, personalityCoherence: 0, emotionalConsistency: 0,
      stylisticConsistency: 0, sentimentScore: 0, emotionalRange: 0, emotionalDistribution: zeroEmotions, dominantEmotions: [],
    },
    behaviorBreakdown: { prediction: 0, mirroring: 0, responseCount: 0, contextsCovered: 0 },
    voiceBreakdown: { slangAndIdioms: 0, uniquePhrases: 0, speechPatterns: 0, voiceConsistency: 0 },
    subScores: { quantity: 0, quality: 0, diversity: 0, coverage: 0, consistency: 0 },
    early: true,
    personality: { optimism: 0, curiosity: 0, introspection: 0, creativity: 0 },
    insight: 'Write a little more.',
    historyPoint: null,
    cause: null,
  };
}

describe('realtime pushes', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let server: Server;
  let alignment: Bus;
  const sockets: Socket[] = [];
  const open = (headers: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const port = (server.address() as AddressInfo).port;
      const s = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  const as = (userId: string) => ({ 'x-internal-token': TEST_INTERNAL_TOKEN, 'x-user-id': userId, 'x-username': userId });

  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('network-chat'));
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    app.attach(server);
    alignment = await Bus.connect({ url: env.natsUrl, prefix: env.namespace, name: 'alignment-test', logger: createLogger('t', 'silent') });
    await alignment.ensureStream('ALIGNMENT');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await alignment?.close();
    await app?.close();
    server?.close();
    await env?.release();
  });

  it('when a user’s score is recomputed, then only that user’s sockets receive it', async () => {
    const ada1 = await open(as('user-ada'));
    const ada2 = await open(as('user-ada'));
    const bob = await open(as('user-bob'));
    const got: Record<string, number[]> = { ada1: [], ada2: [], bob: [] };
    ada1.on(SOCKET_EVENTS.alignmentUpdated, (p: { overallScore: number }) => got.ada1!.push(p.overallScore));
    ada2.on(SOCKET_EVENTS.alignmentUpdated, (p: { overallScore: number }) => got.ada2!.push(p.overallScore));
    bob.on(SOCKET_EVENTS.alignmentUpdated, (p: { overallScore: number }) => got.bob!.push(p.overallScore));
    await new Promise((r) => setTimeout(r, 200)); // the follower starts from new messages
    await alignment.publish(newEvent('alignment.score.recomputed', 'user-ada', recomputed(0.42)));
    await eventually(() => {
      expect(got.ada1).toEqual([0.42]);
      expect(got.ada2).toEqual([0.42]);
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(got.bob).toEqual([]);
  });

  it('when a socket arrives without the gateway’s token, then it is refused', async () => {
    await expect(open({ 'x-user-id': 'user-ada' })).rejects.toThrow(/unauthorized/);
    await expect(open({ 'x-internal-token': 'wrong-token-wrong-token-123', 'x-user-id': 'user-ada' })).rejects.toThrow(/unauthorized/);
  });
});
