// What the twin knows about a message: the corrections that answer (nearly) the same question, and the
// user's documents relevant enough to speak from. Both providers start here, so the remote model only
// ever sees what the local one would have drawn on.
import type { Bm25Index, Hit, Query } from './bm25.js';
import { queryOf } from './bm25.js';
import type { CorpusCorrection } from './corpus.js';
import { terms } from './tokenize.js';
import type { ChatTurn } from './types.js';

/** share of the query's IDF mass a document must match to count as "I've written about this" */
export const MIN_COVERAGE = 0.3;
/** how close a new question must be to a corrected one for the correction to be the answer */
export const CORRECTION_SIMILARITY = 0.6;

export interface Retrieval {
  query: Query;
  /** relevant documents, best first */
  hits: Hit[];
  /** corrections to (nearly) this question, most similar and then most recent first */
  corrections: Array<{ correction: CorpusCorrection; similarity: number }>;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++; continue; }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else { i++; j++; }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** favourite/favorite, colour/color: spelling variants count as the same word */
function sameTerm(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 5 && editDistanceAtMostOne(a, b));
}

/** Cosine similarity of two questions' term sets, tolerant of one-letter spelling variants. */
export function questionSimilarity(a: string, b: string): number {
  const A = [...new Set(terms(a))];
  const B = [...new Set(terms(b))];
  if (A.length === 0 || B.length === 0) {
    // "why?" vs "why?": with no content words only an identical question is the same question
    return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  }
  const shared = A.filter((x) => B.some((y) => sameTerm(x, y))).length;
  return shared / Math.sqrt(A.length * B.length);
}

/** The query: this message, plus the previous question at half weight when this one is a short follow-up. */
export function buildQuery(message: string, history: ChatTurn[]): Query {
  const query = queryOf(message);
  if (query.size < 2) {
    const previous = [...history].reverse().find((t) => t.role === 'user' && t.text.trim() !== message.trim());
    if (previous) queryOf(previous.text, query.size === 0 ? 1 : 0.5, query);
  }
  return query;
}

export function retrieve(
  index: Bm25Index,
  corrections: readonly CorpusCorrection[],
  message: string,
  history: ChatTurn[] = [],
  limit = 5,
): Retrieval {
  const query = buildQuery(message, history);
  const all = index.search(query, limit * 2);
  const top = all[0]?.score ?? 0;
  // relevant: covers enough of the question, and not far behind the best document
  const hits = all.filter((h) => h.coverage >= MIN_COVERAGE && h.score >= 0.3 * top).slice(0, limit);
  const matched = corrections
    .map((correction) => ({ correction, similarity: questionSimilarity(message, correction.question) }))
    .filter((c) => c.similarity >= CORRECTION_SIMILARITY && c.correction.correctedReply.trim() !== '')
    .sort((a, b) => b.similarity - a.similarity || b.correction.createdAt.localeCompare(a.correction.createdAt));
  return { query, hits, corrections: matched };
}
