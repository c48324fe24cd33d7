// Reads a OneRoster CSV bundle (a zip, or a folder of its files) into memory, refusing anything
// larger than the limits before it is read: a file is refused by its size on disk, a zip entry by
// the size it declares and again by the bytes it actually unpacks to, counted while streaming.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { MAX_ROSTER_BUNDLE_BYTES } from '@homework/contracts';
import { REASONS, problemAt, type Problem } from './problems';

/** Each file of a bundle, unpacked (a 2,000-student school's largest, enrollments.csv, is about 3 MB). */
export const MAX_FILE_BYTES = 100 * 1024 ** 2;
/** The bundle: the zip on disk, and everything it unpacks to (the school admin's page uploads the same). */
export const MAX_BUNDLE_BYTES = MAX_ROSTER_BUNDLE_BYTES;

export interface Bundle {
  /** The files the import reads, by name (`users.csv`), whatever folder of the zip they were in. */
  files: Map<string, Buffer>;
  problems: Problem[];
}

/**
 * Reads `wanted` files of the bundle at `source`; others (demographics.csv, …) are never unpacked.
 * `label` names the bundle in problems (an upload's name as the school gave it, not its temporary file's).
 */
export async function readBundle(source: string, wanted: readonly string[], label = path.basename(source)): Promise<Bundle> {
  const stat = await fs.stat(source).catch(() => null);
  if (!stat) return failed(problemAt(label, null, null, REASONS.notFound));
  if (stat.isDirectory()) return readFolder(source, wanted);
  if (stat.size > MAX_BUNDLE_BYTES) return failed(problemAt(label, null, null, REASONS.tooLarge(stat.size, MAX_BUNDLE_BYTES)));
  return readZip(source, label, wanted);
}

const failed = (problem: Problem): Bundle => ({ files: new Map(), problems: [problem] });

async function readFolder(folder: string, wanted: readonly string[]): Promise<Bundle> {
  const bundle: Bundle = { files: new Map(), problems: [] };
  let total = 0;
  for (const name of wanted) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    if (stat.size > MAX_FILE_BYTES) bundle.problems.push(problemAt(name, null, null, REASONS.fileTooLarge(stat.size, MAX_FILE_BYTES)));
    else if ((total += stat.size) > MAX_BUNDLE_BYTES) bundle.problems.push(problemAt(name, null, null, REASONS.bundleTooLarge(MAX_BUNDLE_BYTES)));
    else bundle.files.set(name, await fs.readFile(file));
  }
  return bundle;
}

async function readZip(source: string, label: string, wanted: readonly string[]): Promise<Bundle> {
  let zip: yauzl.ZipFile;
  try {
    // validateEntrySizes: yauzl also stops a stream that unpacks to more than its entry declares.
    zip = await yauzl.openPromise(source, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    return failed(problemAt(label, null, null, REASONS.notZip((error as Error).message)));
  }
  const bundle: Bundle = { files: new Map(), problems: [] };
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = path.posix.basename(entry.fileName);
      if (entry.fileName.endsWith('/') || !wanted.includes(name)) continue;
      if (bundle.files.has(name)) {
        bundle.problems.push(problemAt(name, null, null, REASONS.twice));
        continue;
      }
      if (entry.uncompressedSize > MAX_FILE_BYTES) {
        bundle.problems.push(problemAt(name, null, null, REASONS.fileTooLarge(entry.uncompressedSize, MAX_FILE_BYTES)));
        continue;
      }
      total += entry.uncompressedSize;
      if (total > MAX_BUNDLE_BYTES) {
        bundle.problems.push(problemAt(name, null, null, REASONS.bundleTooLarge(MAX_BUNDLE_BYTES)));
        continue;
      }
      const read = await unpack(await zip.openReadStreamPromise(entry), entry.uncompressedSize);
      if (typeof read === 'string') bundle.problems.push(problemAt(name, null, null, read));
      else bundle.files.set(name, read);
    }
  } catch (error) {
    bundle.problems.push(problemAt(label, null, null, REASONS.notZip((error as Error).message)));
  } finally {
    zip.close();
  }
  return bundle;
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    const onEntry = (entry: yauzl.Entry) => (cleanUp(), resolve(entry));
    const onEnd = () => (cleanUp(), resolve(null));
    const onError = (error: Error) => (cleanUp(), reject(error));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** The entry's bytes, or why not: never more than it declared is held (a zip bomb lies about its size). */
async function unpack(stream: Readable, declared: number): Promise<Buffer | string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > declared) {
        stream.destroy();
        return REASONS.sizeMismatch;
      }
      chunks.push(chunk);
    }
  } catch (error) {
    const message = (error as Error).message;
    return /too many bytes/i.test(message) ? REASONS.sizeMismatch : REASONS.notZip(message);
  }
  return Buffer.concat(chunks, size);
}
