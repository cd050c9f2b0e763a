// media: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const mediaService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'media',
  configSchema: serviceConfigSchema,
  streams: ['MEDIA'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(mediaService, env, logger);
