// network-chat events: the user's own words in chat, their quality-training answers, and their
// 'That's not me' corrections of the twin's replies.
import { z } from 'zod';

export const CHAT_CHANNELS = ['assistant', 'network'] as const;
export const chatChannel = z.enum(CHAT_CHANNELS);
export type ChatChannel = z.infer<typeof chatChannel>;

/** One exchange: the user's message and the reply (assistant = their own AI, network = a connection's AI). */
export const networkMessageSent = z.object({
  /** the exchange's id in the conversation log (one per message and reply) */
  conversationId: z.string().min(1).max(200),
  channel: chatChannel,
  userMessage: z.string().max(20_000),
  aiResponse: z.string().max(20_000),
});
export type NetworkMessageSent = z.infer<typeof networkMessageSent>;

/** A quality-training prompt the user answered. */
export const networkTrainingCompleted = z.object({
  promptId: z.string().min(1).max(200),
  category: z.string().min(1).max(100),
  answerWordCount: z.number().int().min(0),
});
export type NetworkTrainingCompleted = z.infer<typeof networkTrainingCompleted>;

/** 'That's not me': the user corrected the twin's reply in this exchange. */
export const networkReplyCorrected = z.object({
  conversationId: z.string().min(1).max(200),
});
export type NetworkReplyCorrected = z.infer<typeof networkReplyCorrected>;
