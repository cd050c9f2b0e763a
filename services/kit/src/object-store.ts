// S3-neutral object storage through the `minio` client (MinIO, SeaweedFS, Garage or AWS S3).
//
// Keys are `<userId>/<id>`: every object belongs to one user, so erasing a user (identity.user.deleted)
// is one prefix removal, and a key built by `userKey` can never reach into another user's prefix.
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { ServiceConfig } from './config.js';

export type ObjectStoreConfig = Pick<ServiceConfig, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_REGION' | 'S3_BUCKET_PREFIX'>;

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

const KEY_PART = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A plain name (no slashes, no `..`), so a key built from it stays inside its user's prefix. */
function keyPart(part: string): string {
  if (!KEY_PART.test(part) || part.includes('..')) throw new Error(`not a valid object key part: ${JSON.stringify(part)}`);
  return part;
}

/** `<userId>/<id>`: the key of one user's object. */
export function userKey(userId: string, id: string): string {
  return `${keyPart(userId)}/${keyPart(id)}`;
}

/** An S3 client for MinIO, SeaweedFS, Garage or AWS S3 (also used by the testkit's clean-up). */
export function createS3Client(s3: { endpoint: string; accessKey: string; secretKey: string; region: string }): Client {
  const url = new URL(s3.endpoint);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    useSSL: url.protocol === 'https:',
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    // bucket in the path, not the host name: what MinIO, SeaweedFS and Garage serve without DNS set-up
    pathStyle: true,
  });
}

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes((err as { code?: string }).code ?? '');

export class ObjectStore {
  readonly client: Client;
  private lastReady = false;

  constructor(private readonly config: ObjectStoreConfig) {
    this.client = createS3Client({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, region: config.S3_REGION });
  }

  bucket(name: string): string {
    return `${this.config.S3_BUCKET_PREFIX}-${name}`;
  }

  /** Creates the bucket if missing; returns its full name. */
  async ensureBucket(name: string): Promise<string> {
    const bucket = this.bucket(name);
    if (!(await this.client.bucketExists(bucket))) {
      try {
        await this.client.makeBucket(bucket, this.config.S3_REGION);
      } catch (err) {
        // two instances racing to create it is fine
        if ((err as { code?: string }).code !== 'BucketAlreadyOwnedByYou') throw err;
      }
    }
    return bucket;
  }

  async put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket(bucket), key, body, body.length, { 'Content-Type': contentType });
  }

  /** The object, or null when there is none under that key. */
  async get(bucket: string, key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket(bucket), key);
      const body = await this.client.getObject(this.bucket(bucket), key);
      const contentType = (stat.metaData as Record<string, string>)['content-type'] ?? 'application/octet-stream';
      return { body, size: stat.size, contentType };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Removes one object; removing one that is not there is not an error. */
  async remove(bucket: string, key: string): Promise<void> {
    await this.client.removeObject(this.bucket(bucket), key);
  }

  /** Removes every object of one user (see `userKey`); returns how many there were. */
  async removeUser(bucket: string, userId: string): Promise<number> {
    const prefix = `${keyPart(userId)}/`;
    const names: string[] = [];
    for await (const obj of this.client.listObjectsV2(this.bucket(bucket), prefix, true)) if (obj.name) names.push(obj.name);
    for (let i = 0; i < names.length; i += 1000) await this.client.removeObjects(this.bucket(bucket), names.slice(i, i + 1000));
    return names.length;
  }

  /** For /readyz: answers from the last probe and starts the next, so a slow store never blocks it. */
  ready(): boolean {
    this.client
      .listBuckets()
      .then(() => (this.lastReady = true))
      .catch(() => (this.lastReady = false));
    return this.lastReady;
  }

  /** Probes the store once and remembers the answer (at start, before the first /readyz). */
  async probe(): Promise<boolean> {
    this.lastReady = await this.client.listBuckets().then(
      () => true,
      () => false,
    );
    return this.lastReady;
  }
}
