// Builders of valid events for tests (unit tests, the integration tests and the bench share them).
import { newEvent, type Envelope } from '@immortal/kit';
import type { EventData, EventType } from '@immortal/proto';
import { changeOf, type Change } from '../projection/changes.js';
import { apply, emptyProjection, itemsOfState } from '../projection/projection.js';
import type { Item } from './items.js';

let n = 0;

// Event ids must increase in the order the test creates events (ULIDs made in the same millisecond are
// not ordered), so each id is bumped past the previous one when needed.
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let lastId = '';
function increment(id: string): string {
  const chars = id.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    const at = B32.indexOf(chars[i]!);
    if (at < 31) {
      chars[i] = B32[at + 1]!;
      return chars.join('');
    }
    chars[i] = '0';
  }
  throw new Error('id overflow');
}
export function monotonic<E extends { id: string }>(event: E): E {
  const out = event.id > lastId ? event : { ...event, id: increment(lastId) };
  lastId = out.id;
  return out;
}
const make: typeof newEvent = (type, userId, data, opts) => monotonic(newEvent(type, userId, data, opts));
const id = (p: string) => `${p}-${++n}`;
const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();

export const ev = {
  entry: (userId: string, content: string, o: Partial<EventData<'journal.entry.created'>> = {}, type: 'journal.entry.created' | 'journal.entry.updated' = 'journal.entry.created') =>
    make(type, userId, {
      entryId: o.entryId ?? id('entry'),
      type: o.type ?? 'thought',
      title: o.title ?? null,
      content,
      category: o.category ?? 'personal',
      sentiment: o.sentiment ?? 0,
      trainingWeight: o.trainingWeight ?? 1,
      metadata: o.metadata ?? {},
      createdAt: o.createdAt ?? at(n),
    }),
  entryDeleted: (userId: string, entryId: string) => make('journal.entry.deleted', userId, { entryId, type: 'thought', createdAt: at(0) }),
  track: (userId: string, o: Partial<EventData<'music.track.analyzed'>> = {}) =>
    make('music.track.analyzed', userId, {
      trackId: o.trackId ?? id('track'),
      title: o.title ?? 'Song',
      artist: o.artist ?? 'Artist',
      genres: o.genres ?? ['pop'],
      energy: o.energy ?? 0.6,
      valence: o.valence ?? 0.7,
      danceability: o.danceability ?? 0.5,
      acousticness: o.acousticness ?? 0.3,
      tempo: o.tempo ?? 120,
      analysisConfidence: o.analysisConfidence ?? 0.8,
      conversationalStyle: o.conversationalStyle ?? 'upbeat',
      personalityMapping: o.personalityMapping ?? { openness: 0.7 },
    }),
  trackRemoved: (userId: string, trackId: string) => make('music.track.removed', userId, { trackId }),
  sampleDeleted: (userId: string, sampleId: string) => make('voice.sample.deleted', userId, { sampleId }),
  photoDeleted: (userId: string, photoId: string) => make('media.photo.deleted', userId, { photoId }),
  sample: (userId: string, o: Partial<EventData<'voice.sample.assessed'>> = {}) =>
    make('voice.sample.assessed', userId, {
      sampleId: o.sampleId ?? id('sample'),
      durationSec: o.durationSec ?? 15,
      qualityScore: o.qualityScore ?? 0.8,
      suitable: o.suitable ?? true,
      source: o.source ?? 'reading',
      transcript: o.transcript ?? null,
    }),
  profile: (userId: string, similarity: number) =>
    make('voice.profile.updated', userId, { voiceModelId: 'vm-1', similarity, samplesUsed: 10, ready: true }),
  photo: (userId: string, o: Partial<EventData<'media.photo.saved'>> = {}) =>
    make('media.photo.saved', userId, {
      photoId: o.photoId ?? id('photo'),
      kind: o.kind ?? 'photo',
      description: o.description ?? 'A happy day at the beach with friends',
      entryId: o.entryId ?? null,
    }),
  choice: (userId: string, hit: boolean, o: Partial<EventData<'behavior.choice.made'>> = {}) =>
    make('behavior.choice.made', userId, {
      sessionId: o.sessionId ?? id('session'),
      scenarioId: o.scenarioId ?? id('scenario'),
      category: o.category ?? 'ethics',
      choiceId: 'a',
      predictedChoiceId: hit ? 'a' : 'b',
      predictionConfidence: o.predictionConfidence ?? 0.6,
      optionCount: o.optionCount ?? 3,
      responseTimeMs: o.responseTimeMs ?? 4000,
    }),
  word: (userId: string, hit: boolean, o: Partial<EventData<'behavior.word.answered'>> = {}) =>
    make('behavior.word.answered', userId, {
      gameId: o.gameId ?? id('game'),
      roundNumber: o.roundNumber ?? 1,
      category: o.category ?? 'Home',
      userResponse: 'cozy',
      aiPrediction: hit ? 'cozy' : 'warm',
      predictionConfidence: o.predictionConfidence ?? 0.5,
      isMatch: hit,
    }),
  message: (userId: string, userMessage: string, o: Partial<EventData<'network.message.sent'>> = {}) =>
    make('network.message.sent', userId, {
      conversationId: o.conversationId ?? id('conv'),
      channel: o.channel ?? 'assistant',
      userMessage,
      aiResponse: o.aiResponse ?? 'I hear you.',
    }),
  training: (userId: string, words: number, category = 'values') =>
    make('network.training.completed', userId, { promptId: id('prompt'), category, answerWordCount: words }),
  correction: (userId: string, conversationId: string) => make('network.reply.corrected', userId, { conversationId }),
  userDeleted: (userId: string) => make('identity.user.deleted', userId, { username: userId, deletedAt: at(0) }),
};

/** Events -> the items the projection would hold (same mapping and apply rule as the service). */
export function itemsOf(events: Array<Envelope<EventType>>): Item[] {
  const state = emptyProjection();
  for (const e of events) {
    const c: Change | null = changeOf(e);
    if (c) apply(state, c);
  }
  // a round trip through JSON, as through the database
  return JSON.parse(JSON.stringify(itemsOfState(state))) as Item[];
}
