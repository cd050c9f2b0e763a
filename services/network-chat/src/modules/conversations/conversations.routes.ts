import { Router } from 'express';
import { userOf } from '@immortal/kit';
import type { ConversationsService } from './conversations.service.js';

export function conversationsRoutes(conversations: ConversationsService): Router {
  return Router().get('/api/conversations', async (req, res) => {
    res.json(await conversations.list(userOf(req)));
  });
}
