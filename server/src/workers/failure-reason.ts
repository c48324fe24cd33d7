// Why a delivery failed, in a teacher's words (decision 0023): the worker records this as the
// recipient's Reason, which Sent messages shows, and logs the mail server's own answer for the
// operator.
import { MAIL_FAILURE_REASONS } from '@homework/contracts';

/** What nodemailer's errors carry: its code (ESOCKET, EAUTH, EENVELOPE...), the server's answer code and the SMTP command. */
export interface MailFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

/** The worker's own code for a message whose attached file could not be read (nodemailer never sends it). */
export const ATTACHMENT_UNREADABLE = 'EATTACHMENT';

/** Failures before any answer from the mail server: it was not reached, or the connection broke. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROTOCOL']);
/** Answers to RCPT TO that say the address itself is wrong (RFC 5321: no such user, not local, bad name). */
const NO_MAILBOX_CODES = new Set([550, 551, 553]);
/** Mailbox full or message too large, for now (452) or for good (552). */
const MAILBOX_FULL_CODES = new Set([452, 552]);

export function mailFailureReason(failure: MailFailure): string {
  if (failure.code === ATTACHMENT_UNREADABLE) return MAIL_FAILURE_REASONS.attachmentUnreadable;
  const answer = failure.responseCode;
  if (typeof answer === 'number') {
    if (MAILBOX_FULL_CODES.has(answer)) return MAIL_FAILURE_REASONS.mailboxFull;
    if (failure.code === 'EAUTH') return MAIL_FAILURE_REASONS.signIn;
    if (failure.command === 'RCPT TO' && NO_MAILBOX_CODES.has(answer)) return MAIL_FAILURE_REASONS.noMailbox;
    if (answer >= 400 && answer < 500) return MAIL_FAILURE_REASONS.busy;
    if (answer >= 500 && answer < 600) return MAIL_FAILURE_REASONS.refused;
  }
  if (failure.code === 'EAUTH') return MAIL_FAILURE_REASONS.signIn;
  if (failure.code && CONNECTION_CODES.has(failure.code)) return MAIL_FAILURE_REASONS.unreachable;
  return MAIL_FAILURE_REASONS.other;
}
