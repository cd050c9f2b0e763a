// Every service's Express app has the same frame: request context, health, internal-only /api, JSON
// errors. A service adds only its routers.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { errorMiddleware, notFoundMiddleware } from './error-middleware.js';
import { healthRoutes, type ReadinessCheck } from './health.js';
import { requestContext, requireInternal } from './request-context.js';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  internalToken: string;
  routers: Router[];
  checks: Record<string, ReadinessCheck>;
  /** JSON body limit; uploads use their own parsers */
  jsonLimit?: string;
}

export function createServiceApp(opts: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestContext(opts.logger, opts.internalToken));
  app.use(healthRoutes(opts.service, opts.checks));
  app.use('/api', requireInternal);
  app.use(express.json({ limit: opts.jsonLimit ?? '1mb' }));
  for (const router of opts.routers) app.use(router);
  app.use(notFoundMiddleware);
  app.use(errorMiddleware);
  return app;
}
