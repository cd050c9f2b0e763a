// voice: a running skeleton until its capability lands (config, health, readiness, database, bus, stream);
// speech in and out answer 501 so the assistant can tell the user and fall back to browser speech.
import { buildService, serviceConfigSchema, type Logger, type ServiceDefinition } from '@immortal/kit';
import { speechRoutes } from './modules/speech/speech.routes.js';

export const voiceService: ServiceDefinition<typeof serviceConfigSchema._output, object> = {
  service: 'voice',
  configSchema: serviceConfigSchema,
  streams: ['VOICE'],
  async setup() {
    return { routers: [speechRoutes()] };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(voiceService, env, logger);
