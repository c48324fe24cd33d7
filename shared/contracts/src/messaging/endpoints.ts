// The messaging calls (02 §7), one endpoint each (decision 0010), relative to the messages service's
// base URL.
import { endpoint, of } from '../endpoint';
import type { SentMessageKind } from './codes';
import type {
  FeedbackNotificationRequest,
  HomeworkNotificationRequest,
  MessageUploadAnswer,
  NotificationResult,
  NotifyRequest,
  NotifyResult,
  RetryFailedAnswer,
  SentMessageDetail,
  SentMessageSummary,
} from './rules';

const service = 'messages';

/** One page of the sent messages, of one kind or all (kind null). */
export interface SentPageQuery {
  page?: number;
  pageSize?: number;
  kind?: SentMessageKind | null;
}

export const MESSAGING = {
  notify: endpoint({ service, method: 'POST', path: 'Notification/Notify', body: of<NotifyRequest>(), answer: of<NotifyResult[]>() }),
  notifyHomework: endpoint({ service, method: 'POST', path: 'Notification/NotifyHomework', body: of<HomeworkNotificationRequest>(), answer: of<NotificationResult[]>() }),
  notifyFeedback: endpoint({ service, method: 'POST', path: 'Notification/NotifyFeedback', body: of<FeedbackNotificationRequest>(), answer: of<NotificationResult[]>() }),
  validAttachmentFileTypes: endpoint({ service, method: 'GET', path: 'v1/MessageAttachment/GetValidAttachmentFileTypes', answer: of<string[]>() }),
  /** Multipart field `file`. */
  uploadAttachment: endpoint({ service, method: 'POST', path: 'v1/MessageAttachment/UploadAttachment', as: 'upload', answer: of<MessageUploadAnswer>() }),
  /** Beyond the spec: the signed-in teacher's sent messages, newest first, with per-state counts. */
  sent: endpoint({ service, method: 'GET', path: 'v1/Message/Sent', query: of<SentPageQuery>(), answer: of<SentMessageSummary[]>() }),
  /** One sent message with every recipient's state (queued, sent, failed with the reason). */
  sentMessage: endpoint({ service, method: 'GET', path: 'v1/Message/Sent/:messageId', answer: of<SentMessageDetail>() }),
  /** Puts a message's failed recipients back in the queue. */
  retryFailed: endpoint({ service, method: 'POST', path: 'v1/Message/Sent/:messageId/RetryFailed', answer: of<RetryFailedAnswer>() }),
} as const;
