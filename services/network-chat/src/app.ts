// network-chat: the user's own-AI chat and conversations (connections, connected-AI chat, quality
// training land with their issues) and the socket.io server that pushes live updates to a user's tabs.
import { buildService, serviceConfigSchema, type Logger, type ServiceConfig, type ServiceDefinition } from '@immortal/kit';
import { startConsumers } from './events/index.js';
import { ConversationsService } from './modules/conversations/conversations.service.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { Realtime } from './modules/realtime/socket-server.js';

export const networkChatService: ServiceDefinition<ServiceConfig, { realtime: Realtime }> = {
  service: 'network-chat',
  configSchema: serviceConfigSchema,
  streams: ['NETWORK'],
  async setup({ config, infra, logger }) {
    const conversations = new ConversationsService();
    const realtime = new Realtime(config.INTERNAL_TOKEN, logger);
    await startConsumers(infra, { conversations, realtime });
    return {
      routers: [conversationsRoutes(conversations)],
      extras: { realtime },
      attach: (server) => realtime.attach(server),
      close: () => realtime.close(),
    };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(networkChatService, env, logger);
