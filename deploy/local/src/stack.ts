// The whole product as local processes: backing services, the eight services and the gateway.
// Profile dev is `make start`; profile e2e is the end-to-end tests' own stack (ports + 10000, fresh data).
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startBackingServices, type BackingServices } from './backing.js';
import { spawnGroup, stopGroup } from './process-group.js';
import { assertPortFree, httpOk, sleep, waitFor } from './wait.js';

export const SERVICES = ['identity', 'journal', 'music', 'voice', 'media', 'behavior', 'network-chat', 'alignment'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface StackOptions {
  profile: 'dev' | 'e2e';
  rootDir: string;
  /** overrides the gateway port (dev: PORT env or 8080) */
  gatewayPort?: number;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  backing: BackingServices;
  stop(): Promise<void>;
}

const shift = (profile: StackOptions['profile']) => (profile === 'e2e' ? 10_000 : 0);
const COLORS = [36, 32, 33, 35, 34, 96, 92, 93, 95];

interface AppProcess {
  name: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  child?: ChildProcess;
  restarts: number[];
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  const root = resolve(opts.rootDir);
  const offset = shift(opts.profile);
  const dataDir = join(root, '.data', opts.profile);
  if (opts.profile === 'e2e') rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(dataDir, 'logs'), { recursive: true });
  const log = opts.log ?? ((line: string) => console.log(line));
  const gatewayPort = opts.gatewayPort ?? (opts.profile === 'dev' ? Number(process.env.PORT ?? 8080) : 8080 + offset);

  const servicePort = (i: number) => 7101 + i + offset;
  await assertPortFree(gatewayPort, 'gateway');
  for (const [i, name] of SERVICES.entries()) await assertPortFree(servicePort(i), name);

  const backing = await startBackingServices({
    dataDir,
    ports: { nats: 7422 + offset, mongo: 7017 + offset, s3: 7900 + offset },
    log: (l) => log(`backing   | ${l}`),
  });

  const internalToken = randomBytes(16).toString('hex');
  const passThrough = Object.fromEntries(
    ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_CHAT_MODEL', 'PATH', 'HOME', 'IMMORTAL_CACHE_DIR']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]!]),
  );
  const common = {
    ...passThrough,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    NATS_URL: backing.natsUrl,
    BUS_PREFIX: '',
    INTERNAL_TOKEN: internalToken,
  };
  const apps: AppProcess[] = SERVICES.map((name, i) => ({
    name,
    entry: `services/${name}/src/main.ts`,
    port: servicePort(i),
    restarts: [],
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
      DEMO_MODE: 'true',
    },
  }));
  const urls = Object.fromEntries(SERVICES.map((name, i) => [`${name.toUpperCase().replace(/-/g, '_')}_URL`, `http://127.0.0.1:${servicePort(i)}`]));
  const gateway: AppProcess = {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    port: gatewayPort,
    restarts: [],
    env: { ...common, ...urls, PORT: String(gatewayPort), FRONTEND_DIST: join(root, 'frontend', 'dist') },
  };

  let stopping = false;
  const files: WriteStream[] = [];
  const width = Math.max(...[...SERVICES, 'gateway'].map((n) => n.length));
  const launch = (app: AppProcess, index: number) => {
    const child = spawnGroup(process.execPath, ['--import', 'tsx', app.entry], {
      cwd: root,
      env: app.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.child = child;
    if (opts.profile === 'e2e') {
      const file = createWriteStream(join(dataDir, 'logs', `${app.name}.log`), { flags: 'a' });
      files.push(file);
      child.stdout!.pipe(file);
      child.stderr!.pipe(file);
    } else {
      const tag = process.stdout.isTTY
        ? `\x1b[${COLORS[index % COLORS.length]}m${app.name.padEnd(width)}\x1b[0m | `
        : `${app.name.padEnd(width)} | `;
      for (const stream of [child.stdout!, child.stderr!]) {
        let buffered = '';
        stream.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop()!;
          for (const line of lines) process.stdout.write(tag + line + '\n');
        });
      }
    }
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`${app.name} exited unexpectedly (${signal ?? `code ${code}`})`);
      if (opts.profile !== 'dev') return;
      const now = Date.now();
      app.restarts = app.restarts.filter((t) => now - t < 60_000);
      if (app.restarts.length >= 5) return log(`${app.name} keeps failing; not restarting it again`);
      app.restarts.push(now);
      setTimeout(() => !stopping && launch(app, index), 1000);
    });
  };

  const stop = async () => {
    stopping = true;
    await Promise.all([...apps, gateway].map((a) => (a.child ? stopGroup(a.child) : undefined)));
    for (const f of files) f.end();
    await backing.stop();
  };

  try {
    apps.forEach((app, i) => launch(app, i));
    await Promise.all(
      apps.map((a) => waitFor(a.name, () => httpOk(`http://127.0.0.1:${a.port}/healthz`), 90_000, join(dataDir, 'logs', `${a.name}.log`))),
    );
    launch(gateway, apps.length);
    await waitFor('gateway', () => httpOk(`http://127.0.0.1:${gateway.port}/healthz`), 60_000, join(dataDir, 'logs', 'gateway.log'));
    // readiness of every service through its own /readyz (database and bus answered)
    await Promise.all(apps.map((a) => waitFor(`${a.name} readiness`, () => httpOk(`http://127.0.0.1:${a.port}/readyz`), 60_000)));
  } catch (err) {
    await stop();
    throw err;
  }
  await sleep(0);
  return { url: `http://localhost:${gatewayPort}`, backing, stop };
}
