import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'sessionId'], censor: '[redacted]' },
  });
}
