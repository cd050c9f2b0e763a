// network-chat HTTP contracts: the user's own-AI chat and its conversation log.
import { z } from 'zod';

export const citationView = z.object({
  entryId: z.string(),
  title: z.string().nullable(),
  excerpt: z.string(),
  source: z.enum(['entry', 'training', 'correction']),
});
export type CitationView = z.infer<typeof citationView>;

export const conversationView = z.object({
  id: z.string(),
  userMessage: z.string(),
  aiResponse: z.string(),
  citations: z.array(citationView),
  isPersonaTrainingData: z.boolean(),
  personaScore: z.number().nullable(),
  correctedResponse: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationView = z.infer<typeof conversationView>;

/** POST /api/chat: a message to the user's own Immortal AI. */
export const MAX_CHAT_MESSAGE = 4000;
export const chatBody = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(MAX_CHAT_MESSAGE, `Message is too long (at most ${MAX_CHAT_MESSAGE.toLocaleString('en-US')} characters)`),
});
export type ChatBody = z.infer<typeof chatBody>;

export const chatReply = z.object({
  response: z.string(),
  citations: z.array(citationView),
  conversationId: z.string(),
  provider: z.enum(['local', 'openai']),
  /** true when the twin found nothing in the user's material about this */
  knewNothing: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReply>;

/** POST /api/conversations/:id/correction — 'That's not me': what the user would have said. */
export const correctionBody = z.object({
  correctedResponse: z
    .string({ error: 'Write what you would have said' })
    .trim()
    .min(1, 'Write what you would have said')
    .max(MAX_CHAT_MESSAGE, `Your answer is too long (at most ${MAX_CHAT_MESSAGE.toLocaleString('en-US')} characters)`),
});
export type CorrectionBody = z.infer<typeof correctionBody>;

/** Quality training (twin-features §2, §7). Categories are shown with underscores as spaces. */
export const QUALITY_CATEGORIES = [
  'core_values',
  'relationships',
  'childhood_memories',
  'work_and_ambition',
  'humor_and_play',
  'decision_making',
  'dreams_and_fears',
  'daily_life',
  'beliefs_and_opinions',
  'emotional_world',
] as const;
export const qualityCategory = z.enum(QUALITY_CATEGORIES);
export type QualityCategory = z.infer<typeof qualityCategory>;

export const qualityPromptView = z.object({ id: z.string(), category: qualityCategory, promptText: z.string() });
export type QualityPromptView = z.infer<typeof qualityPromptView>;

export const submitTrainingBody = z.object({
  promptId: z.string({ error: 'Prompt not found' }).min(1, 'Prompt not found'),
  userResponse: z
    .string({ error: 'Please write a response' })
    .trim()
    .min(1, 'Please write a response')
    .max(10_000, 'Your response is too long (at most 10,000 characters)'),
});
export type SubmitTrainingBody = z.infer<typeof submitTrainingBody>;

export const submitTrainingReply = z.object({
  promptId: z.string(),
  /** 0..1 from length, specificity and personal detail of the answer (documented in docs/twin.md) */
  qualityScore: z.number().min(0).max(1),
  message: z.string(),
});
export type SubmitTrainingReply = z.infer<typeof submitTrainingReply>;

export const qualityMetricsView = z.object({
  completed: z.number().int(),
  averageQuality: z.number().min(0).max(1),
  /** answers per category, every category present */
  byCategory: z.record(z.string(), z.number().int()),
});
export type QualityMetricsView = z.infer<typeof qualityMetricsView>;

/** GET /api/daily-prompt */
export const dailyPromptView = z.object({ date: z.string(), message: z.string(), dismissed: z.boolean() });
export type DailyPromptView = z.infer<typeof dailyPromptView>;
