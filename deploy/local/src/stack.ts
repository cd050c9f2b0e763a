// The whole product as local processes: backing services, the eight services and the gateway.
// Profile dev is `make start` (persistent data); profile e2e is the end-to-end tests' own stack
// (ports + 10000, data wiped at start, app logs in files).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBackingServices, type BackingServices } from './backing.js';
import { launchApp, type AppSpec, type RunningApp } from './app-process.js';
import { assertPortFree, httpOk, waitFor } from './wait.js';

export const SERVICES = ['identity', 'journal', 'music', 'voice', 'media', 'behavior', 'network-chat', 'alignment'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface StackOptions {
  profile: 'dev' | 'e2e';
  rootDir: string;
  /** overrides the gateway port (dev default: env PORT, else 8080; e2e: 18080) */
  gatewayPort?: number;
  /** the launcher's own messages; default console.log */
  log?: (line: string) => void;
}

export interface Stack {
  /** the gateway, e.g. http://localhost:8080 */
  url: string;
  backing: BackingServices;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
/** environment the apps inherit from the launcher; everything else is set explicitly */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'IMMORTAL_CACHE_DIR', 'OPENAI_API_KEY', 'OPENAI_BASE_URL'];

export const envName = (service: string) => service.toUpperCase().replace(/-/g, '_');

export async function startStack(opts: StackOptions): Promise<Stack> {
  const root = resolve(opts.rootDir);
  const offset = opts.profile === 'e2e' ? 10_000 : 0;
  const dataDir = join(root, '.data', opts.profile);
  const logDir = join(dataDir, 'logs');
  const log = opts.log ?? ((line: string) => console.log(line));
  const gatewayPort = opts.gatewayPort ?? (opts.profile === 'dev' && process.env.PORT ? Number(process.env.PORT) : 8080 + offset);
  const servicePort = (i: number) => 7101 + i + offset;

  // refuse early, before touching data, when another stack holds the ports
  await assertPortFree(gatewayPort, 'gateway');
  for (const [i, name] of SERVICES.entries()) await assertPortFree(servicePort(i), name);
  if (opts.profile === 'e2e') rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });

  const backing = await startBackingServices({
    dataDir,
    ports: { nats: 7422 + offset, mongo: 7017 + offset, s3: 7900 + offset },
    log: (l) => log(`backing: ${l}`),
  });

  const inherited = Object.fromEntries(INHERITED.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
  const common = {
    ...inherited,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    NATS_URL: backing.natsUrl,
    BUS_PREFIX: '',
    INTERNAL_TOKEN: randomBytes(16).toString('hex'), // new per start, shared by all apps
    DEMO_MODE: 'true',
  };
  const services: AppSpec[] = SERVICES.map((name, i) => ({
    name,
    entry: `services/${name}/src/main.ts`,
    port: servicePort(i),
    env: {
      ...common,
      PORT: String(servicePort(i)),
      MONGO_URL: backing.mongoUrl,
      MONGO_DB: `immortal_${name.replace(/-/g, '_')}`,
      S3_ENDPOINT: backing.s3.endpoint,
      S3_ACCESS_KEY: backing.s3.accessKey,
      S3_SECRET_KEY: backing.s3.secretKey,
      S3_REGION: backing.s3.region,
      S3_BUCKET_PREFIX: 'immortal',
    },
  }));
  const gateway: AppSpec = {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    port: gatewayPort,
    env: {
      ...common,
      ...Object.fromEntries(services.map((s) => [`${envName(s.name)}_URL`, `http://127.0.0.1:${s.port}`])),
      PORT: String(gatewayPort),
      FRONTEND_DIST: join(root, 'frontend', 'dist'),
    },
  };

  const apps: RunningApp[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(apps.map((a) => a.stop()));
      await backing.stop();
    })());
  const width = Math.max(...[...SERVICES, 'gateway'].map((n) => n.length));
  const launch = (spec: AppSpec) => {
    const app = launchApp(spec, {
      cwd: root,
      index: apps.length,
      width,
      logFile: opts.profile === 'e2e' ? join(logDir, `${spec.name}.log`) : undefined,
      restart: opts.profile === 'dev',
      log,
    });
    apps.push(app);
    return app;
  };
  const healthy = (app: RunningApp) =>
    waitFor(app.name, () => httpOk(`http://127.0.0.1:${app.port}/healthz`), {
      timeoutMs: READY_TIMEOUT_MS,
      tail: app.tail,
      gone: () => (app.exited() ? `exited during start-up (${app.exited()})` : null),
    });

  try {
    const running = services.map(launch);
    await Promise.all(running.map(healthy));
    await healthy(launch(gateway));
    // each service's own readiness: its database and bus answered
    await Promise.all(
      running.map((a) => waitFor(`${a.name} /readyz`, () => httpOk(`http://127.0.0.1:${a.port}/readyz`), { timeoutMs: READY_TIMEOUT_MS, tail: a.tail })),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  for (const app of apps) app.started(); // from now on an exit is unexpected (dev restarts it)
  return { url: `http://localhost:${gatewayPort}`, backing, stop };
}
