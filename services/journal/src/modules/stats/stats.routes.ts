import { Router } from 'express';
import { statsQuery, type StatsQuery } from '@immortal/proto/journal';
import { userOf, validate } from '@immortal/kit';
import type { StatsService } from './stats.service.js';

export function statsRoutes(stats: StatsService): Router {
  return Router().get('/api/stats', validate({ query: statsQuery }), async (req, res) => {
    const { tzOffset } = req.query as StatsQuery;
    res.json(stats.forUser(userOf(req), tzOffset ?? 0));
  });
}
