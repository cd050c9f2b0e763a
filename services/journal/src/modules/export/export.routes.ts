// GET /api/export: every entry of the user and their stats, as a JSON file download with a fixed name.
// Entries are streamed from a cursor, so a large journal never sits in memory at once.
import { Router, type Response } from 'express';
import { EXPORT_FILE_NAME } from '@immortal/proto/journal';
import { userOf } from '@immortal/kit';
import { Entry, toEntryView, type EntryDoc } from '../entries/entry.model.js';
import type { StatsService } from '../stats/stats.service.js';

const write = (res: Response, chunk: string) =>
  res.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', () => resolve()));

export function exportRoutes(stats: StatsService): Router {
  return Router().get('/api/export', async (req, res) => {
    const user = userOf(req);
    const summary = await stats.forUser(user);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    await write(res, `{"exportedAt":${JSON.stringify(new Date().toISOString())},"user":${JSON.stringify(user)},"stats":${JSON.stringify(summary)},"entries":[`);
    const cursor = Entry.find({ userId: user.id, deletedAt: null }).sort({ createdAt: -1 }).lean<EntryDoc[]>().cursor({ batchSize: 500 });
    let first = true;
    for await (const doc of cursor) {
      await write(res, (first ? '' : ',') + JSON.stringify(toEntryView(doc as EntryDoc)));
      first = false;
    }
    res.end(']}');
  });
}
