// GET /api/export: every entry of the user and their stats, as a JSON file download with a fixed name,
// written entry by entry with back-pressure so a large journal streams out.
import { Router, type Response } from 'express';
import { EXPORT_FILE_NAME } from '@immortal/proto/journal';
import { userOf } from '@immortal/kit';
import type { EntryReadModel } from '../read-model/entry-read-model.js';
import type { StatsService } from '../stats/stats.service.js';

const write = (res: Response, chunk: string) =>
  res.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', () => resolve()));

export function exportRoutes(entries: EntryReadModel, stats: StatsService): Router {
  return Router().get('/api/export', async (req, res) => {
    const user = userOf(req);
    const all = entries.list(user.id);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    const head = { exportedAt: new Date().toISOString(), user, stats: stats.forUser(user) };
    await write(res, `${JSON.stringify(head).slice(0, -1)},"entries":[`);
    for (const [i, e] of all.entries()) await write(res, (i ? ',' : '') + JSON.stringify(e.view));
    res.end(']}');
  });
}
