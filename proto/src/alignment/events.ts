// alignment.score.recomputed: published after every change to a user's projection. It carries the whole
// alignment view (so a pushed event can replace the cached GET /api/identity-alignment answer), plus the
// personality traits and the insight that changed with it, and what caused it.
import { z } from 'zod';
import { alignmentView, historyPoint, personalityView } from './http.js';

export const alignmentScoreRecomputed = alignmentView.extend({
  personality: personalityView,
  insight: z.string(),
  /** the point appended to the history, or null when the four scores did not move */
  historyPoint: historyPoint.nullable(),
  /** the event whose change triggered this recomputation (null for a refresh or a replay) */
  cause: z
    .object({ eventId: z.string(), type: z.string(), sourceId: z.string().nullable() })
    .nullable(),
});
export type AlignmentScoreRecomputed = z.infer<typeof alignmentScoreRecomputed>;
