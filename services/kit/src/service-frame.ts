// The frame every service is built in: config parsed once (fail fast), logger, infrastructure, the
// standard Express app. A service supplies only its routers and its own start/stop work.
import type { Server } from 'node:http';
import type { Router } from 'express';
import type express from 'express';
import type { z } from 'zod';
import type { StreamName } from '@immortal/proto';
import { loadConfig, type ServiceConfig } from './config.js';
import { createServiceApp } from './http/service-app.js';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';
import { createLogger, type Logger } from './logger.js';
import { runService } from './run-service.js';

export interface ServiceSetup<X extends object> {
  routers: Router[];
  /** anything tests or main need to reach (services, relays) */
  extras?: X;
  jsonLimit?: string;
  /** own cleanup, run before the infrastructure closes */
  close?: () => Promise<void>;
  /** called with the HTTP server once it listens (e.g. to attach socket.io) */
  attach?: (server: Server) => void;
}

export interface ServiceDefinition<C extends ServiceConfig, X extends object> {
  service: string;
  configSchema: z.ZodType<C>;
  /** streams this service produces to */
  streams: StreamName[];
  /** buckets this service keeps files in (voice samples, photos); created at start, checked by /readyz */
  buckets?: string[];
  setup(ctx: { config: C; logger: Logger; infra: Infrastructure }): Promise<ServiceSetup<X>>;
}

export type ServiceApp<C extends ServiceConfig, X extends object> = express.Express &
  X & { config: C; infra: Infrastructure; close(): Promise<void>; attach(server: Server): void };

export async function buildService<C extends ServiceConfig, X extends object = object>(
  def: ServiceDefinition<C, X>,
  env: Record<string, string | undefined> = process.env,
  logger?: Logger,
): Promise<ServiceApp<C, X>> {
  const config = loadConfig(def.configSchema, env);
  const log = logger ?? createLogger(def.service, config.LOG_LEVEL);
  const infra = await startInfrastructure({ service: def.service, config, logger: log, streams: def.streams, buckets: def.buckets });
  let setup: ServiceSetup<X>;
  try {
    setup = await def.setup({ config, logger: log, infra });
  } catch (err) {
    await infra.close().catch(() => undefined);
    throw err;
  }
  const app = createServiceApp({
    service: def.service,
    logger: log,
    internalToken: config.INTERNAL_TOKEN,
    checks: infra.checks,
    routers: setup.routers,
    jsonLimit: setup.jsonLimit,
  });
  return Object.assign(app, setup.extras ?? ({} as X), {
    config,
    infra,
    attach(server: Server) {
      setup.attach?.(server);
    },
    async close() {
      await setup.close?.();
      await infra.close();
    },
  });
}

/** main.ts of every service: one line. */
export async function serveService<C extends ServiceConfig, X extends object>(def: ServiceDefinition<C, X>): Promise<void> {
  const config = loadConfig(def.configSchema, process.env);
  await runService(def.service, config.PORT, config.LOG_LEVEL, (logger) => buildService(def, process.env, logger));
}
