// From a user's projection to what is stored and published: the view (with personality and insight),
// the next history, and the alignment.score.recomputed event. Used after every applied change, by
// POST /refresh and by the replay, so all three produce exactly the same thing.
import { newEvent } from '@immortal/kit';
import { HISTORY_LIMIT, type AlignmentScoreRecomputed, type HistoryPoint } from '@immortal/proto/alignment';
import { itemsOfState, type ProjectionState } from '../projection/projection.js';
import { computeAlignment, type AlignmentResult } from '../scoring/score.js';
import type { StoredScore } from './user.model.js';

export type Cause = AlignmentScoreRecomputed['cause'];

const SCORE_FIELDS = ['overallScore', 'personalityScore', 'behaviorScore', 'voiceScore'] as const;

/** Deep equality of JSON-like values, independent of key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameJson(x, (b as unknown[])[i]));
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}


export function sameResult(stored: StoredScore | null, r: AlignmentResult): boolean {
  return !!stored && stored.insight === r.insight && sameJson(stored.view, r.view) && sameJson(stored.personality, r.personality);
}

/** Appends a point when any of the four scores moved; keeps the newest HISTORY_LIMIT points. */
export function nextHistory(history: HistoryPoint[], r: AlignmentResult): { history: HistoryPoint[]; point: HistoryPoint | null } {
  const last = history[history.length - 1];
  if (last && SCORE_FIELDS.every((k) => last[k] === r.view[k])) return { history, point: null };
  if (!last && SCORE_FIELDS.every((k) => r.view[k] === 0)) return { history, point: null };
  // the time of the data; never earlier than the previous point, so the chart's axis only moves forward
  const dataTime = r.view.lastCalculated ?? new Date(0).toISOString();
  const point: HistoryPoint = {
    at: last && last.at > dataTime ? last.at : dataTime,
    overallScore: r.view.overallScore,
    personalityScore: r.view.personalityScore,
    behaviorScore: r.view.behaviorScore,
    voiceScore: r.view.voiceScore,
  };
  return { history: [...history, point].slice(-HISTORY_LIMIT), point };
}

export interface Scored {
  result: AlignmentResult;
  history: HistoryPoint[];
  /** the serialised alignment.score.recomputed event */
  raw: string;
}

export const resultOf = (state: ProjectionState): AlignmentResult => computeAlignment(itemsOfState(state));

/** The history and event that go with a result (the caller stores all of it in one write). */
export function scored(userId: string, result: AlignmentResult, history: HistoryPoint[], cause: Cause): Scored {
  const next = nextHistory(history, result);
  const event = newEvent('alignment.score.recomputed', userId, {
    ...result.view,
    personality: result.personality,
    insight: result.insight,
    historyPoint: next.point,
    cause,
  });
  return { result, history: next.history, raw: JSON.stringify(event) };
}
