// The gateway process: parse config (fail fast, naming the variable), connect, listen on PORT, and on
// SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close sockets and the bus.
import { ConfigError, createLogger } from '@immortal/kit';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

let config;
try {
  config = loadGatewayConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`gateway: ${err.message}`);
  process.exit(1);
}

const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await createGateway(process.env, { logger }).catch((err: unknown) => {
  logger.fatal({ err }, 'gateway failed to start');
  process.exit(1);
});

const server = await gateway.listen(config.PORT).catch((err: unknown) => {
  logger.fatal({ err, port: config.PORT }, 'gateway cannot listen');
  process.exit(1);
});
logger.info(
  { port: config.PORT, frontend: config.FRONTEND_DIST ?? null, allowedOrigins: [...config.ALLOWED_ORIGINS], bodyLimit: config.BODY_LIMIT },
  'gateway listening',
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'draining');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections(); // idle keep-alive sockets must not hold the drain open
  gateway.dropWebSockets(); // nor long-lived WebSockets (socket.io clients reconnect)
  await closed; // in-flight requests finish (bounded by the timer above)
  await gateway.close().catch((err: unknown) => logger.error({ err }, 'close failed'));
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
