// One mongoose connection per service process, to that service's own database, retried at start-up
// so a service started before its database waits instead of crashing.
import mongoose from 'mongoose';
import type { Logger } from 'pino';

export async function connectMongo(url: string, dbName: string, logger: Logger, attempts = 30): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  for (let attempt = 1; ; attempt++) {
    try {
      await mongoose.connect(url, { dbName, serverSelectionTimeoutMS: 3000, autoIndex: true });
      return mongoose;
    } catch (err) {
      if (attempt >= attempts) throw err;
      logger.warn({ attempt, err: (err as Error).message }, 'mongo not reachable yet, retrying');
      await new Promise((r) => setTimeout(r, Math.min(2000, 200 * attempt)));
    }
  }
}

export function mongoReady(): boolean {
  return mongoose.connection.readyState === 1;
}

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
}
