// One shared set of real backing services per test run: MongoDB-compatible, NATS JetStream, S3.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackingServices as startLocal } from '@immortal/local';
import { dockerAnswers } from './docker.js';

export interface BackingInfo {
  mongoUrl: string;
  natsUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  kind: 'containers' | 'local';
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
  const [mongo, nats, minio] = await Promise.all([
    new MongoDBContainer('mongo:7').start(),
    new NatsContainer('nats:2.11').withJetStream().start(),
    new MinioContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z').start(),
  ]);
  return {
    info: {
      kind: 'containers',
      // the module starts a one-node replica set; connect directly to it
      mongoUrl: `${mongo.getConnectionString()}/?directConnection=true`,
      natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
      s3: { endpoint: minio.getConnectionUrl(), accessKey: minio.getUsername(), secretKey: minio.getPassword(), region: 'us-east-1' },
    },
    async stop() {
      await Promise.all([mongo.stop(), nats.stop(), minio.stop()]);
    },
  };
}

async function startLocalSet(): Promise<RunningBacking> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immortal-test-'));
  const backing = await startLocal({ dataDir });
  return {
    info: { kind: 'local', mongoUrl: backing.mongoUrl, natsUrl: backing.natsUrl, s3: backing.s3 },
    async stop() {
      await backing.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startSharedBacking(): Promise<RunningBacking> {
  return (await dockerAnswers()) ? startContainers() : startLocalSet();
}
