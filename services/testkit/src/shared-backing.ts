// One set of real backing services: MongoDB-compatible, NATS JetStream, S3. Containers when Docker
// answers, otherwise the local binaries of deploy/local (FerretDB stands in for MongoDB).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackingServices as startLocal } from '@immortal/local';
import { dockerAnswers } from './docker.js';

export interface BackingInfo {
  /** server URL; services pick their database with MONGO_DB */
  mongoUrl: string;
  natsUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  kind: 'containers' | 'local';
}

// what the global setup hands to every test file: inject('backing')
declare module 'vitest' {
  export interface ProvidedContext {
    backing: BackingInfo;
  }
}

export interface RunningBacking {
  info: BackingInfo;
  stop(): Promise<void>;
}

async function startContainers(): Promise<RunningBacking> {
  const [{ MongoDBContainer }, { NatsContainer }, { MinioContainer }] = await Promise.all([
    import('@testcontainers/mongodb'),
    import('@testcontainers/nats'),
    import('@testcontainers/minio'),
  ]);
  const started = await Promise.allSettled([
    new MongoDBContainer('mongo:7').start(),
    new NatsContainer('nats:2.11').withJetStream().start(),
    new MinioContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z').start(),
  ]);
  const stopAll = () => Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
  const [mongo, nats, minio] = started;
  if (mongo.status !== 'fulfilled' || nats.status !== 'fulfilled' || minio.status !== 'fulfilled') {
    await stopAll();
    const reasons = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    throw new Error(`testcontainers could not start the backing services: ${reasons.join('; ')}`);
  }
  return {
    info: {
      kind: 'containers',
      // the module starts a one-node replica set whose advertised host is the container's own name
      mongoUrl: `${mongo.value.getConnectionString()}/?directConnection=true`,
      natsUrl: `nats://${nats.value.getHost()}:${nats.value.getMappedPort(4222)}`,
      s3: { endpoint: minio.value.getConnectionUrl(), accessKey: minio.value.getUsername(), secretKey: minio.value.getPassword(), region: 'us-east-1' },
    },
    stop: async () => void (await stopAll()),
  };
}

async function startLocalSet(): Promise<RunningBacking> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immortal-test-'));
  try {
    const backing = await startLocal({ dataDir });
    return {
      info: { kind: 'local', mongoUrl: backing.mongoUrl, natsUrl: backing.natsUrl, s3: backing.s3 },
      async stop() {
        await backing.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

export async function startSharedBacking(): Promise<RunningBacking> {
  return (await dockerAnswers()) ? startContainers() : startLocalSet();
}
