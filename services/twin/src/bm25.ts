// Okapi BM25 over one user's documents. Besides the raw score every hit carries `coverage`: the share of
// the query's IDF mass the document matched. Raw BM25 is unbounded and corpus-dependent; coverage is what
// lets the twin decide "I have written about this" versus "I haven't" with one fixed threshold.
import type { CitationSource } from './types.js';
import { terms } from './tokenize.js';

export interface IndexedDoc {
  /** unique within the index, e.g. 'entry:abc' */
  key: string;
  source: CitationSource;
  /** the id a citation carries */
  refId: string;
  title: string | null;
  /** what the query is matched against (may include text that is not the user's, e.g. a prompt) */
  matchText: string;
  /** what a reply may quote: only the user's own sentences */
  quotable: string;
  /** the user's training weight (1 = normal) */
  weight: number;
  createdAt: string;
}

export interface Hit {
  doc: IndexedDoc;
  score: number;
  /** 0..1, matched IDF mass / query IDF mass */
  coverage: number;
  matched: string[];
}

export type Query = Map<string, number>;

export function queryOf(text: string, weight = 1, into: Query = new Map()): Query {
  for (const t of terms(text)) into.set(t, Math.max(into.get(t) ?? 0, weight));
  return into;
}

export class Bm25Index {
  private readonly tfs: Array<Map<string, number>>;
  private readonly lengths: number[];
  private readonly df = new Map<string, number>();
  private readonly avgdl: number;

  constructor(
    readonly docs: readonly IndexedDoc[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.tfs = docs.map((d) => {
      const tf = new Map<string, number>();
      for (const t of terms(d.matchText)) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      return tf;
    });
    this.lengths = this.tfs.map((tf) => [...tf.values()].reduce((a, n) => a + n, 0));
    this.avgdl = this.lengths.reduce((a, n) => a + n, 0) / Math.max(1, docs.length) || 1;
  }

  get size(): number {
    return this.docs.length;
  }

  /** BM25+ style IDF (never negative); a term no document has gets the highest IDF. */
  idf(term: string): number {
    const n = this.df.get(term) ?? 0;
    const N = this.docs.length;
    return Math.log(1 + (N - n + 0.5) / (n + 0.5));
  }

  has(term: string): boolean {
    return this.df.has(term);
  }

  search(query: Query, limit = 5): Hit[] {
    let mass = 0;
    for (const [t, w] of query) mass += w * this.idf(t);
    if (mass <= 0) return [];
    const hits: Hit[] = [];
    this.tfs.forEach((tf, i) => {
      let score = 0;
      let matchedMass = 0;
      const matched: string[] = [];
      const norm = this.k1 * (1 - this.b + (this.b * this.lengths[i]!) / this.avgdl);
      for (const [t, w] of query) {
        const f = tf.get(t);
        if (!f) continue;
        const idf = this.idf(t);
        score += w * idf * ((f * (this.k1 + 1)) / (f + norm));
        matchedMass += w * idf;
        matched.push(t);
      }
      if (score <= 0) return;
      const doc = this.docs[i]!;
      // the user's own emphasis nudges ranking; it never makes an irrelevant entry relevant
      const weightFactor = 1 + 0.1 * (Math.min(doc.weight, 5) - 1);
      hits.push({ doc, score: score * weightFactor, coverage: matchedMass / mass, matched });
    });
    hits.sort((a, b) => b.score - a.score || (a.doc.key < b.doc.key ? -1 : 1));
    return hits.slice(0, limit);
  }
}
