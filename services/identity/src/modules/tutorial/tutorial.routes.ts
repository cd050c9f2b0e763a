import { Router } from 'express';
import { tutorialProgressBody } from '@immortal/proto/identity';
import { userOf, validate } from '@immortal/kit';
import type { TutorialService } from './tutorial.service.js';

export function tutorialRoutes(tutorial: TutorialService): Router {
  return Router()
    .get('/api/tutorial-progress', async (req, res) => {
      res.json(await tutorial.get(userOf(req)));
    })
    .post('/api/tutorial-progress', validate({ body: tutorialProgressBody }), async (req, res) => {
      res.json(await tutorial.update(userOf(req), req.body));
    });
}
