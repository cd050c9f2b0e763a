// voice events: every recorded sample gets a quality assessment; the voice profile (the synthetic voice
// built from the samples) reports how close it sounds to the user.
import { z } from 'zod';

const unit = z.number().min(0).max(1);

export const VOICE_SAMPLE_SOURCES = ['reading', 'singing', 'conversation'] as const;
export const voiceSampleSource = z.enum(VOICE_SAMPLE_SOURCES);
export type VoiceSampleSource = z.infer<typeof voiceSampleSource>;

export const voiceSampleAssessed = z.object({
  sampleId: z.string().min(1).max(200),
  durationSec: z.number().min(0).max(3600),
  /** overall quality of the recording, 0..1 */
  qualityScore: unit,
  /** suitable for training the voice model */
  suitable: z.boolean(),
  source: voiceSampleSource,
  /** what was said, when known (a reading text, lyrics, or a conversation transcript) */
  transcript: z.string().max(20_000).nullable(),
});
export type VoiceSampleAssessed = z.infer<typeof voiceSampleAssessed>;

export const voiceSampleDeleted = z.object({ sampleId: z.string().min(1).max(200) });
export type VoiceSampleDeleted = z.infer<typeof voiceSampleDeleted>;

/** The user's voice model was (re)built or reset (a reset publishes similarity 0 and no model). */
export const voiceProfileUpdated = z.object({
  voiceModelId: z.string().max(200).nullable(),
  /** how close the synthetic voice is to the user's recorded voice, 0..1 */
  similarity: unit,
  samplesUsed: z.number().int().min(0),
  ready: z.boolean(),
});
export type VoiceProfileUpdated = z.infer<typeof voiceProfileUpdated>;
