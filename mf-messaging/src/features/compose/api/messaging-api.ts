// The messages service's calls the composer makes (02 §7): the allowed attachment types (kept 30
// minutes), the upload (multipart, with its progress, under the spec's one-hour upload time-out)
// and Notify (under its ten-minute time-out).
import { getQuery, getQueryClient, getSuite, queryKeys } from '@homework/platform/api';
import {
  CACHE_MINUTES,
  MESSAGE_POST_TIMEOUT_MS,
  MESSAGE_UPLOAD_TIMEOUT_MS,
  MESSAGING_PATHS,
  type MessageUploadAnswer,
  type NotifyRequest,
  type NotifyResult,
} from '@homework/contracts';
import type { UploadedFile } from '@homework/ui';

const api = () => getSuite().api;

export const loadMessageAttachmentTypes = () =>
  getQueryClient().fetchQuery(
    getQuery<string[]>(queryKeys.attachmentTypes('messages'), 'messages', MESSAGING_PATHS.validAttachmentFileTypes, { minutes: CACHE_MINUTES.attachmentTypes }),
  );

/** The uploader's file: its Id is the blob reference Notify names the attachment by. */
export async function uploadMessageAttachment(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api().upload<MessageUploadAnswer>('messages', MESSAGING_PATHS.uploadAttachment, form, {
    signal,
    onProgress,
    timeoutMs: MESSAGE_UPLOAD_TIMEOUT_MS,
  });
  return { Id: answer.BlobReference, FileName: answer.FileName, FileSize: answer.FileSize };
}

export const postNotify = (body: NotifyRequest) =>
  api().post<NotifyResult[]>('messages', MESSAGING_PATHS.notify, body, { timeoutMs: MESSAGE_POST_TIMEOUT_MS });
