// alignment: the Identity Alignment score, personality traits, insights and score history, computed
// from a per-user projection that durable consumers of every producing stream keep current.
import { buildService, serviceConfigSchema, type Consumer, type Logger, type ServiceConfig, type ServiceDefinition } from '@immortal/kit';
import { startConsumers } from './events/index.js';
import { alignmentRoutes } from './modules/alignment/alignment.routes.js';
import { AlignmentService } from './modules/alignment/alignment.service.js';
import { UserStore } from './modules/alignment/user-store.js';
import { KeyedQueue } from './modules/projection/keyed-queue.js';

export interface AlignmentExtras {
  alignment: AlignmentService;
}

export const alignmentService: ServiceDefinition<ServiceConfig, AlignmentExtras> = {
  service: 'alignment',
  configSchema: serviceConfigSchema,
  streams: ['ALIGNMENT'],
  async setup({ infra, logger }) {
    const alignment = new AlignmentService(new KeyedQueue(), new UserStore(infra.bus, logger), logger);
    await alignment.startHousekeeping();
    const consumers: Consumer[] = await startConsumers(infra, alignment);
    return {
      routers: [alignmentRoutes(alignment)],
      extras: { alignment },
      async close() {
        // stop pulling, let every queued change finish and its event leave, then the infrastructure
        // closes (anything pulled but not handled is redelivered to the next instance)
        await Promise.all(consumers.map((c) => c.stop()));
        await alignment.drain();
      },
    };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(alignmentService, env, logger);
