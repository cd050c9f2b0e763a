// Test data for the dashboard: complete, contract-valid answers with overridable parts.
import type { AlignmentScoreRecomputed, AlignmentView, HistoryView, InsightView, PersonalityView } from '@immortal/proto/alignment';
import type { MusicPersonalityProfile } from '../api/get-music-personality-profile';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends Array<unknown> ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

const zeroDistribution = { joy: 0, trust: 0, fear: 0, surprise: 0, sadness: 0, disgust: 0, anger: 0, anticipation: 0 };

export function alignmentFixture(over: DeepPartial<AlignmentView> = {}): AlignmentView {
  const base: AlignmentView = {
    overallScore: 0.72,
    personalityScore: 0.85,
    behaviorScore: 0.64,
    voiceScore: 0.41,
    dataPoints: 48,
    lastCalculated: '2025-03-01T10:00:00.000Z',
    personalityBreakdown: {
      thoughtAnalysisScore: 0.8,
      musicPersonalityScore: 0.5,
      visualStyleScore: 0.3,
      personalityCoherence: 0.62,
      emotionalConsistency: 0.7,
      stylisticConsistency: 0.55,
      sentimentScore: 0.6,
      emotionalRange: 0.45,
      emotionalDistribution: { ...zeroDistribution, joy: 0.5, trust: 0.2, fear: 0.1, anticipation: 0.2 },
      dominantEmotions: ['joy', 'trust', 'anticipation'],
      thoughtCount: 30,
      musicTrackCount: 8,
      photoCount: 4,
      generatedImageCount: 1,
    },
    behaviorBreakdown: { prediction: 0.42, mirroring: 0.66, responseCount: 24, contextsCovered: 5 },
    voiceBreakdown: { slangAndIdioms: 0.35, uniquePhrases: 0.5, speechPatterns: 0.62, voiceConsistency: 0.81 },
    subScores: { quantity: 0.55, quality: 0.61, diversity: 0.48, coverage: 0.3, consistency: 0.64 },
    early: false,
  };
  return {
    ...base,
    ...over,
    personalityBreakdown: { ...base.personalityBreakdown, ...over.personalityBreakdown } as AlignmentView['personalityBreakdown'],
    behaviorBreakdown: { ...base.behaviorBreakdown, ...over.behaviorBreakdown },
    voiceBreakdown: { ...base.voiceBreakdown, ...over.voiceBreakdown },
    subScores: { ...base.subScores, ...over.subScores },
  };
}

/** A brand-new user: no data at all (docs/alignment.md §1). */
export function emptyAlignmentFixture(): AlignmentView {
  return alignmentFixture({
    overallScore: 0,
    personalityScore: 0,
    behaviorScore: 0,
    voiceScore: 0,
    dataPoints: 0,
    lastCalculated: null,
    personalityBreakdown: {
      thoughtAnalysisScore: 0,
      musicPersonalityScore: 0,
      visualStyleScore: 0,
      personalityCoherence: 0,
      emotionalConsistency: 0,
      stylisticConsistency: 0,
      sentimentScore: 0,
      emotionalRange: 0,
      emotionalDistribution: zeroDistribution,
      dominantEmotions: [],
      thoughtCount: 0,
      musicTrackCount: 0,
      photoCount: 0,
      generatedImageCount: 0,
    },
    behaviorBreakdown: { prediction: 0, mirroring: 0, responseCount: 0, contextsCovered: 0 },
    voiceBreakdown: { slangAndIdioms: 0, uniquePhrases: 0, speechPatterns: 0, voiceConsistency: 0 },
    subScores: { quantity: 0, quality: 0, diversity: 0, coverage: 0, consistency: 0 },
    early: true,
  });
}

export const personalityFixture = (over: Partial<PersonalityView> = {}): PersonalityView => ({ optimism: 64, curiosity: 81, introspection: 47, creativity: 58, ...over });

export const insightFixture = (insight = 'You have written 30 entries, mostly about friends and learning.'): InsightView => ({ insight });

export const historyFixture = (): HistoryView => [
  { at: '2025-02-01T10:00:00.000Z', overallScore: 0.12, personalityScore: 0.2, behaviorScore: 0.05, voiceScore: 0.1 },
  { at: '2025-02-10T10:00:00.000Z', overallScore: 0.4, personalityScore: 0.6, behaviorScore: 0.3, voiceScore: 0.2 },
  { at: '2025-03-01T10:00:00.000Z', overallScore: 0.72, personalityScore: 0.85, behaviorScore: 0.64, voiceScore: 0.41 },
];

export const musicProfileFixture = (over: Partial<MusicPersonalityProfile> = {}): MusicPersonalityProfile => ({
  musicPersonality: { openness: 0.82, extraversion: 0.4, confidence: 0.9, deepThinker: 0.555 },
  preferredGenres: ['Jazz', 'Indie Rock', 'Classical'],
  avgEnergy: 0.63,
  avgValence: 0.48,
  recommendedConversationalStyle: { reflective: 0.7, playful: 0.25, confidence: 0.8 },
  totalTracksAnalyzed: 42,
  ...over,
});

export function recomputedFixture(over: Partial<AlignmentScoreRecomputed> = {}): AlignmentScoreRecomputed {
  return {
    ...alignmentFixture({ overallScore: 0.81, dataPoints: 49 }),
    personality: personalityFixture({ optimism: 70 }),
    insight: 'A new insight after your latest entry.',
    historyPoint: { at: '2025-03-02T09:00:00.000Z', overallScore: 0.81, personalityScore: 0.85, behaviorScore: 0.64, voiceScore: 0.41 },
    cause: { eventId: '01JABCDEF', type: 'journal.entry.created', sourceId: 'e1' },
    ...over,
  };
}
