// The projection's items as scoring sees them: one per (user, kind, source id), holding only the
// features scoring needs (never raw text). Produced from events by projection/changes.ts.
import type { EntryType } from '@immortal/proto/journal';
import type { PhotoKind } from '@immortal/proto/media';
import type { VoiceSampleSource } from '@immortal/proto/voice';
import type { ChatChannel } from '@immortal/proto/network';
import type { TextFeatures } from './text.js';

export interface EntryFeatures {
  type: EntryType;
  category: string | null;
  /** trainingWeight (0..9.99) */
  weight: number;
  /** the journal's AFINN sentiment (an integer sum) */
  sentiment: number;
  /** the entry's createdAt, orders text in time */
  t: string;
  text: TextFeatures;
}
export interface TrackFeatures {
  genres: string[];
  energy: number;
  valence: number;
  danceability: number;
  acousticness: number;
  tempo: number;
  confidence: number;
  style: string;
}
export interface PhotoFeatures {
  kind: PhotoKind;
  entryId: string | null;
  t: string;
  text: TextFeatures;
}
export interface VoiceSampleFeatures {
  durationSec: number;
  quality: number;
  suitable: boolean;
  source: VoiceSampleSource;
  t: string;
  /** only a conversation transcript is the user's own words; null otherwise */
  text: TextFeatures | null;
}
export interface VoiceProfileFeatures {
  similarity: number;
  samplesUsed: number;
  ready: boolean;
}
export interface ChoiceFeatures {
  category: string;
  hit: boolean;
  optionCount: number;
  confidence: number;
}
export interface WordFeatures {
  category: string;
  hit: boolean;
  confidence: number;
}
export interface MessageFeatures {
  channel: ChatChannel;
  t: string;
  text: TextFeatures;
}
export interface TrainingFeatures {
  category: string;
  words: number;
}
export type CorrectionFeatures = Record<string, never>;

export interface FeaturesByKind {
  entry: EntryFeatures;
  track: TrackFeatures;
  photo: PhotoFeatures;
  voiceSample: VoiceSampleFeatures;
  voiceProfile: VoiceProfileFeatures;
  choice: ChoiceFeatures;
  word: WordFeatures;
  message: MessageFeatures;
  training: TrainingFeatures;
  correction: CorrectionFeatures;
}
export type ItemKind = keyof FeaturesByKind;
export const ITEM_KINDS = ['entry', 'track', 'photo', 'voiceSample', 'voiceProfile', 'choice', 'word', 'message', 'training', 'correction'] as const satisfies readonly ItemKind[];

interface ItemBase {
  /** unique key: JSON of [userId, kind, sourceId]; also the scoring order */
  key: string;
  sourceId: string;
  /** the id (ULID) of the event whose state this is: last writer wins */
  eventId: string;
  occurredAt: string;
}
export type LiveItem = { [K in ItemKind]: ItemBase & { kind: K; deleted: false; f: FeaturesByKind[K] } }[ItemKind];
export type Tombstone = ItemBase & { kind: ItemKind; deleted: true; f: null };
export type Item = LiveItem | Tombstone;

export const itemKey = (userId: string, kind: ItemKind, sourceId: string) => JSON.stringify([userId, kind, sourceId]);
