import type { EntryView, SearchQuery } from '@immortal/proto/journal';
import type { UserRef } from '@immortal/kit';
import type { EntryReadModel } from '../read-model/entry-read-model.js';

const DAY = 86_400_000;
const RANGE_DAYS = { week: 7, month: 30, year: 365 } as const;
export const MAX_RESULTS = 50;

export class SearchService {
  constructor(private readonly entries: EntryReadModel) {}

  search(user: UserRef, query: SearchQuery, now = Date.now()): EntryView[] {
    const since = query.dateRange ? new Date(now - RANGE_DAYS[query.dateRange] * DAY).toISOString() : '';
    return this.entries
      .search(user.id, query.q)
      .map((e) => e.view)
      .filter((v) => (!query.category || v.category === query.category) && v.createdAt >= since)
      .slice(0, MAX_RESULTS);
  }
}
