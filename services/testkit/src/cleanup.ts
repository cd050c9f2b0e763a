// Drops everything a namespace created on the shared backing services: its databases, its streams
// (their consumers go with them) and its buckets, so one run leaves the shared set as it found it.
import mongoose from 'mongoose';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createS3Client } from '@immortal/kit';
import type { BackingInfo } from './shared-backing.js';

export async function dropDatabases(mongoUrl: string, namespace: string): Promise<void> {
  const client = await new mongoose.mongo.MongoClient(mongoUrl, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
    for (const db of databases) if (db.name.startsWith(`${namespace}_`)) await client.db(db.name).dropDatabase();
  } finally {
    await client.close();
  }
}

export async function deleteStreams(natsUrl: string, namespace: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${namespace}_`)) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}

export async function deleteBuckets(s3: BackingInfo['s3'], namespace: string): Promise<void> {
  const client = createS3Client(s3);
  for (const bucket of await client.listBuckets()) {
    if (!bucket.name.startsWith(`${namespace}-`)) continue;
    const names: string[] = [];
    for await (const obj of client.listObjectsV2(bucket.name, '', true)) if (obj.name) names.push(obj.name);
    if (names.length) await client.removeObjects(bucket.name, names);
    await client.removeBucket(bucket.name);
  }
}

/** Every step runs even when one fails; failures come back as one error. */
export async function cleanUpNamespace(backing: BackingInfo, namespace: string): Promise<void> {
  const results = await Promise.allSettled([
    dropDatabases(backing.mongoUrl, namespace),
    deleteStreams(backing.natsUrl, namespace),
    deleteBuckets(backing.s3, namespace),
  ]);
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error)?.message ?? r.reason)] : []));
  if (failed.length) throw new Error(`cleaning up namespace ${namespace} failed: ${failed.join('; ')}`);
}
