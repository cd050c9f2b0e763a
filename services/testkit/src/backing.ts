// What a test file gets: the run's shared backing services plus a namespace of its own, so databases,
// streams, consumers and buckets never collide between files running in parallel.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { startSharedBacking, type BackingInfo, type RunningBacking } from './shared-backing.js';
import { cleanUpNamespace } from './cleanup.js';
import { TEST_INTERNAL_TOKEN } from './http.js';

export interface TestEnv extends BackingInfo {
  /** unique per call: `t` + 8 lowercase hex characters */
  namespace: string;
  /** a complete environment for a service, like the stack's, isolated by the namespace */
  config(service: string): Record<string, string>;
  /** drops this namespace's databases, streams and buckets (and stops a private set, if any) */
  release(): Promise<void>;
}

export async function startBackingServices(): Promise<TestEnv> {
  // without the global setup (a file run on its own config), start a private set for this file
  let backing = inject('backing') as BackingInfo | undefined;
  let own: RunningBacking | undefined;
  if (!backing) {
    own = await startSharedBacking();
    backing = own.info;
  }
  const info = backing;
  const namespace = `t${randomBytes(4).toString('hex')}`;
  return {
    ...info,
    namespace,
    config: (service) => ({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      MONGO_URL: info.mongoUrl,
      MONGO_DB: `${namespace}_${service.replace(/-/g, '_')}`,
      NATS_URL: info.natsUrl,
      BUS_PREFIX: namespace,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      S3_ENDPOINT: info.s3.endpoint,
      S3_ACCESS_KEY: info.s3.accessKey,
      S3_SECRET_KEY: info.s3.secretKey,
      S3_REGION: info.s3.region,
      S3_BUCKET_PREFIX: namespace,
      DEMO_MODE: 'false',
    }),
    async release() {
      if (own) return own.stop(); // a private set is deleted whole
      // a leftover namespace harms no other file, so a failed clean-up warns instead of failing the file
      await cleanUpNamespace(info, namespace).catch((err: Error) => console.warn(`[testkit] ${err.message}`));
    },
  };
}
