// What a test file gets: the shared backing services plus a namespace of its own, so databases,
// streams, consumers and buckets never collide between files running in parallel.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import mongoose from 'mongoose';
import { Client } from 'minio';
import { startSharedBacking, type BackingInfo, type RunningBacking } from './shared-backing.js';
import { TEST_INTERNAL_TOKEN } from './http.js';

export interface TestEnv extends BackingInfo {
  /** unique per call: `t` + 8 hex characters */
  namespace: string;
  /** a complete environment for a service's createApp, isolated by the namespace */
  config(service: string): Record<string, string>;
  release(): Promise<void>;
}

export async function startBackingServices(): Promise<TestEnv> {
  let info = inject('backing') as BackingInfo | undefined;
  let own: RunningBacking | null = null;
  if (!info) {
    own = await startSharedBacking();
    info = own.info;
  }
  const namespace = `t${randomBytes(4).toString('hex')}`;
  const backing = info;
  return {
    ...backing,
    namespace,
    config: (service) => ({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      MONGO_URL: backing.mongoUrl,
      MONGO_DB: `${namespace}_${service.replace(/-/g, '_')}`,
      NATS_URL: backing.natsUrl,
      BUS_PREFIX: namespace,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      S3_ENDPOINT: backing.s3.endpoint,
      S3_ACCESS_KEY: backing.s3.accessKey,
      S3_SECRET_KEY: backing.s3.secretKey,
      S3_REGION: backing.s3.region,
      S3_BUCKET_PREFIX: namespace,
      DEMO_MODE: 'false',
    }),
    async release() {
      await cleanUp(backing, namespace).catch(() => undefined);
      await own?.stop();
    },
  };
}

/** Drops this namespace's databases, streams and buckets. */
async function cleanUp(backing: BackingInfo, namespace: string): Promise<void> {
  const conn = await mongoose.createConnection(backing.mongoUrl).asPromise();
  try {
    const { databases } = await conn.db!.admin().listDatabases();
    for (const db of databases.filter((d) => d.name.startsWith(`${namespace}_`))) await conn.useDb(db.name).dropDatabase();
  } finally {
    await conn.close();
  }
  const nc = await connect({ servers: backing.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${namespace}_`)) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
  const url = new URL(backing.s3.endpoint);
  const s3 = new Client({ endPoint: url.hostname, port: Number(url.port), useSSL: url.protocol === 'https:', accessKey: backing.s3.accessKey, secretKey: backing.s3.secretKey });
  for (const bucket of await s3.listBuckets()) {
    if (!bucket.name.startsWith(`${namespace}-`)) continue;
    const names: string[] = [];
    for await (const obj of s3.listObjectsV2(bucket.name, '', true)) if (obj.name) names.push(obj.name);
    if (names.length) await s3.removeObjects(bucket.name, names);
    await s3.removeBucket(bucket.name);
  }
}
