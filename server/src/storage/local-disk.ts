// Files under `${DATA_DIR}/files`, one file per key. Writes go to `.tmp/` first and are renamed into
// place when complete, so a reader never sees half a file and a failed write leaves nothing.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidStorageKey, type FileStorage } from './file-storage';

const TMP = '.tmp';
/** Temporary files older than this are left-overs of a process that stopped mid-write. */
const STALE_TMP_MS = 60 * 60 * 1000;

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** Creates the folders and removes temporary files a stopped process left behind. */
  async init(): Promise<void> {
    await fs.mkdir(path.join(this.root, TMP), { recursive: true });
    const now = Date.now();
    for (const name of await fs.readdir(path.join(this.root, TMP))) {
      const file = path.join(this.root, TMP, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_TMP_MS) await fs.rm(file, { force: true });
    }
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const tmp = path.join(this.root, TMP, `${randomUUID()}.part`);
    await fs.mkdir(path.dirname(tmp), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const sink = createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, counter, sink);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(tmp, target);
      return { size };
    } catch (error) {
      // A body that failed before the file had opened: the file is still created as the stream
      // closes, so it is removed once closed, not before (a partial file was left 1 time in 60).
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  /**
   * The file is opened here, not when the stream is first read: a file removed in between (its
   * homework deleted) is "none", never an 'error' on a stream that nothing listens to yet.
   */
  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const handle = await fs.open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const stat = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    // Closes the file when the stream ends, fails or is destroyed (a download cut off).
    return { stream: handle.createReadStream(), size: stat.size };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async checkWritable(): Promise<void> {
    const probe = path.join(this.root, TMP, `${randomUUID()}.write-check`);
    await fs.writeFile(probe, '', { flag: 'wx' });
    await fs.rm(probe, { force: true });
  }

  close(): void {}

  private pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
