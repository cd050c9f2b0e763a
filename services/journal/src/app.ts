// journal: a running skeleton until its capability lands (config, health, readiness, database, bus, stream).
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';

export const journalService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'journal',
  configSchema: serviceConfigSchema,
  streams: ['JOURNAL'],
  async setup() {
    return { routers: [] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(journalService, env, logger);
