// network-chat: the user's own-AI chat and conversations (connections, connected-AI chat, quality
// training and the socket.io server land with their issues).
import { buildService, serviceConfigSchema, type Logger, type ServiceConfig, type ServiceDefinition } from '@immortal/kit';
import { startConsumers } from './events/index.js';
import { ConversationsService } from './modules/conversations/conversations.service.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';

export const networkChatService: ServiceDefinition<ServiceConfig, object> = {
  service: 'network-chat',
  configSchema: serviceConfigSchema,
  streams: ['NETWORK'],
  async setup({ infra }) {
    const conversations = new ConversationsService();
    await startConsumers(infra, { conversations });
    return { routers: [conversationsRoutes(conversations)] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(networkChatService, env, logger);
