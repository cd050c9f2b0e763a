// alignment: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const alignmentService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'alignment',
  configSchema: serviceConfigSchema,
  streams: ['ALIGNMENT'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(alignmentService, env, logger);
