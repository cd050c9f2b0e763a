// behaviour events: the twin's prediction is recorded BEFORE the user answers, so each event is one
// held-out test of how well the twin knows the user.
import { z } from 'zod';

const unit = z.number().min(0).max(1);

/** A Dilemma choice (twin-features §3 Dilemma choice). */
export const behaviorChoiceMade = z.object({
  sessionId: z.string().min(1).max(200),
  scenarioId: z.string().min(1).max(200),
  /** the scenario's category (e.g. 'ethics', 'career'), a context the twin has been tested in */
  category: z.string().min(1).max(100),
  /** what the user chose */
  choiceId: z.string().min(1).max(200),
  /** what the twin predicted before the user chose */
  predictedChoiceId: z.string().min(1).max(200),
  predictionConfidence: unit,
  /** how many choices the scenario offered (chance of a blind guess = 1 / optionCount) */
  optionCount: z.number().int().min(2).max(20),
  responseTimeMs: z.number().int().min(0),
});
export type BehaviorChoiceMade = z.infer<typeof behaviorChoiceMade>;

/** A Prediction Pulse round (twin-features §3 Word association response). */
export const behaviorWordAnswered = z.object({
  gameId: z.string().min(1).max(200),
  roundNumber: z.number().int().min(1).max(100),
  /** one of the 20 categories (twin-features §9) */
  category: z.string().min(1).max(100),
  userResponse: z.string().max(200),
  /** the twin's word, predicted before the user answered */
  aiPrediction: z.string().max(200),
  predictionConfidence: unit,
  isMatch: z.boolean(),
});
export type BehaviorWordAnswered = z.infer<typeof behaviorWordAnswered>;
