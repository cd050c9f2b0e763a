// Rebuilds every alignment projection from the JetStream streams, from scratch:
//   node --import tsx services/alignment/src/replay.ts
// Reads the same environment as the service (MONGO_URL, MONGO_DB, NATS_URL, BUS_PREFIX, ...). Stop the
// alignment service first (docs/alignment.md, "Replay"). Prints a JSON report.
import { fileURLToPath } from 'node:url';
import {
  Bus,
  connectMongo,
  createLogger,
  disconnectMongo,
  loadConfig,
  serviceConfigSchema,
  type AnyEnvelope,
  type Logger,
} from '@immortal/kit';
import { CONSUMED_STREAMS } from './events/index.js';
import { AlignmentUser } from './modules/alignment/user.model.js';
import { replay, type ReplayReport } from './modules/projection/replay.js';

/** The library entry (tests use it): replay into the connected database, publishing changed scores. */
export async function replayProjections(bus: Bus, logger: Logger): Promise<ReplayReport> {
  return replay(bus, CONSUMED_STREAMS, logger, async (userId, raw) => {
    for (const r of raw) await bus.publish(JSON.parse(r) as AnyEnvelope);
    await AlignmentUser.updateOne({ _id: userId }, { $pullAll: { outbox: raw } });
  });
}

async function main(): Promise<void> {
  const config = loadConfig(serviceConfigSchema, { PORT: '0', ...process.env });
  const logger = createLogger('alignment-replay', config.LOG_LEVEL);
  await connectMongo(config.MONGO_URL, config.MONGO_DB, logger);
  const bus = await Bus.connect({ url: config.NATS_URL, prefix: config.BUS_PREFIX, name: 'alignment-replay', logger });
  try {
    await bus.ensureStream('ALIGNMENT');
    const report = await replayProjections(bus, logger);
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await bus.close();
    await disconnectMongo();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    process.stderr.write(`alignment replay failed: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
