// Stats from the user's own entries. The streak counts calendar days in the user's time zone (the
// client may send its UTC offset; UTC otherwise): consecutive days with an entry ending today or yesterday.
import type { StatsView } from '@immortal/proto/journal';
import type { UserRef } from '@immortal/kit';
import type { EntryReadModel } from '../read-model/entry-read-model.js';

const DAY = 86_400_000;

export function computeStats(
  rows: Array<{ type: string; createdAt: Date; wordCount?: number | null }>,
  now: number,
  tzOffsetMinutes = 0,
): StatsView {
  const dayOf = (t: number) => Math.floor((t - tzOffsetMinutes * 60_000) / DAY);
  const days = new Set(rows.map((r) => dayOf(new Date(r.createdAt).getTime())));
  const today = dayOf(now);
  let streak = 0;
  let day = days.has(today) ? today : today - 1;
  while (days.has(day)) {
    streak++;
    day--;
  }
  const words = rows.reduce((sum, r) => sum + (r.wordCount ?? 0), 0);
  const count = (type: string) => rows.filter((r) => r.type === type).length;
  return {
    totalEntries: rows.length,
    weeklyEntries: rows.filter((r) => now - new Date(r.createdAt).getTime() < 7 * DAY).length,
    avgLength: rows.length ? Math.round(words / rows.length) : 0,
    streak,
    categories: { thoughts: count('thought'), memories: count('memory'), reflections: count('reflection') },
  };
}

export class StatsService {
  constructor(private readonly entries: EntryReadModel) {}

  forUser(user: UserRef, tzOffsetMinutes = 0, now = Date.now()): StatsView {
    const rows = this.entries.list(user.id).map((e) => ({ type: e.view.type, createdAt: new Date(e.view.createdAt), wordCount: e.wordCount }));
    return computeStats(rows, now, tzOffsetMinutes);
  }
}
