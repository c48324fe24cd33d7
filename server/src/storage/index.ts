import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

export { isValidStorageKey, type FileStorage } from './file-storage';
export { LocalDiskStorage } from './local-disk';
export { S3Storage } from './s3';

/** The storage FILE_STORAGE names: a bucket, or local disk under `${dataDir}/files` (made ready first). */
export async function openFileStorage(config: Pick<ServerConfig, 'dataDir' | 'fileStorage'>): Promise<FileStorage> {
  if (config.fileStorage.kind === 's3') return new S3Storage(config.fileStorage);
  const disk = new LocalDiskStorage(path.join(config.dataDir, 'files'));
  await disk.init();
  return disk;
}
