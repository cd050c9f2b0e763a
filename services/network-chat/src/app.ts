// network-chat: the user's own-AI chat (the twin), the conversation log, quality training, the daily
// prompt, and the socket.io server that pushes live updates to a user's tabs. (Connections and chat with
// connected AIs land with the network issue.)
import { buildService, type Logger, type ServiceDefinition } from '@immortal/kit';
import { twinOptionsFromEnv } from '@immortal/twin';
import { networkChatConfigSchema, type NetworkChatConfig } from './config.js';
import { startConsumers } from './events/index.js';
import { ChatService } from './modules/chat/chat.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { Conversation } from './modules/conversations/conversation.model.js';
import { ConversationsService } from './modules/conversations/conversations.service.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { CorpusService } from './modules/corpus/corpus.service.js';
import { Realtime } from './modules/realtime/socket-server.js';
import { TrainingPrompt } from './modules/training/training-prompt.model.js';
import { TrainingService } from './modules/training/training.service.js';
import { trainingRoutes } from './modules/training/training.routes.js';

export const networkChatService: ServiceDefinition<NetworkChatConfig, { realtime: Realtime; corpus: CorpusService }> = {
  service: 'network-chat',
  configSchema: networkChatConfigSchema,
  streams: ['NETWORK'],
  async setup({ config, infra, logger }) {
    const relay = infra.relay([{ model: Conversation }, { model: TrainingPrompt }]);
    const corpus = new CorpusService({
      ...twinOptionsFromEnv({
        OPENAI_API_KEY: config.OPENAI_API_KEY,
        OPENAI_BASE_URL: config.OPENAI_BASE_URL,
        OPENAI_CHAT_MODEL: config.OPENAI_CHAT_MODEL,
        OPENAI_TIMEOUT_MS: config.OPENAI_TIMEOUT_MS,
      }),
      logger,
    });
    const conversations = new ConversationsService();
    const chat = new ChatService(corpus, () => relay);
    const training = new TrainingService(corpus, () => relay);
    const realtime = new Realtime(config.INTERNAL_TOKEN, logger);
    await startConsumers(infra, { conversations, corpus, training, chat, realtime });
    return {
      routers: [chatRoutes(chat), conversationsRoutes(conversations), trainingRoutes(training)],
      extras: { realtime, corpus },
      attach: (server) => realtime.attach(server),
      close: () => realtime.close(),
    };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(networkChatService, env, logger);
