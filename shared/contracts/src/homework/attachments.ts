// Homework attachments (01 §3, §5): the file types a teacher may attach and the upload limit.
import { MAX_HOMEWORK_ATTACHMENT_BYTES } from '../constants';
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type { AttachmentSchema, UploadAnswerSchema } from './schemas';

/** A homework attachment. Id is the blob reference the upload answered with. */
export interface HomeworkAttachment extends Static<typeof AttachmentSchema> {
  /** Client-side only: 0 to 100 while uploading. */
  UploadProgress?: number;
}

/** UploadAttachment's answer. BlobReference equals Id. */
export type UploadAttachmentResponse = Static<typeof UploadAnswerSchema>;

/** GetValidAttachmentFileTypes answers these: lower-case extensions with the dot. */
export const HOMEWORK_ATTACHMENT_FILE_TYPES = [
  '.pdf', '.doc', '.docx', '.dot', '.dotx', '.rtf', '.txt', '.odt',
  '.xls', '.xlsx', '.csv', '.ods',
  '.ppt', '.pptx', '.pps', '.ppsx', '.odp',
  '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.tif', '.tiff', '.heic',
  '.mp3', '.wav', '.m4a', '.ogg',
  '.mp4', '.mov', '.avi', '.wmv', '.webm',
  '.zip',
] as const;

/** The extension of a file name, lower case with the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Compared case-insensitively; `types` may be written with or without the dot. */
export function isAllowedFileType(fileName: string, types: readonly string[]): boolean {
  const extension = fileExtension(fileName);
  if (!extension) return false;
  return types.some((type) => (type.startsWith('.') ? type : `.${type}`).toLowerCase() === extension);
}

export const isWithinHomeworkUploadLimit = (bytes: number) => bytes <= MAX_HOMEWORK_ATTACHMENT_BYTES;
