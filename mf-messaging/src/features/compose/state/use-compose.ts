// The composer's draft and what the page shows of it (02 §3 "Message draft state", §4): the
// selection, Send to, subject, message and attachments; each field's validation error, cleared
// when that field changes; the status after a send, with who it missed and why. A send that reached
// anyone clears the draft; one that reached nobody keeps it. The draft is kept in the browser too
// (use-kept-message.ts), and a kept one is offered back.
import { useRef, useState } from 'react';
import {
  DEFAULT_SEND_TO,
  MESSAGES,
  sentSummary,
  type MessageField,
  type MessageValidationError,
  type NotifyResult,
} from '@homework/contracts';
import { EMPTY_ASSIGNED_TO, type StatusKind } from '@homework/ui';
import { useSendMessage, type MessageDraft } from '../api/use-send-message';
import type { ComposeValues, KeptMessage } from '../utils/message-draft';
import type { MessagingKey } from '../../../messages';
import { useKeptMessage } from './use-kept-message';

export type ComposeErrors = Partial<Record<MessageField, string>>;

/** A text the page words in its language: a catalogue key and its values. */
export interface Said {
  key: MessagingKey;
  values?: Record<string, string | number>;
}

export interface ComposeStatus {
  kind: StatusKind;
  message?: Said;
  /** The recipients the send did not reach, each with the server's reason. */
  missed?: NotifyResult[];
}

export const EMPTY_VALUES: ComposeValues = {
  assignedTo: EMPTY_ASSIGNED_TO,
  sendTo: DEFAULT_SEND_TO,
  subject: '',
  message: '',
  attachments: [],
  bilingual: false,
  subjectCy: '',
  messageCy: '',
};

/**
 * The fields whose errors a change of this value clears: the selector and Send to both make the
 * recipients; writing in one language again takes the Welsh part's away.
 */
const FIELDS_OF: Record<keyof ComposeValues, MessageField[]> = {
  assignedTo: ['recipients'],
  sendTo: ['recipients'],
  subject: ['subject'],
  message: ['message'],
  attachments: ['attachments'],
  bilingual: ['subjectCy', 'messageCy'],
  subjectCy: ['subjectCy'],
  messageCy: ['messageCy'],
};

const STATUS_KIND = { None: 'NONE', Sending: 'NONE', Info: 'INFO', Success: 'SUCCESS', Error: 'ERROR' } as const;
const SUMMARY_KEYS = new Map<string, MessagingKey>([
  [MESSAGES.messageSent, 'status.sent'],
  [MESSAGES.allMessagesSent, 'status.allSent'],
]);

const errorsById = (errors: readonly MessageValidationError[]): ComposeErrors =>
  Object.fromEntries(errors.map((error) => [error.id, error.errorMessage]));

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** 02 §8's result of a send (the contracts' rule), in the catalogue's words. */
function sentStatus(results: readonly NotifyResult[]): ComposeStatus {
  const summary = sentSummary(results);
  const sent = results.filter((result) => result.Status === 0).length;
  // Plain strings, not numbers: 02 §8's text writes the counts as digits, with no grouping.
  const message: Said = { key: SUMMARY_KEYS.get(summary.text) ?? 'status.someSent', values: { sent: String(sent), total: String(results.length) } };
  return { kind: STATUS_KIND[summary.status], message, missed: results.filter((result) => result.Status !== 0) };
}

export function useCompose() {
  const [values, setValuesState] = useState<ComposeValues>(EMPTY_VALUES);
  // The values as of the last change, for the draft kept at each keystroke.
  const latest = useRef(values);
  const setValues = (next: ComposeValues) => {
    latest.current = next;
    setValuesState(next);
  };
  const kept = useKeptMessage();
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [status, setStatus] = useState<ComposeStatus>({ kind: 'NONE' });
  const [uploading, setUploading] = useState(false);
  // A new number gives the attachments field a fresh life (its messages and uploads) after a send.
  const [generation, setGeneration] = useState(0);
  const sending = useSendMessage();

  function change<K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) {
    const next = { ...latest.current, [key]: value };
    setValues(next);
    kept.keep(next);
    const fields = FIELDS_OF[key];
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  }

  async function send() {
    if (sending.isPending || uploading) return;
    setStatus({ kind: 'NONE' });
    const { assignedTo, sendTo, subject, message } = values;
    const draft: MessageDraft = {
      assignedTo,
      sendTo,
      subject,
      message,
      attachments: values.attachments.filter((attachment) => attachment.Id),
      ...(values.bilingual ? { welsh: { subject: values.subjectCy, message: values.messageCy } } : {}),
    };
    try {
      const outcome = await sending.mutateAsync(draft);
      if (outcome.kind === 'invalid') {
        setErrors(errorsById(outcome.errors));
        return;
      }
      setErrors({});
      setStatus(sentStatus(outcome.results));
      if (outcome.results.some((result) => result.Status === 0)) {
        // The next message starts afresh, but for who it goes to: a teacher writing to parents all
        // week keeps Send to as they chose it, and one writing in both languages keeps writing in both.
        setValues({ ...EMPTY_VALUES, sendTo: latest.current.sendTo, bilingual: latest.current.bilingual });
        setGeneration((current) => current + 1);
        kept.forget();
      }
    } catch (failure) {
      setStatus({ kind: 'ERROR', message: { key: 'status.failed', values: { reason: messageOf(failure) } } });
    }
  }

  /** The kept draft back in the composer (its attachments are not kept). */
  function restore(draft: KeptMessage) {
    const { assignedTo, sendTo, subject, message, welsh } = draft;
    const both = welsh ? { bilingual: true, subjectCy: welsh.subject, messageCy: welsh.message } : {};
    setValues({ ...EMPTY_VALUES, assignedTo, sendTo, subject, message, ...both });
    setErrors({});
    kept.keep(latest.current);
  }

  return {
    values,
    errors,
    status,
    change,
    send,
    /** The draft kept from an earlier visit, until the teacher types, restores or discards it. */
    kept: { offered: kept.offered, timeZone: kept.timeZone, restore, discard: kept.forget, forget: kept.forget },
    /** 02 §2.6: Send is disabled while sending or while attachments upload. */
    sending: sending.isPending,
    uploading,
    setUploading,
    generation,
  };
}

export type Compose = ReturnType<typeof useCompose>;
