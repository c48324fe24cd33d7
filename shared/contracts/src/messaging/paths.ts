// The messaging calls' paths, relative to the messages service's base URL.
import type { SentMessageKind } from './codes';

export const MESSAGING_PATHS = {
  notify: 'Notification/Notify',
  notifyHomework: 'Notification/NotifyHomework',
  notifyFeedback: 'Notification/NotifyFeedback',
  validAttachmentFileTypes: 'v1/MessageAttachment/GetValidAttachmentFileTypes',
  uploadAttachment: 'v1/MessageAttachment/UploadAttachment',
  /** Beyond the spec: the signed-in teacher's sent messages, newest first, with per-state counts. */
  sent: 'v1/Message/Sent',
  /** One page of them, of one kind or all (kind null). */
  sentPage: ({ page, pageSize, kind }: { page: number; pageSize: number; kind: SentMessageKind | null }) =>
    `v1/Message/Sent?page=${page}&pageSize=${pageSize}${kind ? `&kind=${kind}` : ''}`,
  /** One sent message with every recipient's state (queued, sent, failed with the reason). */
  sentMessage: (messageId: string) => `v1/Message/Sent/${encodeURIComponent(messageId)}`,
  /** Puts a message's failed recipients back in the queue. */
  retryFailed: (messageId: string) => `v1/Message/Sent/${encodeURIComponent(messageId)}/RetryFailed`,
} as const;
