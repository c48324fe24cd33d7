// Files in an S3-compatible bucket (FILE_STORAGE=s3://bucket/prefix), one object per key under the
// prefix, so that every server process on the same bucket serves every file. A write is a streamed
// multipart upload, completed only when the whole stream arrived; when the stream fails, the upload is
// aborted and no object is left. Downloads stream from the bucket through this server (no redirect to
// a presigned address: the download keeps its access check, headers and sandbox in one place).
import { randomUUID } from 'node:crypto';
import { Readable, Transform, pipeline } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageSetting } from '../config';
import { isValidStorageKey, type FileStorage } from './file-storage';

/** S3's smallest part: what one upload holds in memory per part in flight. */
const PART_BYTES = 5 * 1024 * 1024;
/** Parts sent at once: at most this many parts of one upload are in memory. */
const PARTS_IN_FLIGHT = 2;
/** Where the readiness check writes (not a key the services can name: they have no dot). */
const WRITE_CHECK_FOLDER = '.write-check';
/** A store that does not connect, or then sends nothing for this long, has failed: never a hang. */
const CONNECT_MS = 5_000;
const STORE_IDLE_MS = 60_000;

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly setting: S3StorageSetting,
    idleMs = STORE_IDLE_MS,
  ) {
    this.client = new S3Client({
      region: setting.region,
      endpoint: setting.endpoint,
      forcePathStyle: setting.forcePathStyle,
      // Unset, the SDK's own chain finds them (the environment, a profile, the machine's role).
      credentials: setting.credentials,
      // The SDK waits for ever by default; a download's pause while its reader catches up counts too.
      requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: idleMs },
    });
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    const Key = this.objectKey(key);
    let size = 0;
    // The stream's own failure (cut, too large, stalled), kept: lib-storage reports the abort's
    // failure instead when the store refuses the abort (s3rver does: STACK-NOTES).
    let failure: Error | undefined;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    pipeline(source, counter, (error) => {
      if (error) failure ??= error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.setting.bucket, Key, Body: counter },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      if (failure) throw failure;
      return { size };
    } catch (error) {
      counter.destroy();
      // A stream that failed after its last part was sent may still have been completed.
      await this.remove(key).catch(() => undefined);
      throw failure ?? error;
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.setting.bucket, Key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`object ${Key} has no readable body`);
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.setting.bucket, Key: this.objectKey(key) }));
  }

  async checkWritable(): Promise<void> {
    const Key = `${this.setting.prefix}${WRITE_CHECK_FOLDER}/${randomUUID()}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.setting.bucket, Key, Body: new Uint8Array(0), ContentLength: 0 }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.setting.bucket, Key }));
  }

  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${this.setting.prefix}${key}`;
  }
}
