import { Router } from 'express';
import { searchQuery } from '@immortal/proto/journal';
import { userOf, validate } from '@immortal/kit';
import type { SearchService } from './search.service.js';

export function searchRoutes(search: SearchService): Router {
  return Router().get('/api/search', validate({ query: searchQuery }), async (req, res) => {
    res.json(search.search(userOf(req), req.query as never));
  });
}
