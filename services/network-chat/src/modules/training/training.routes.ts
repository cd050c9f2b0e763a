import { Router } from 'express';
import { submitTrainingBody } from '@immortal/proto/network';
import { userOf, validate } from '@immortal/kit';
import type { TrainingService } from './training.service.js';

export function trainingRoutes(training: TrainingService): Router {
  return Router()
    .post('/api/quality-training/generate-prompt', async (req, res) => {
      res.json(await training.generate(userOf(req)));
    })
    .post('/api/quality-training/submit-response', validate({ body: submitTrainingBody }), async (req, res) => {
      res.json(await training.submit(userOf(req), req.body.promptId, req.body.userResponse));
    })
    .get('/api/quality-training/metrics', async (req, res) => {
      res.json(await training.metrics(userOf(req)));
    })
    .get('/api/daily-prompt', async (req, res) => {
      res.json(await training.daily(userOf(req)));
    });
}
