// The whole product as local processes: backing services, the eight services and the gateway.
// Profile dev is `make start` (persistent data); profile e2e is the end-to-end tests' own stack
// (ports + 10000, data wiped at start, app logs in files).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBackingServices, type BackingServices } from './backing.js';
import { launchApp, type AppSpec, type RunningApp } from './app-process.js';
import { assertPortFree, freePort, httpOk, portAnswers, waitFor } from './wait.js';

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
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'IMMORTAL_CACHE_DIR', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_CHAT_MODEL', 'OPENAI_TIMEOUT_MS'];

export const envName = (service: string) => service.toUpperCase().replace(/-/g, '_');

export async function startStack(opts: StackOptions): Promise<Stack> {
  const root = resolve(opts.rootDir);
  const e2e = opts.profile === 'e2e';
  // e2e: a private data dir and ephemeral ports for everything but the gateway (preferably :18080),
  // so a test run never collides with `make start` or with another test run
  const dataDir = join(root, '.data', e2e ? `e2e-${process.pid}` : 'dev');
  const logDir = join(dataDir, 'logs');
  const log = opts.log ?? ((line: string) => console.log(line));
  const gatewayPort =
    opts.gatewayPort ??
    (e2e ? ((await portAnswers(18_080)) ? await freePort() : 18_080) : process.env.PORT ? Number(process.env.PORT) : 8080);
  const servicePorts = e2e ? await Promise.all(SERVICES.map(() => freePort())) : SERVICES.map((_, i) => 7101 + i);
  const servicePort = (i: number) => servicePorts[i]!;

  // refuse early, before touching data, when another stack holds the ports
  await assertPortFree(gatewayPort, 'gateway');
  for (const [i, name] of SERVICES.entries()) await assertPortFree(servicePort(i), name);
  if (e2e) pruneOldE2eDirs(join(root, '.data'));
  mkdirSync(logDir, { recursive: true });

  const backing = await startBackingServices({
    dataDir,
    ports: e2e ? {} : { nats: 7422, mongo: 7017, s3: 7900 },
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
      // keep the logs for a failed run to be read; the data goes
      if (e2e) for (const d of ['nats', 'ferretdb', 'minio']) rmSync(join(dataDir, d), { recursive: true, force: true });
    })());
  const width = Math.max(...[...SERVICES, 'gateway'].map((n) => n.length));
  const launch = (spec: AppSpec) => {
    const app = launchApp(spec, {
      cwd: root,
      index: apps.length,
      width,
      logFile: e2e ? join(logDir, `${spec.name}.log`) : undefined,
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

/** Removes the data of earlier e2e runs whose process is gone. */
function pruneOldE2eDirs(dataRoot: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dataRoot);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^e2e-(\d+)$/.exec(name)?.[1]);
    if (!pid) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive || pid === process.pid) rmSync(join(dataRoot, name), { recursive: true, force: true });
  }
}
