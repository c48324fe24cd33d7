// The messages service's calls the composer makes (02 §7): the allowed attachment types (kept 30
// minutes), the upload (multipart, with its progress, under the spec's one-hour upload time-out)
// and Notify (under its ten-minute time-out).
import { endpointQuery, getQueryClient, getSuite, queryKeys } from '@homework/platform/api';
import {
  CACHE_MINUTES,
  MESSAGE_POST_TIMEOUT_MS,
  MESSAGE_UPLOAD_TIMEOUT_MS,
  MESSAGING,
  type NotifyRequest,
} from '@homework/contracts';
import type { UploadedFile } from '@homework/ui';

const api = () => getSuite().api;

export const loadMessageAttachmentTypes = () =>
  getQueryClient().fetchQuery(
    endpointQuery(MESSAGING.validAttachmentFileTypes, { key: queryKeys.attachmentTypes('messages'), lifetime: { minutes: CACHE_MINUTES.attachmentTypes } }),
  );

/** The uploader's file: its Id is the blob reference Notify names the attachment by. */
export async function uploadMessageAttachment(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api().call(MESSAGING.uploadAttachment, { body: form }, {
    signal,
    onProgress,
    timeoutMs: MESSAGE_UPLOAD_TIMEOUT_MS,
  });
  return { Id: answer.BlobReference, FileName: answer.FileName, FileSize: answer.FileSize };
}

export const postNotify = (body: NotifyRequest) => api().call(MESSAGING.notify, { body }, { timeoutMs: MESSAGE_POST_TIMEOUT_MS });
