// Alignment HTTP contracts (core §3 Identity alignment, Personality traits, Insight; §4 early state;
// §9 bands, labels and badges). Every number is defined in docs/alignment.md.
import { z } from 'zod';

const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

/** Plutchik's eight basic emotions, in his wheel's order. */
export const EMOTIONS = ['joy', 'trust', 'fear', 'surprise', 'sadness', 'disgust', 'anger', 'anticipation'] as const;
export const emotion = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof emotion>;

export const personalityBreakdown = z.object({
  thoughtAnalysisScore: unit,
  musicPersonalityScore: unit,
  visualStyleScore: unit,
  personalityCoherence: unit,
  emotionalConsistency: unit,
  stylisticConsistency: unit,
  sentimentScore: unit,
  emotionalRange: unit,
  /** share of each emotion among the emotion words in the user's own text (all eight keys, sums to 1 or all 0) */
  emotionalDistribution: z.record(emotion, unit),
  /** up to 3, strongest first; [] when the text shows none */
  dominantEmotions: z.array(emotion).max(3),
  thoughtCount: count.optional(),
  musicTrackCount: count.optional(),
  photoCount: count.optional(),
  generatedImageCount: count.optional(),
});
export type PersonalityBreakdown = z.infer<typeof personalityBreakdown>;

export const behaviorBreakdown = z.object({
  /** held-out prediction skill above chance, 0..1 (0 = no better than guessing) */
  prediction: unit,
  /** raw share of the user's answers the twin predicted, 0..1 */
  mirroring: unit,
  /** answers the twin was tested on (Dilemma choices + Prediction Pulse rounds) */
  responseCount: count,
  /** distinct categories those answers came from */
  contextsCovered: count,
});
export type BehaviorBreakdown = z.infer<typeof behaviorBreakdown>;

export const voiceBreakdown = z.object({
  slangAndIdioms: unit,
  uniquePhrases: unit,
  speechPatterns: unit,
  voiceConsistency: unit,
});
export type VoiceBreakdown = z.infer<typeof voiceBreakdown>;

/** Identity Alignment sub-scores (core §9: Quantity, Quality, Diversity, Coverage, Consistency). */
export const subScores = z.object({
  quantity: unit,
  quality: unit,
  diversity: unit,
  coverage: unit,
  consistency: unit,
});
export type SubScores = z.infer<typeof subScores>;

export const alignmentView = z.object({
  overallScore: unit,
  personalityScore: unit,
  behaviorScore: unit,
  voiceScore: unit,
  dataPoints: count,
  /** when the data this score reflects last changed (ISO); null while the user has no data */
  lastCalculated: z.string().nullable(),
  personalityBreakdown,
  behaviorBreakdown,
  voiceBreakdown,
  subScores,
  /** core §4: dataPoints < 10 or all three scores < 0.1 ('Ready to grow with your data') */
  early: z.boolean(),
});
export type AlignmentView = z.infer<typeof alignmentView>;

/** GET /api/personality: ints 0..100. */
export const personalityView = z.object({
  optimism: z.number().int().min(0).max(100),
  curiosity: z.number().int().min(0).max(100),
  introspection: z.number().int().min(0).max(100),
  creativity: z.number().int().min(0).max(100),
});
export type PersonalityView = z.infer<typeof personalityView>;
export const PERSONALITY_TRAITS = ['optimism', 'curiosity', 'introspection', 'creativity'] as const;
export type PersonalityTrait = (typeof PERSONALITY_TRAITS)[number];

/** GET /api/insights */
export const insightView = z.object({ insight: z.string() });
export type InsightView = z.infer<typeof insightView>;

/** GET /api/identity-alignment/history: oldest first, at most HISTORY_LIMIT points. */
export const historyPoint = z.object({
  at: z.string(),
  overallScore: unit,
  personalityScore: unit,
  behaviorScore: unit,
  voiceScore: unit,
});
export type HistoryPoint = z.infer<typeof historyPoint>;
export const historyView = z.array(historyPoint);
export type HistoryView = z.infer<typeof historyView>;
export const HISTORY_LIMIT = 200;

// core §9 display rules, in one place for the dashboard (scores are 0..1; percent = round(score * 100)).

export const toPercent = (score: number): number => Math.round(score * 100);

/** Colour band of a percentage: 80+ green, 60+ yellow, below red. */
export function scoreBand(percent: number): 'green' | 'yellow' | 'red' {
  return percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red';
}

/** Overall label of a 0..1 score. */
export function alignmentLabel(score: number): 'Exceptional' | 'Strong' | 'Good' | 'Developing' | 'Emerging' | 'Early Stage' {
  if (score >= 0.9) return 'Exceptional';
  if (score >= 0.8) return 'Strong';
  if (score >= 0.7) return 'Good';
  if (score >= 0.6) return 'Developing';
  if (score >= 0.4) return 'Emerging';
  return 'Early Stage';
}

/** Badge of a 0..1 score: colour and icon (lucide names). */
export function alignmentBadge(score: number): { colour: 'green' | 'blue' | 'yellow' | 'orange'; icon: 'flame' | 'star' | 'chart-bar' | 'sprout' } {
  if (score >= 0.8) return { colour: 'green', icon: 'flame' };
  if (score >= 0.6) return { colour: 'blue', icon: 'star' };
  if (score >= 0.4) return { colour: 'yellow', icon: 'chart-bar' };
  return { colour: 'orange', icon: 'sprout' };
}
