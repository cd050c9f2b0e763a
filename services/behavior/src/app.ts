// behavior: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const behaviorService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'behavior',
  configSchema: serviceConfigSchema,
  streams: ['BEHAVIOR'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(behaviorService, env, logger);
