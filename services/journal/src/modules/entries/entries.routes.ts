import { Router } from 'express';
import { createEntryBody, updateEntryBody } from '@immortal/proto/journal';
import { userOf, validate } from '@immortal/kit';
import type { EntriesService } from './entries.service.js';

export function entriesRoutes(entries: EntriesService): Router {
  return Router()
    .post('/api/entries', validate({ body: createEntryBody }), async (req, res) => {
      res.status(201).json(await entries.create(userOf(req), req.body));
    })
    .get('/api/entries', async (req, res) => {
      res.json(entries.list(userOf(req)));
    })
    .patch('/api/entries/:id', validate({ body: updateEntryBody }), async (req, res) => {
      res.json(await entries.update(userOf(req), String(req.params.id), req.body));
    })
    .delete('/api/entries/:id', async (req, res) => {
      await entries.remove(userOf(req), String(req.params.id));
      res.status(204).end();
    });
}
