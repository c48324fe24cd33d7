// A real S3-compatible server on loopback (s3rver, its objects in a temporary folder), for the tests
// that hold the S3 storage to the same contract as the disk.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSetting } from '../../src/config';

export interface TestS3 {
  /** A storage setting on its bucket, under `prefix`. */
  setting(prefix?: string): S3StorageSetting;
  /** FILE_STORAGE and the S3_* settings a server process on it is started with. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'homework-test';

export async function startS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any key pair; the SDK must not go looking for the machine's own.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    setting: (prefix = '') => ({ kind: 's3', bucket: BUCKET, prefix, endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    env: (prefix = '') => ({
      FILE_STORAGE: `s3://${BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
