// network-chat: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const networkChatService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'network-chat',
  configSchema: serviceConfigSchema,
  streams: ['NETWORK'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(networkChatService, env, logger);
