// main.ts of every service: parse config (fail fast), build, listen, drain on SIGTERM.
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createLogger } from './logger.js';

export interface Runnable {
  /** the Express app (or any request listener) */
  listen(port: number): Server;
  /** stops consumers and relays, closes bus and database */
  close(): Promise<void>;
  /** receives the listening HTTP server (socket.io attaches here) */
  attach?(server: Server): void;
}

export async function runService(name: string, port: number, logLevel: string, build: (logger: Logger) => Promise<Runnable>) {
  const logger = createLogger(name, logLevel);
  let app: Runnable;
  try {
    app = await build(logger);
  } catch (err) {
    logger.fatal({ err }, `${name} failed to start`);
    process.exit(1);
  }
  const server = app.listen(port);
  app.attach?.(server);
  server.keepAliveTimeout = 65_000; // longer than the gateway agent's idle timeout
  server.on('listening', () => logger.info({ port }, `${name} listening`));
  server.on('error', (err) => {
    logger.fatal({ err }, `${name} cannot listen`);
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close().catch((err) => logger.error({ err }, 'close failed'));
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // idle keep-alive sockets must not hold the drain open
  process.on('SIGTERM', () => server.closeIdleConnections());
}
