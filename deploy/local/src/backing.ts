// The embedded default's backing services as local processes: NATS with JetStream, FerretDB v1 with its
// SQLite backend (the MongoDB server), and MinIO — each on its own port, data under one directory.
import { mkdirSync, openSync } from 'node:fs';
import { resolve, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { binary } from './paths.js';
import { spawnGroup, stopGroup } from './process-group.js';
import { assertPortFree, freePort, httpOk, portAnswers, waitFor } from './wait.js';

export interface BackingOptions {
  dataDir: string;
  /** 0 or absent: a free ephemeral port */
  ports?: { nats?: number; mongo?: number; s3?: number };
  log?: (line: string) => void;
}

export interface BackingServices {
  natsUrl: string;
  mongoUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  stop(): Promise<void>;
}

export const S3_ACCESS_KEY = 'immortal';
export const S3_SECRET_KEY = 'immortal-secret';

async function pick(port: number | undefined, owner: string): Promise<number> {
  if (!port) return freePort();
  await assertPortFree(port, owner);
  return port;
}

export async function startBackingServices(opts: BackingOptions): Promise<BackingServices> {
  const dataDir = resolve(opts.dataDir);
  const logs = join(dataDir, 'logs');
  for (const d of ['nats', 'ferretdb', 'minio', 'logs']) mkdirSync(join(dataDir, d), { recursive: true });
  const [natsPort, mongoPort, s3Port, consolePort] = [
    await pick(opts.ports?.nats, 'NATS'),
    await pick(opts.ports?.mongo, 'FerretDB'),
    await pick(opts.ports?.s3, 'MinIO'),
    await freePort(),
  ];
  const children: ChildProcess[] = [];
  const start = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const out = openSync(join(logs, `${name}.log`), 'a');
    const child = spawnGroup(cmd, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    children.push(child);
    opts.log?.(`started ${name} (pid ${child.pid})`);
    return child;
  };
  const stop = async () => {
    await Promise.all(children.map((c) => stopGroup(c)));
  };

  try {
    start('nats', binary('nats-server'), ['-js', '-sd', join(dataDir, 'nats'), '-a', '127.0.0.1', '-p', String(natsPort)]);
    start('ferretdb', binary('ferretdb'), [
      '--handler=sqlite',
      `--sqlite-url=file:${join(dataDir, 'ferretdb')}/`,
      `--listen-addr=127.0.0.1:${mongoPort}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--state-dir=-',
      '--log-level=warn',
    ]);
    start('minio', binary('minio'), ['server', join(dataDir, 'minio'), '--address', `127.0.0.1:${s3Port}`, '--console-address', `127.0.0.1:${consolePort}`, '--quiet'], {
      MINIO_UPDATE: 'off',
      MINIO_ROOT_USER: S3_ACCESS_KEY,
      MINIO_ROOT_PASSWORD: S3_SECRET_KEY,
      MINIO_BROWSER: 'off',
    });
    await Promise.all([
      waitFor('NATS', () => portAnswers(natsPort), 60_000, join(logs, 'nats.log')),
      waitFor('FerretDB', () => portAnswers(mongoPort), 60_000, join(logs, 'ferretdb.log')),
      waitFor('MinIO', () => httpOk(`http://127.0.0.1:${s3Port}/minio/health/ready`), 90_000, join(logs, 'minio.log')),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    mongoUrl: `mongodb://127.0.0.1:${mongoPort}/`,
    s3: { endpoint: `http://127.0.0.1:${s3Port}`, accessKey: S3_ACCESS_KEY, secretKey: S3_SECRET_KEY, region: 'us-east-1' },
    stop,
  };
}
