// Full-text search without $text (FerretDB has none): one MiniSearch index per user, held in memory,
// rebuilt from MongoDB at start and kept current by this service's own writes. Per-user indexes mean a
// query can only ever see its own user's entries, and scoring is not skewed by other users' words.
import MiniSearch, { type SearchResult } from 'minisearch';
import { Entry } from '../entries/entry.model.js';

export interface IndexedEntry {
  id: string;
  title: string;
  content: string;
  category: string | null;
  createdAt: number;
}

const OPTIONS = {
  fields: ['title', 'content'],
  storeFields: ['category', 'createdAt'],
  searchOptions: {
    boost: { title: 2 },
    prefix: true,
    // one edit from four letters on, two from nine: tolerant of typos without matching everything
    fuzzy: (term: string) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : 0),
    combineWith: 'AND' as const,
  },
};

export class SearchIndex {
  private readonly byUser = new Map<string, MiniSearch<IndexedEntry>>();

  private indexOf(userId: string): MiniSearch<IndexedEntry> {
    let index = this.byUser.get(userId);
    if (!index) {
      index = new MiniSearch<IndexedEntry>(OPTIONS);
      this.byUser.set(userId, index);
    }
    return index;
  }

  add(userId: string, entry: IndexedEntry): void {
    const index = this.indexOf(userId);
    if (index.has(entry.id)) index.replace(entry);
    else index.add(entry);
  }

  remove(userId: string, entryId: string): void {
    const index = this.byUser.get(userId);
    if (index?.has(entryId)) index.discard(entryId);
  }

  dropUser(userId: string): void {
    this.byUser.delete(userId);
  }

  search(userId: string, query: string): SearchResult[] {
    const index = this.byUser.get(userId);
    if (!index) return [];
    const all = index.search(query);
    // every word must match; if that finds nothing, fall back to any word, still ranked
    return all.length ? all : index.search(query, { combineWith: 'OR' });
  }

  get size(): number {
    let n = 0;
    for (const index of this.byUser.values()) n += index.documentCount;
    return n;
  }

  /** Loads every live entry from the database, user by user (at start-up). */
  async rebuild(): Promise<{ entries: number; ms: number }> {
    const started = performance.now();
    this.byUser.clear();
    const cursor = Entry.find({ deletedAt: null }, { userId: 1, title: 1, content: 1, category: 1, createdAt: 1 }).lean().cursor({ batchSize: 1000 });
    const pending = new Map<string, IndexedEntry[]>();
    for await (const e of cursor) {
      const list = pending.get(e.userId) ?? [];
      list.push(toIndexed(e));
      pending.set(e.userId, list);
    }
    let entries = 0;
    for (const [userId, list] of pending) {
      this.indexOf(userId).addAll(list);
      entries += list.length;
    }
    return { entries, ms: performance.now() - started };
  }
}

export function toIndexed(e: { _id: unknown; title?: string | null; content: string; category?: string | null; createdAt: Date | string }): IndexedEntry {
  return {
    id: String(e._id),
    title: e.title ?? '',
    content: e.content,
    category: e.category ?? null,
    createdAt: new Date(e.createdAt).getTime(),
  };
}
