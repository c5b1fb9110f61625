import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Storage } from './index';
import type { ByteRange, StoredRead } from './keys';

type S3Settings = NonNullable<Config['s3']>;
type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Any S3-compatible store (AWS, MinIO, Garage, R2…). Path-style addressing works with all of
 * them, where virtual-host style needs DNS per bucket. The SDK is loaded on first use so that
 * local-disk installs never pay for it.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private client: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: this.settings.accessKey, secretAccessKey: this.settings.secretKey },
      }),
    }));
    return this.client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<StoredRead | 'unsatisfiable' | null> {
    const { sdk, client } = await this.connect();
    const header = range ? ('suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`) : undefined;
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: header }));
      const length = object.ContentLength ?? 0;
      // "bytes 0-99/1234" when a range was served; otherwise the whole object.
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      const stream = object.Body as Readable;
      if (served) return { stream, start: Number(served[1]), end: Number(served[2]), size: Number(served[3]) };
      return { stream, start: 0, end: Math.max(0, length - 1), size: length };
    } catch (error) {
      const name = (error as { name?: string }).name;
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (name === 'NoSuchKey' || status === 404) return null;
      if (name === 'InvalidRange' || status === 416) return 'unsatisfiable';
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const { sdk, client } = await this.connect();
    // One DeleteObject per key: every S3-compatible server has it, not all have DeleteObjects.
    await Promise.all(keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))));
  }

  async *list(): AsyncIterable<{ key: string; bytes: number }> {
    const { sdk, client } = await this.connect();
    for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: this.settings.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, bytes: object.Size ?? 0 };
      }
    }
  }
}
