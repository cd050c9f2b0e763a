// The embedded default's backing services as local processes: NATS with JetStream, FerretDB v1 on its
// SQLite backend (the MongoDB server), and MinIO — each on its own port, all data under one directory.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { binary, defaultBinDir } from './paths.js';
import { hasExited, spawnGroup, stopGroup } from './process-group.js';
import { mongoPing } from './mongo-ping.js';
import { assertPortFree, fileTail, freePort, httpOk, portAnswers, waitFor } from './wait.js';

export interface BackingOptions {
  dataDir: string;
  /** 0 or absent: a free ephemeral port */
  ports?: { nats?: number; mongo?: number; s3?: number };
  /** where the binaries are; default `${IMMORTAL_CACHE_DIR:-~/.cache/immortal}/bin` */
  binDir?: string;
  log?: (line: string) => void;
  /** per service; default 60 s */
  readyTimeoutMs?: number;
}

export interface S3Settings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface BackingServices {
  natsUrl: string;
  /** server URL without a database: `mongodb://127.0.0.1:PORT/` */
  mongoUrl: string;
  s3: S3Settings;
  stop(): Promise<void>;
}

export const S3_ACCESS_KEY = 'immortal';
export const S3_SECRET_KEY = 'immortal-secret';
export const S3_REGION = 'us-east-1';

// FerretDB's own defaults (busy_timeout, WAL, no auto_vacuum) plus synchronous=NORMAL: with WAL, FULL
// fsyncs the log on every commit, which made each write wait on the disk (p99 lag in seconds on a slow
// disk). NORMAL syncs at checkpoints only: a crash of any process loses nothing, a power cut may lose the
// last commits, the same promise as MongoDB's default write concern (journal flushed every 100 ms).
// See docs/decisions/0005-ferretdb-sqlite-tuning.md.
const SQLITE_PRAGMAS = ['busy_timeout(10000)', 'journal_mode(wal)', 'synchronous(normal)', 'auto_vacuum(none)']
  .map((p) => `_pragma=${encodeURIComponent(p)}`)
  .join('&');

// One connection per service process: SQLite has one writer at a time, and concurrent writers wait in its
// busy handler (sleeps of 1-100 ms, no fairness), which gave multi-second tails. Queued in the driver
// instead, writes go in order at the disk's pace. Only the embedded backend; a real MongoDB keeps its pool.
const MONGO_POOL_SIZE = 1;

const taken = new Set<number>();

/** A fixed port must be free; 0/absent picks an ephemeral one not already handed out here. */
async function pick(port: number | undefined, owner: string): Promise<number> {
  if (port) {
    await assertPortFree(port, owner);
    return port;
  }
  for (;;) {
    const p = await freePort();
    if (!taken.has(p)) return taken.add(p), p;
  }
}

export async function startBackingServices(opts: BackingOptions): Promise<BackingServices> {
  const dataDir = resolve(opts.dataDir); // FerretDB's SQLite URL must be absolute
  const logs = join(dataDir, 'logs');
  for (const d of ['nats', 'ferretdb', 'minio', 'logs']) mkdirSync(join(dataDir, d), { recursive: true });
  const bin = (name: Parameters<typeof binary>[0]) => binary(name, opts.binDir ?? defaultBinDir());
  const natsPort = await pick(opts.ports?.nats, 'NATS');
  const mongoPort = await pick(opts.ports?.mongo, 'FerretDB');
  const s3Port = await pick(opts.ports?.s3, 'MinIO');
  const consolePort = await pick(0, 'MinIO console'); // MinIO insists on a console port even with the browser off
  const timeoutMs = opts.readyTimeoutMs ?? 60_000;

  const children: ChildProcess[] = [];
  const start = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const out = openSync(join(logs, `${name}.log`), 'a');
    try {
      const child = spawnGroup(cmd, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
      children.push(child);
      opts.log?.(`started ${name} (pid ${child.pid}): ${cmd} ${args.join(' ')}`);
      return child;
    } finally {
      closeSync(out); // the child has its own copy
    }
  };
  const ready = (name: string, child: ChildProcess, check: () => Promise<boolean>) =>
    waitFor(name, check, {
      timeoutMs,
      tail: () => fileTail(join(logs, `${name}.log`)),
      gone: () => (hasExited(child) ? `exited during start-up (${child.signalCode ?? `code ${child.exitCode}`})` : null),
    });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= Promise.all(children.map((c) => stopGroup(c))).then(() => undefined));

  try {
    const nats = start('nats', bin('nats-server'), ['-js', '-sd', join(dataDir, 'nats'), '-a', '127.0.0.1', '-p', String(natsPort)]);
    const ferretdb = start('ferretdb', bin('ferretdb'), [
      '--handler=sqlite',
      `--sqlite-url=file:${join(dataDir, 'ferretdb')}/?${SQLITE_PRAGMAS}`,
      `--listen-addr=127.0.0.1:${mongoPort}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--state-dir=-',
      '--log-level=warn',
    ]);
    const minio = start('minio', bin('minio'), ['server', join(dataDir, 'minio'), '--address', `127.0.0.1:${s3Port}`, '--console-address', `127.0.0.1:${consolePort}`, '--quiet'], {
      MINIO_UPDATE: 'off',
      MINIO_ROOT_USER: S3_ACCESS_KEY,
      MINIO_ROOT_PASSWORD: S3_SECRET_KEY,
      MINIO_BROWSER: 'off',
    });
    // allSettled: on a failure, every start-up has finished before stop() runs
    const results = await Promise.allSettled([
      ready('nats', nats, () => portAnswers(natsPort)),
      ready('ferretdb', ferretdb, () => mongoPing(mongoPort)),
      ready('minio', minio, () => httpOk(`http://127.0.0.1:${s3Port}/minio/health/ready`)),
    ]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    if (failures.length) throw new Error(`backing services did not start (logs in ${logs}):\n${failures.join('\n')}`);
  } catch (err) {
    await stop();
    throw err;
  }
  opts.log?.(`ready: NATS :${natsPort}, FerretDB :${mongoPort}, MinIO :${s3Port} (data in ${dataDir})`);
  return {
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    mongoUrl: `mongodb://127.0.0.1:${mongoPort}/?maxPoolSize=${MONGO_POOL_SIZE}`,
    s3: { endpoint: `http://127.0.0.1:${s3Port}`, accessKey: S3_ACCESS_KEY, secretKey: S3_SECRET_KEY, region: S3_REGION },
    stop,
  };
}
