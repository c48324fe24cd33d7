// Which chosen files may be uploaded (01 §5, 02 §5): the extension must be one the server allows
// (case-insensitive), the size within the limit, the count within the limit where there is one; a
// file whose name is already attached is ignored without a message.
import { isAllowedFileType, type Language } from '@homework/contracts';
import { attachmentMessages } from './messages';

const format = attachmentMessages.format;

export interface AttachmentLimits {
  validTypes: readonly string[];
  maxBytes: number;
  tooLargeMessage?(fileName: string): string;
  maxCount?: number;
  maxCountMessage?: string;
  /** The page's language, for the messages not given; English if not given. */
  language?: Language;
}

export interface CheckedFiles {
  accepted: File[];
  errors: string[];
}

const BYTES_PER_MB = 1024 * 1024;

/** '150 MB', '5 MB', '1.5 MB', '820 KB', '12 bytes', in the language given (English if none). */
export function formatFileSize(bytes: number, language: Language = 'en'): string {
  if (bytes >= BYTES_PER_MB) return format('size.mb', { size: trimNumber(bytes / BYTES_PER_MB) }, language);
  if (bytes >= 1024) return format('size.kb', { size: trimNumber(bytes / 1024) }, language);
  return format('size.bytes', { count: bytes, n: String(bytes) }, language);
}
const trimNumber = (value: number) => String(Math.round(value * 10) / 10);

/** The homework form's message when none is given (the spec gives one only for the composer). */
export const defaultTooLargeMessage = (maxBytes: number, language: Language = 'en') => (fileName: string) =>
  format('attach.tooLarge', { file: fileName, size: formatFileSize(maxBytes, language) }, language);

export const defaultMaxCountMessage = (maxCount: number, language: Language = 'en') => format('attach.maxCount', { count: maxCount }, language);

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Splits a choice of files into those to upload and the messages for the rest. `attachedNames` are
 * the files already attached or uploading. The count message is given once, however many files it stops.
 */
export function checkFiles(files: readonly File[], attachedNames: readonly string[], limits: AttachmentLimits): CheckedFiles {
  const accepted: File[] = [];
  const errors: string[] = [];
  const names = [...attachedNames];
  const { language = 'en' } = limits;
  const tooLarge = limits.tooLargeMessage ?? defaultTooLargeMessage(limits.maxBytes, language);
  let countExceeded = false;

  for (const file of files) {
    if (names.some((name) => sameName(name, file.name))) continue;
    if (!isAllowedFileType(file.name, limits.validTypes)) {
      errors.push(format('attach.notSupported', { file: file.name }, language));
    } else if (file.size > limits.maxBytes) {
      errors.push(tooLarge(file.name));
    } else if (limits.maxCount !== undefined && names.length >= limits.maxCount) {
      countExceeded = true;
    } else {
      accepted.push(file);
      names.push(file.name);
    }
  }
  if (countExceeded) errors.push(limits.maxCountMessage ?? defaultMaxCountMessage(limits.maxCount!, language));
  return { accepted, errors };
}
