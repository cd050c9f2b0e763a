import type { EntryView, SearchQuery } from '@immortal/proto/journal';
import type { UserRef } from '@immortal/kit';
import { Entry, toEntryView, type EntryDoc } from '../entries/entry.model.js';
import type { SearchIndex } from './search.index.js';

const DAY = 86_400_000;
const RANGE_DAYS = { week: 7, month: 30, year: 365 } as const;
export const MAX_RESULTS = 50;

export class SearchService {
  constructor(private readonly index: SearchIndex) {}

  async search(user: UserRef, query: SearchQuery, now = Date.now()): Promise<EntryView[]> {
    const since = query.dateRange ? now - RANGE_DAYS[query.dateRange] * DAY : 0;
    const hits = this.index
      .search(user.id, query.q)
      .filter((h) => (!query.category || h.category === query.category) && h.createdAt >= since)
      .slice(0, MAX_RESULTS);
    if (hits.length === 0) return [];
    const docs = await Entry.find({ _id: { $in: hits.map((h) => h.id) }, userId: user.id, deletedAt: null }).lean<EntryDoc[]>();
    const byId = new Map(docs.map((d) => [String(d._id), d]));
    // keep the index's ranking
    return hits.flatMap((h) => {
      const doc = byId.get(String(h.id));
      return doc ? [toEntryView(doc)] : [];
    });
  }
}
