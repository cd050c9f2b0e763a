// The twin's public shapes: what callers pass in and what every provider returns.
import { z } from 'zod';
import type { Logger } from 'pino';
import { choiceOption } from './corpus.js';

export const chatTurn = z.object({ role: z.enum(['user', 'twin']), text: z.string() });
export type ChatTurn = z.infer<typeof chatTurn>;

export const dilemmaScenario = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  context: z.string().optional(),
  category: z.string().default('general'),
  choices: z.array(choiceOption).min(1),
});
export type DilemmaScenario = z.input<typeof dilemmaScenario>;

/** A choice made earlier in the same session; `options` lets it count as a full observation. */
export const sessionChoice = z.object({
  scenarioId: z.string().min(1),
  choiceId: z.string().min(1),
  category: z.string().optional(),
  choiceText: z.string().optional(),
  traits: z.array(z.string()).optional(),
  options: z.array(choiceOption).optional(),
  /** when set and equal to a corpus choice's, the item is already known and not counted twice */
  createdAt: z.string().optional(),
});
export type SessionChoice = z.input<typeof sessionChoice>;

/** An earlier round of the word game: the category and the word the user answered. */
export const wordRound = z.object({
  category: z.string(),
  word: z.string(),
  createdAt: z.string().optional(),
});
export type WordRound = z.infer<typeof wordRound>;

export type CitationSource = 'entry' | 'training' | 'correction';

export interface Citation {
  /** the entry id, training-answer id or correction id the reply drew on */
  entryId: string;
  title: string | null;
  excerpt: string;
  source: CitationSource;
}

export type ProviderName = 'local' | 'openai';

export interface TwinReply {
  text: string;
  citations: Citation[];
  provider: ProviderName;
  /** true when nothing the user wrote was relevant: the reply says so and asks back */
  knewNothing: boolean;
}

export interface ChoicePrediction {
  choiceId: string;
  /** 0..1 */
  confidence: number;
  reasoning: string;
  provider: ProviderName;
}

export interface WordPrediction {
  word: string;
  /** 0..1 */
  confidence: number;
  reasoning: string;
  provider: ProviderName;
}

export interface Twin {
  answer(message: string, history?: ChatTurn[]): Promise<TwinReply>;
  predictChoice(scenario: DilemmaScenario, history?: SessionChoice[]): Promise<ChoicePrediction>;
  predictWord(category: string, history?: WordRound[]): Promise<WordPrediction>;
}

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string;
  chatModel?: string;
  timeoutMs?: number;
}

export interface TwinOptions {
  provider?: ProviderName;
  openai?: OpenAIProviderOptions;
  logger?: Logger;
}
