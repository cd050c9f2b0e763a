// The registry: every subject once, with its producing stream, version and payload schema.
// A producer publishes and a consumer parses with the same entry, so both sides agree by construction.
import type { z } from 'zod';
import { userDeleted, userRegistered } from './identity/events.js';
import { entryCreated, entryDeleted, entryUpdated } from './journal/events.js';
import { musicTrackAnalyzed, musicTrackRemoved } from './music/events.js';
import { voiceProfileUpdated, voiceSampleAssessed, voiceSampleDeleted } from './voice/events.js';
import { mediaPhotoDeleted, mediaPhotoSaved } from './media/events.js';
import { behaviorChoiceMade, behaviorWordAnswered } from './behavior/events.js';
import { networkMessageSent, networkReplyCorrected, networkTrainingCompleted } from './network/events.js';
import { alignmentScoreRecomputed } from './alignment/events.js';

/** One stream per producing service (ARCHITECTURE §4); subjects `<service>.<aggregate>.<verb>`. */
export const STREAMS = {
  IDENTITY: 'identity',
  JOURNAL: 'journal',
  MUSIC: 'music',
  VOICE: 'voice',
  MEDIA: 'media',
  BEHAVIOR: 'behavior',
  NETWORK: 'network',
  ALIGNMENT: 'alignment',
} as const;
export type StreamName = keyof typeof STREAMS;

interface EventSpec<S extends z.ZodType = z.ZodType> {
  stream: StreamName;
  version: number;
  schema: S;
}
const spec = <S extends z.ZodType>(stream: StreamName, schema: S, version = 1): EventSpec<S> => ({ stream, version, schema });

export const EVENTS = {
  'identity.user.registered': spec('IDENTITY', userRegistered),
  'identity.user.deleted': spec('IDENTITY', userDeleted),
  'journal.entry.created': spec('JOURNAL', entryCreated),
  'journal.entry.updated': spec('JOURNAL', entryUpdated),
  'journal.entry.deleted': spec('JOURNAL', entryDeleted),
  'music.track.analyzed': spec('MUSIC', musicTrackAnalyzed),
  'music.track.removed': spec('MUSIC', musicTrackRemoved),
  'voice.sample.assessed': spec('VOICE', voiceSampleAssessed),
  'voice.sample.deleted': spec('VOICE', voiceSampleDeleted),
  'voice.profile.updated': spec('VOICE', voiceProfileUpdated),
  'media.photo.saved': spec('MEDIA', mediaPhotoSaved),
  'media.photo.deleted': spec('MEDIA', mediaPhotoDeleted),
  'behavior.choice.made': spec('BEHAVIOR', behaviorChoiceMade),
  'behavior.word.answered': spec('BEHAVIOR', behaviorWordAnswered),
  'network.message.sent': spec('NETWORK', networkMessageSent),
  'network.training.completed': spec('NETWORK', networkTrainingCompleted),
  'network.reply.corrected': spec('NETWORK', networkReplyCorrected),
  'alignment.score.recomputed': spec('ALIGNMENT', alignmentScoreRecomputed),
} as const;

export type EventType = keyof typeof EVENTS;
export type EventData<T extends EventType> = z.infer<(typeof EVENTS)[T]['schema']>;

/**
 * The exact subjects a stream stores: its registered event types. Listing them (instead of
 * `<service>.>`) keeps request-reply and broadcast subjects of the same service out of the stream.
 */
export function streamSubjects(stream: StreamName): string[] {
  const subjects = Object.entries(EVENTS)
    .filter(([, s]) => s.stream === stream)
    .map(([subject]) => subject);
  // a producer with no events yet still gets a valid, distinct stream
  return subjects.length ? subjects : [`${STREAMS[stream]}.reserved`];
}

/** NATS request-reply subjects `<service>.rpc.<verb>` (core NATS, not persisted). */
export const RPC = {
  identitySession: 'identity.rpc.session',
} as const;

/** Core NATS broadcasts that need no persistence. */
export const BROADCASTS = {
  sessionRevoked: 'identity.session.revoked',
} as const;
