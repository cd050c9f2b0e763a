// Thin routes: who is asking, call the use case, answer. Every read is of the caller's own document.
import { Router } from 'express';
import { userOf } from '@immortal/kit';
import type { AlignmentService } from './alignment.service.js';

export function alignmentRoutes(alignment: AlignmentService): Router {
  return Router()
    .get('/api/identity-alignment', async (req, res) => {
      res.json(await alignment.view(userOf(req).id));
    })
    .post('/api/identity-alignment/refresh', async (req, res) => {
      res.json(await alignment.refresh(userOf(req).id));
    })
    .get('/api/identity-alignment/history', async (req, res) => {
      res.json(await alignment.history(userOf(req).id));
    })
    .get('/api/personality', async (req, res) => {
      res.json(await alignment.personality(userOf(req).id));
    })
    .get('/api/insights', async (req, res) => {
      res.json(await alignment.insight(userOf(req).id));
    });
}
