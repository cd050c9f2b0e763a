// S3-neutral object storage through the `minio` client (MinIO, SeaweedFS, Garage or AWS S3).
import { Client } from 'minio';
import type { ServiceConfig } from './config.js';

export class ObjectStore {
  readonly client: Client;
  constructor(private readonly config: Pick<ServiceConfig, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_REGION' | 'S3_BUCKET_PREFIX'>) {
    const url = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      useSSL: url.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
    });
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
}
