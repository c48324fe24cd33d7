// File storage for uploads: local disk by default (local-disk.ts), or an S3-compatible bucket (s3.ts,
// a multipart upload completed only on success, aborted otherwise). storage-contract.test.ts holds
// both to this contract.
import type { Readable } from 'node:stream';

export interface FileStorage {
  /**
   * Streams `source` to `key`. The file becomes visible only once the whole stream was written;
   * when the stream fails (aborted upload, size guard), nothing is left behind.
   */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Writes and removes a small file of its own; throws when the storage cannot take files (readiness). */
  checkWritable(): Promise<void>;
  /** Lets go of connections, when the server stops. */
  close(): void;
}

/**
 * Keys are slash-separated words of letters, digits, '.', '-' and '_' that do not begin with a dot
 * (a release's files keep their names, releases/mf-homework/1.2.0/main.3f9a1c2b.js): never '..',
 * never absolute, never the storages' own folders (.tmp, .write-check).
 */
export const isValidStorageKey = (key: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key);
