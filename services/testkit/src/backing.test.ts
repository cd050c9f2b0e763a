// The testkit's promise, checked against the real servers: a database, a JetStream stream and an S3
// bucket all work through the addresses a test file gets, and release() removes what the file made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { startBackingServices, type TestEnv } from './backing.js';
import { createS3Client } from '@immortal/kit';

describe('testkit backing services', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startBackingServices();
  });
  afterAll(async () => {
    await env?.release();
  });

  it('gives each file a namespace and a complete service environment', () => {
    expect(env.namespace).toMatch(/^t[0-9a-f]{8}$/);
    const config = env.config('network-chat');
    expect(config).toMatchObject({
      PORT: '0',
      MONGO_DB: `${env.namespace}_network_chat`,
      BUS_PREFIX: env.namespace,
      S3_BUCKET_PREFIX: env.namespace,
      INTERNAL_TOKEN: 'test-internal-token-0123456789',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'false',
    });
    expect(config.MONGO_URL).toBe(env.mongoUrl);
    expect(config.NATS_URL).toBe(env.natsUrl);
  });

  it('when a document is inserted, then it can be found again', async () => {
    const client = await new mongoose.mongo.MongoClient(env.mongoUrl).connect();
    try {
      const notes = client.db(env.config('journal').MONGO_DB).collection<{ _id: string; text: string }>('notes');
      await notes.insertOne({ _id: 'n1', text: 'hello' });
      expect(await notes.findOne({ _id: 'n1' })).toEqual({ _id: 'n1', text: 'hello' });
    } finally {
      await client.close();
    }
  });

  it('when an event is published to a JetStream stream, then the stream stores it once', async () => {
    const nc: NatsConnection = await connect({ servers: env.natsUrl });
    try {
      const stream = `${env.namespace}_PROBE`;
      const jsm = await jetstreamManager(nc);
      await jsm.streams.add({ name: stream, subjects: [`${env.namespace}.probe.>`] });
      const js = jetstream(nc);
      const ack = await js.publish(`${env.namespace}.probe.created`, JSON.stringify({ n: 1 }), { msgID: 'probe-1' });
      const again = await js.publish(`${env.namespace}.probe.created`, JSON.stringify({ n: 1 }), { msgID: 'probe-1' });
      expect(ack.stream).toBe(stream);
      expect(again.duplicate).toBe(true);
      expect((await jsm.streams.info(stream)).state.messages).toBe(1);
    } finally {
      await nc.close();
    }
  });

  it('when an object is put in a bucket, then the same bytes come back', async () => {
    const s3 = createS3Client(env.s3);
    const bucket = `${env.namespace}-probe`;
    await s3.makeBucket(bucket, env.s3.region);
    await s3.putObject(bucket, 'a/b.txt', Buffer.from('immortal'));
    const chunks: Buffer[] = [];
    for await (const chunk of await s3.getObject(bucket, 'a/b.txt')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('immortal');
  });

  it('when released, then the namespace has no database, stream or bucket left', async () => {
    const other = await startBackingServices();
    const client = await new mongoose.mongo.MongoClient(other.mongoUrl).connect();
    const nc = await connect({ servers: other.natsUrl });
    const s3 = createS3Client(other.s3);
    try {
      await client.db(other.config('media').MONGO_DB).collection('x').insertOne({ a: 1 });
      await (await jetstreamManager(nc)).streams.add({ name: `${other.namespace}_MEDIA`, subjects: [`${other.namespace}.media.>`] });
      await s3.makeBucket(`${other.namespace}-photos`, other.s3.region);
      await s3.putObject(`${other.namespace}-photos`, 'p.jpg', Buffer.from('x'));

      await other.release();

      const dbs = (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name);
      expect(dbs.filter((d) => d.startsWith(other.namespace))).toEqual([]);
      const streams: string[] = [];
      for await (const s of (await jetstreamManager(nc)).streams.list()) streams.push(s.config.name);
      expect(streams.filter((s) => s.startsWith(other.namespace))).toEqual([]);
      expect(await s3.bucketExists(`${other.namespace}-photos`)).toBe(false);
      // the other file's namespace is untouched
      expect(dbs).toContain(env.config('journal').MONGO_DB);
    } finally {
      await client.close();
      await nc.close();
    }
  });
});
