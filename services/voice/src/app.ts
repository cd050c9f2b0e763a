// voice: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const voiceService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'voice',
  configSchema: serviceConfigSchema,
  streams: ['VOICE'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(voiceService, env, logger);
