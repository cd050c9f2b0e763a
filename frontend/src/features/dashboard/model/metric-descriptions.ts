// What each number on the panel means, in plain words (short) and how it is computed (detail).
// Source of truth: docs/alignment.md.
import type { BehaviorBreakdown, SubScores, VoiceBreakdown } from '@immortal/proto/alignment';

export interface MetricText {
  label: string;
  description: string;
  detail: string;
}

export const SCORE_TEXT = {
  overall: {
    label: 'Identity Alignment',
    description: 'How closely your Immortal AI matches you overall.',
    detail: '45% personality, 30% behaviour and 25% voice. Writing alone can reach 45%: behaviour games and voice samples add the rest.',
  },
  personality: {
    label: 'Personality',
    description: 'How well your AI knows your thoughts, feelings and style.',
    detail: 'From your entries, music, photos and how consistent they are with each other over time.',
  },
  behavior: {
    label: 'Behavior',
    description: 'How well your AI predicts the choices you make.',
    detail: 'The AI guesses before you answer in Dilemmas and Prediction Pulse; only accuracy above chance counts.',
  },
  voice: {
    label: 'Voice',
    description: 'How close your AI voice sounds to you.',
    detail: 'From how many good voice samples you recorded, their quality and how similar the synthetic voice is to yours.',
  },
} satisfies Record<string, MetricText>;

export const SUB_SCORE_TEXT: Record<keyof SubScores, MetricText> = {
  quantity: {
    label: 'Quantity',
    description: 'How much you have shared.',
    detail: 'Grows with every data point; half-way at 40 data points.',
  },
  quality: {
    label: 'Quality',
    description: 'How rich each piece of data is.',
    detail: 'Depth of your writing, voice-sample quality, music analysis confidence, training-answer depth and described photos.',
  },
  diversity: {
    label: 'Diversity',
    description: 'How many kinds of data and feelings you share.',
    detail: 'Kinds of sources used (entries, music, photos, voice, games, conversations), entry types used and emotional range.',
  },
  coverage: {
    label: 'Coverage',
    description: 'How many areas of your life are covered.',
    detail: 'Distinct entry categories, game categories, voice sources, training topics and music genres; half-way at 12.',
  },
  consistency: {
    label: 'Consistency',
    description: 'Whether your data tells one coherent story.',
    detail: 'Emotional consistency (40%), stylistic consistency (30%) and coherence between your sources (30%).',
  },
};

export const SUB_SCORE_ORDER: ReadonlyArray<keyof SubScores> = ['quantity', 'quality', 'diversity', 'coverage', 'consistency'];

export const PERSONALITY_SOURCE_TEXT = {
  thoughtAnalysisScore: {
    label: 'Thought Analysis',
    description: 'How much of your own writing the AI has learned from.',
    detail: 'Your thoughts, memories and reflections (by training weight) and the words in them and in training answers.',
  },
  musicPersonalityScore: {
    label: 'Music Personality',
    description: 'What your music says about you.',
    detail: 'Tracks analysed, distinct genres and how confident the analysis is.',
  },
  visualStyleScore: {
    label: 'Visual Style',
    description: 'What your photos and images say about you.',
    detail: 'Photos, generated images and the share of photos you described in 3 or more words.',
  },
  personalityCoherence: {
    label: 'Coherence',
    description: 'Whether your writing, photos and music tell the same story.',
    detail: "Compares the positivity of each source; each 'That's not me' correction lowers it.",
  },
} satisfies Record<string, MetricText>;

export const CONSISTENCY_TEXT = {
  emotionalConsistency: {
    label: 'Emotional',
    description: 'Whether your feelings stay recognisable over time.',
    detail: 'Compares the emotions in your earlier and later texts.',
  },
  stylisticConsistency: {
    label: 'Stylistic',
    description: 'Whether your way of writing stays recognisable over time.',
    detail: 'Compares sentence length, questions, exclamations, first-person words and long words in earlier and later texts.',
  },
} satisfies Record<string, MetricText>;

export const SENTIMENT_TEXT = {
  sentimentScore: {
    label: 'Sentiment',
    description: 'How many of your entries carry a clear feeling.',
    detail: 'Entries whose sentiment is clearly positive or negative; half-way at 8 entries.',
  },
  emotionalRange: {
    label: 'Emotional range',
    description: 'How many different emotions your writing shows.',
    detail: 'One emotion gives 0%, all eight equally gives 100%, weighted by how much emotional writing there is.',
  },
} satisfies Record<string, MetricText>;

export const BEHAVIOR_TEXT: Record<keyof BehaviorBreakdown, MetricText> = {
  prediction: {
    label: 'Prediction',
    description: 'Prediction skill above chance.',
    detail: 'The AI predicts before you answer; 0% means no better than guessing. Lucky streaks count little until there are more answers.',
  },
  mirroring: {
    label: 'Mirroring',
    description: 'Share of your answers the AI predicted.',
    detail: 'Correct predictions out of all answers tested, including lucky guesses.',
  },
  responseCount: {
    label: 'Responses',
    description: 'Answers the AI was tested on.',
    detail: 'Dilemma choices and Prediction Pulse rounds.',
  },
  contextsCovered: {
    label: 'Contexts covered',
    description: 'Distinct categories those answers came from.',
    detail: 'A twin tested in more contexts is trusted more.',
  },
};

export const VOICE_TEXT: Record<keyof VoiceBreakdown, MetricText> = {
  slangAndIdioms: {
    label: 'Slang & idioms',
    description: 'The informal words and sayings your AI can speak with.',
    detail: 'Slang words and idioms found in your own text; half-way at 10. Shown here, not part of the voice score.',
  },
  uniquePhrases: {
    label: 'Unique phrases',
    description: 'Words that are recognisably yours.',
    detail: 'Theme words you use in at least two different texts; half-way at 20. Shown here, not part of the voice score.',
  },
  speechPatterns: {
    label: 'Speech patterns',
    description: 'How much, and how varied, speech the model has heard.',
    detail: 'Suitable voice samples (half-way at 10) and the variety of reading, singing and conversation.',
  },
  voiceConsistency: {
    label: 'Voice consistency',
    description: 'Close to your voice and evenly trained.',
    detail: 'Similarity of the synthetic voice to yours, lowered when sample quality varies a lot.',
  },
};

export const TRAIT_TEXT = {
  optimism: 'Hopeful, positive words in your writing.',
  curiosity: 'Questions and words of wonder and learning.',
  introspection: 'Reflecting on yourself and your feelings.',
  creativity: 'Imagination, making and ideas.',
} as const;
