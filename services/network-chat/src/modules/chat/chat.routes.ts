import { Router } from 'express';
import { chatBody, correctionBody } from '@immortal/proto/network';
import { userOf, validate } from '@immortal/kit';
import type { ChatService } from './chat.service.js';

export function chatRoutes(chat: ChatService): Router {
  return Router()
    .post('/api/chat', validate({ body: chatBody }), async (req, res) => {
      res.json(await chat.chat(userOf(req), req.body.message));
    })
    .post('/api/conversations/:id/correction', validate({ body: correctionBody }), async (req, res) => {
      res.json(await chat.correct(userOf(req), String(req.params.id), req.body.correctedResponse));
    });
}
