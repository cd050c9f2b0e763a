// The twin's only input: one user's own data, handed over by the consuming service (network-chat,
// behavior) from its read model. The twin has no database, so it can only ever see this one corpus.
import { z } from 'zod';

const traits = z.array(z.string().min(1).max(100)).default([]);

export const corpusEntry = z.object({
  id: z.string().min(1),
  type: z.string().default('thought'),
  title: z.string().nullable().default(null),
  content: z.string(),
  createdAt: z.string(),
  /** how much the user wants this entry to shape the twin (1 = normal, musical quotes are 3) */
  trainingWeight: z.number().min(0).default(1),
});

export const corpusTrainingAnswer = z.object({
  id: z.string().min(1),
  category: z.string(),
  prompt: z.string(),
  answer: z.string(),
  createdAt: z.string(),
});

/** 'That's not me': the question, the twin's reply, and what the user would have said instead. */
export const corpusCorrection = z.object({
  id: z.string().min(1),
  question: z.string(),
  originalReply: z.string(),
  correctedReply: z.string(),
  createdAt: z.string(),
});

export const choiceOption = z.object({ id: z.string().min(1), text: z.string(), traits });

export const corpusChoice = z.object({
  scenarioId: z.string().min(1),
  category: z.string().default('general'),
  choiceId: z.string().min(1),
  choiceText: z.string().default(''),
  /** traits of the chosen option */
  traits,
  /** every option the scenario offered (what was chosen against what was offered) */
  options: z.array(choiceOption).default([]),
  createdAt: z.string(),
});

export const corpusWord = z.object({ category: z.string(), word: z.string(), createdAt: z.string() });

export const twinCorpus = z.object({
  userId: z.string().min(1),
  profile: z.object({ username: z.string(), firstName: z.string().optional() }),
  entries: z.array(corpusEntry).default([]),
  trainingAnswers: z.array(corpusTrainingAnswer).default([]),
  corrections: z.array(corpusCorrection).default([]),
  /** the user's own past chat messages: style only, never quoted as facts */
  messages: z.array(z.object({ text: z.string(), createdAt: z.string() })).default([]),
  choices: z.array(corpusChoice).default([]),
  words: z.array(corpusWord).default([]),
});

/** The parsed corpus (every list present). */
export type TwinCorpus = z.infer<typeof twinCorpus>;
/** What callers may hand over: lists may be omitted. */
export type TwinCorpusInput = z.input<typeof twinCorpus>;
export type CorpusEntry = z.infer<typeof corpusEntry>;
export type CorpusTrainingAnswer = z.infer<typeof corpusTrainingAnswer>;
export type CorpusCorrection = z.infer<typeof corpusCorrection>;
export type CorpusChoice = z.infer<typeof corpusChoice>;
export type CorpusWord = z.infer<typeof corpusWord>;
export type ChoiceOption = z.infer<typeof choiceOption>;

export function parseCorpus(input: TwinCorpusInput): TwinCorpus {
  return twinCorpus.parse(input);
}

export function emptyCorpus(userId: string, username: string): TwinCorpus {
  return parseCorpus({ userId, profile: { username } });
}
