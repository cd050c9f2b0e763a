// journal: entries of every type, stats, the search index, export.
import { buildService, serviceConfigSchema, type Logger, type ServiceConfig, type ServiceDefinition } from '@immortal/kit';
import { startConsumers } from './events/index.js';
import { Entry } from './modules/entries/entry.model.js';
import { EntriesService } from './modules/entries/entries.service.js';
import { entriesRoutes } from './modules/entries/entries.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { EntryReadModel } from './modules/read-model/entry-read-model.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { SearchService } from './modules/search/search.service.js';
import { StatsService } from './modules/stats/stats.service.js';
import { statsRoutes } from './modules/stats/stats.routes.js';

export const journalService: ServiceDefinition<ServiceConfig, { entries: EntriesService; readModel: EntryReadModel }> = {
  service: 'journal',
  configSchema: serviceConfigSchema,
  streams: ['JOURNAL'],
  async setup({ infra, logger }) {
    const readModel = new EntryReadModel();
    const rebuilt = await readModel.rebuild();
    logger.info(rebuilt, 'read model and search index rebuilt');
    let entries: EntriesService | null = null;
    const relay = infra.relay([{ model: Entry, onDrained: (ids) => entries!.purgeTombstones(ids) }]);
    entries = new EntriesService(readModel, () => relay);
    const stats = new StatsService(readModel);
    await startConsumers(infra, { entries });
    return {
      routers: [entriesRoutes(entries), statsRoutes(stats), searchRoutes(new SearchService(readModel)), exportRoutes(readModel, stats)],
      extras: { entries, readModel },
      jsonLimit: '256kb',
    };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(journalService, env, logger);
