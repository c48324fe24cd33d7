// File storage for uploads. Local disk by default; an S3-compatible store can implement the same
// interface later (put = a multipart upload completed only on success, aborted otherwise).
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
}

/** Keys are slash-separated words of letters, digits, '-' and '_': never '..', never absolute. */
export const isValidStorageKey = (key: string) => /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key);
