// Every consumed event becomes one change of the projection: an upsert or a tombstone of one item,
// or the erasure of a user. Pure (the features are computed from the payload alone), so the live
// consumers and the replay derive identical items from identical events.
import type { Envelope } from '@immortal/kit';
import type { EventType } from '@immortal/proto';
import { analyzeText } from '../scoring/text.js';
import { itemKey, type FeaturesByKind, type ItemKind } from '../scoring/items.js';

export type ItemChange = {
  [K in ItemKind]: {
    op: 'upsert' | 'delete';
    userId: string;
    kind: K;
    sourceId: string;
    key: string;
    eventId: string;
    eventType: EventType;
    occurredAt: string;
    f: FeaturesByKind[K] | null;
  };
}[ItemKind];

export interface UserErasure {
  op: 'erase';
  userId: string;
  eventId: string;
  eventType: EventType;
  occurredAt: string;
}

export type Change = ItemChange | UserErasure;

/** The event types alignment consumes (everything else in a stream is skipped). */
export const CONSUMED = [
  'identity.user.deleted',
  'journal.entry.created',
  'journal.entry.updated',
  'journal.entry.deleted',
  'music.track.analyzed',
  'music.track.removed',
  'voice.sample.assessed',
  'voice.sample.deleted',
  'voice.profile.updated',
  'media.photo.saved',
  'media.photo.deleted',
  'behavior.choice.made',
  'behavior.word.answered',
  'network.message.sent',
  'network.training.completed',
  'network.reply.corrected',
] as const satisfies readonly EventType[];
export type ConsumedType = (typeof CONSUMED)[number];

function item<K extends ItemKind>(e: Envelope<EventType>, kind: K, sourceId: string, f: FeaturesByKind[K] | null): ItemChange {
  return {
    op: f === null ? 'delete' : 'upsert',
    userId: e.userId,
    kind,
    sourceId,
    key: itemKey(e.userId, kind, sourceId),
    eventId: e.id,
    eventType: e.type,
    occurredAt: e.occurredAt,
    f,
  } as ItemChange;
}

/** Maps one (validated) event to its change; null for a type alignment does not consume. */
export function changeOf(event: Envelope<EventType>): Change | null {
  const e = event;
  switch (e.type) {
    case 'identity.user.deleted':
      return { op: 'erase', userId: e.userId, eventId: e.id, eventType: e.type, occurredAt: e.occurredAt };
    case 'journal.entry.created':
    case 'journal.entry.updated': {
      const d = (e as Envelope<'journal.entry.created'>).data;
      return item(e, 'entry', d.entryId, {
        type: d.type,
        category: d.category,
        weight: d.trainingWeight,
        sentiment: d.sentiment,
        t: d.createdAt,
        text: analyzeText(`${d.title ?? ''}\n${d.content}`),
      });
    }
    case 'journal.entry.deleted':
      return item(e, 'entry', (e as Envelope<'journal.entry.deleted'>).data.entryId, null);
    case 'music.track.analyzed': {
      const d = (e as Envelope<'music.track.analyzed'>).data;
      return item(e, 'track', d.trackId, {
        genres: d.genres,
        energy: d.energy,
        valence: d.valence,
        danceability: d.danceability,
        acousticness: d.acousticness,
        tempo: d.tempo,
        confidence: d.analysisConfidence,
        style: d.conversationalStyle,
      });
    }
    case 'music.track.removed':
      return item(e, 'track', (e as Envelope<'music.track.removed'>).data.trackId, null);
    case 'voice.sample.assessed': {
      const d = (e as Envelope<'voice.sample.assessed'>).data;
      return item(e, 'voiceSample', d.sampleId, {
        durationSec: d.durationSec,
        quality: d.qualityScore,
        suitable: d.suitable,
        source: d.source,
        t: e.occurredAt,
        text: d.source === 'conversation' && d.transcript ? analyzeText(d.transcript) : null,
      });
    }
    case 'voice.sample.deleted':
      return item(e, 'voiceSample', (e as Envelope<'voice.sample.deleted'>).data.sampleId, null);
    case 'voice.profile.updated': {
      const d = (e as Envelope<'voice.profile.updated'>).data;
      return item(e, 'voiceProfile', 'profile', { similarity: d.similarity, samplesUsed: d.samplesUsed, ready: d.ready });
    }
    case 'media.photo.saved': {
      const d = (e as Envelope<'media.photo.saved'>).data;
      return item(e, 'photo', d.photoId, { kind: d.kind, entryId: d.entryId, t: e.occurredAt, text: analyzeText(d.description) });
    }
    case 'media.photo.deleted':
      return item(e, 'photo', (e as Envelope<'media.photo.deleted'>).data.photoId, null);
    case 'behavior.choice.made': {
      const d = (e as Envelope<'behavior.choice.made'>).data;
      return item(e, 'choice', `${d.sessionId}/${d.scenarioId}`, {
        category: d.category,
        hit: d.choiceId === d.predictedChoiceId,
        optionCount: d.optionCount,
        confidence: d.predictionConfidence,
      });
    }
    case 'behavior.word.answered': {
      const d = (e as Envelope<'behavior.word.answered'>).data;
      return item(e, 'word', `${d.gameId}/${d.roundNumber}`, { category: d.category, hit: d.isMatch, confidence: d.predictionConfidence });
    }
    case 'network.message.sent': {
      const d = (e as Envelope<'network.message.sent'>).data;
      return item(e, 'message', d.conversationId, { channel: d.channel, t: e.occurredAt, text: analyzeText(d.userMessage) });
    }
    case 'network.training.completed': {
      const d = (e as Envelope<'network.training.completed'>).data;
      return item(e, 'training', d.promptId, { category: d.category, words: d.answerWordCount });
    }
    case 'network.reply.corrected':
      return item(e, 'correction', (e as Envelope<'network.reply.corrected'>).data.conversationId, {});
    default:
      return null;
  }
}
