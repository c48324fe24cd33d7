// Send (02 §4, §5, §7): the draft's recipients are worked out, the draft is checked with the
// contracts' rule, and only a valid draft is posted to Notify. One mutation, so that the page reads
// 'Sending' from TanStack Query's own state for the whole of it. The analytics events of 02 §7.
import {
  ANALYTICS_EVENTS,
  validateMessageDraft,
  type MessageValidationError,
  type HomeworkAttachment,
  type NotifyResult,
  type SendTo,
} from '@homework/contracts';
import { trackEvent } from '@homework/platform/analytics';
import { queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import type { AssignedTo } from '@homework/ui';
import { messageHtml } from '../utils/message-html';
import { postNotify } from './messaging-api';
import { resolveRecipients } from './resolve-recipients';

export interface MessageDraft {
  assignedTo: AssignedTo;
  sendTo: SendTo;
  subject: string;
  message: string;
  /** Uploaded files only: Send waits while any is uploading. */
  attachments: HomeworkAttachment[];
  /** The Welsh part, when the message is written in both languages (subject and message its English). */
  welsh?: { subject: string; message: string };
}

export type SendOutcome = { kind: 'invalid'; errors: MessageValidationError[] } | { kind: 'sent'; results: NotifyResult[] };

async function send(draft: MessageDraft): Promise<SendOutcome> {
  const { studentCount, recipients } = await resolveRecipients(draft.assignedTo, draft.sendTo);
  const errors = validateMessageDraft({
    chosenCount: draft.assignedTo.groups.length + draft.assignedTo.students.length,
    studentCount,
    subject: draft.subject,
    message: draft.message,
    recipientCount: recipients.length,
    ...(draft.welsh ? { welsh: draft.welsh } : {}),
  });
  if (errors.length > 0) return { kind: 'invalid', errors };
  trackEvent(draft.attachments.length > 0 ? ANALYTICS_EVENTS.messageWithAttachment : ANALYTICS_EVENTS.messageWithoutAttachment);
  const results = await postNotify({
    Recipients: recipients,
    Message: {
      subject: draft.subject,
      messageBody: messageHtml(draft.message),
      ...(draft.welsh ? { subjectCy: draft.welsh.subject, messageBodyCy: messageHtml(draft.welsh.message) } : {}),
      attachments: draft.attachments.map((attachment) => ({
        FileName: attachment.FileName,
        BlobReference: attachment.Id,
        Description: attachment.Description,
      })),
    },
  });
  return { kind: 'sent', results };
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'sent') return;
      if (outcome.results.some((result) => result.Status === 0)) trackEvent(ANALYTICS_EVENTS.messageSent);
      void client.invalidateQueries({ queryKey: queryKeys.sentMessages() });
    },
  });
}
