// music: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const musicService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'music',
  configSchema: serviceConfigSchema,
  streams: ['MUSIC'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(musicService, env, logger);
