// The journal's read model: every live entry of every user in memory, with one MiniSearch index per
// user. Reads (list, stats, search, export) never touch the database: FerretDB's SQLite backend scans a
// whole collection for any filter but _id, so a per-user query costs time proportional to all users'
// entries. MongoDB stays the source of truth: the model is rebuilt from it at start and kept current by
// this service's own writes. A per-user index also means a query can only ever see its user's entries.
import MiniSearch from 'minisearch';
import type { EntryView } from '@immortal/proto/journal';
import { Entry, toEntryView, wordCountOf, type EntryDoc } from '../entries/entry.model.js';

export interface StoredEntry {
  view: EntryView;
  wordCount: number;
}

interface Indexed {
  id: string;
  title: string;
  content: string;
}

// words too common to tell entries apart: matching them would rank almost every entry
const STOP_WORDS = new Set(
  'a an and are as at be but by for from had has have he her his i if in is it its me my of on or our she so that the their them then there they this to was we were what when which who will with you your'.split(' '),
);

const SEARCH_OPTIONS = {
  fields: ['title', 'content'],
  processTerm: (term: string) => {
    const t = term.toLowerCase();
    return STOP_WORDS.has(t) ? null : t;
  },
  storeFields: [] as string[],
  searchOptions: {
    boost: { title: 2 },
    prefix: true,
    // one edit from four letters on, two from nine: tolerant of typos without matching everything
    fuzzy: (term: string) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : 0),
    combineWith: 'AND' as const,
  },
};

class UserEntries {
  readonly byId = new Map<string, StoredEntry>();
  readonly index = new MiniSearch<Indexed>(SEARCH_OPTIONS);
}

const indexed = (v: EntryView): Indexed => ({ id: v.id, title: v.title ?? '', content: v.content });

export class EntryReadModel {
  private readonly users = new Map<string, UserEntries>();

  private of(userId: string): UserEntries {
    let u = this.users.get(userId);
    if (!u) {
      u = new UserEntries();
      this.users.set(userId, u);
    }
    return u;
  }

  put(view: EntryView): void {
    const u = this.of(view.userId);
    if (u.index.has(view.id)) u.index.replace(indexed(view));
    else u.index.add(indexed(view));
    u.byId.set(view.id, { view, wordCount: wordCountOf(view.content) });
  }

  /** whether a live entry has this id, whoever owns it */
  has(id: string): boolean {
    for (const u of this.users.values()) if (u.byId.has(id)) return true;
    return false;
  }

  get(userId: string, id: string): StoredEntry | undefined {
    return this.users.get(userId)?.byId.get(id);
  }

  remove(userId: string, id: string): void {
    const u = this.users.get(userId);
    if (!u?.byId.has(id)) return;
    u.byId.delete(id);
    u.index.discard(id);
  }

  dropUser(userId: string): void {
    this.users.delete(userId);
  }

  /** Newest first. */
  list(userId: string): StoredEntry[] {
    const u = this.users.get(userId);
    if (!u) return [];
    return [...u.byId.values()].sort((a, b) => (a.view.createdAt < b.view.createdAt ? 1 : a.view.createdAt > b.view.createdAt ? -1 : 0));
  }

  /** Ranked by relevance; every word must match, falling back to any word when that finds nothing. */
  search(userId: string, query: string): StoredEntry[] {
    const u = this.users.get(userId);
    if (!u) return [];
    let hits = u.index.search(query);
    if (hits.length === 0) hits = u.index.search(query, { combineWith: 'OR' });
    return hits.flatMap((h) => u.byId.get(String(h.id)) ?? []);
  }

  get size(): number {
    let n = 0;
    for (const u of this.users.values()) n += u.byId.size;
    return n;
  }

  /** What the last rebuild loaded and how long it took (logged at start-up, read by bench/search). */
  lastRebuild: { entries: number; ms: number } | null = null;

  /** Loads every live entry from the database (at start-up). */
  async rebuild(): Promise<{ entries: number; ms: number }> {
    const started = performance.now();
    this.users.clear();
    const cursor = Entry.find({ deletedAt: null }).lean<EntryDoc[]>().cursor({ batchSize: 1000 });
    const pending = new Map<string, EntryView[]>();
    for await (const doc of cursor) {
      const view = toEntryView(doc as EntryDoc);
      const list = pending.get(view.userId) ?? [];
      list.push(view);
      pending.set(view.userId, list);
    }
    let entries = 0;
    for (const [userId, views] of pending) {
      const u = this.of(userId);
      u.index.addAll(views.map(indexed));
      for (const view of views) u.byId.set(view.id, { view, wordCount: wordCountOf(view.content) });
      entries += views.length;
    }
    this.lastRebuild = { entries, ms: performance.now() - started };
    return this.lastRebuild;
  }
}
