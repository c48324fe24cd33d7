export { isValidStorageKey, type FileStorage } from './file-storage';
export { LocalDiskStorage } from './local-disk';
