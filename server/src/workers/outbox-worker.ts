// The outbox worker: claims due recipients (`for update skip locked`, so several workers share one
// queue), sends each its own mail over SMTP, and records the outcome — sent; or due again after an
// exponential back-off; or failed once the server refuses for good or the attempts run out. The
// recipient's reason is in a teacher's words (failure-reason.ts); the mail server's own answer goes
// to the log, for the operator. Runs inside the server process, or as its own process (workers/main.ts).
import type { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db';
import {
  claimDueMail,
  findMessagesForMail,
  markMailAttemptFailed,
  markMailSent,
  type ClaimedMail,
  type MessageForMail,
} from '../domain/mail/outbox-queries';
import { renderMail } from '../domain/mail/render';
import { ATTACHMENT_UNREADABLE, mailFailureReason } from './failure-reason';
import { PASSWORD_LINK_TAG, makePasswordLink } from '../domain/password-links';
import type { FileStorage } from '../storage';

export interface OutboxSettings {
  smtpUrl: string;
  mailFrom: string;
  /** The origin the links in password mails point at. */
  publicUrl: string;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  maxAttempts: number;
  connections: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /** How long a claimed row is held before another worker may take it (a worker that died). */
  leaseSeconds?: number;
  /** The pause when nothing is due. */
  idleMs?: number;
}

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The delay before attempt `attempts + 1`: base, doubled each time, at most `max`. */
export function retryDelaySeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
  code?: string;
}

/** A 5xx answer to the message itself is final (the mailbox does not exist...); anything else may pass later. */
export const isPermanent = (error: SmtpError) => typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
/** The mail server's answer, or the error, as the operator's log gives it. */
const technicalReasonOf = (error: SmtpError) => (error.response ?? error.message ?? String(error)).slice(0, 1000);

export function createMailTransport(settings: Pick<OutboxSettings, 'smtpUrl' | 'connections'>): Transporter {
  return nodemailer.createTransport(settings.smtpUrl, {
    pool: true,
    maxConnections: settings.connections,
    maxMessages: Infinity,
    // A relay that stops answering must not hold a batch for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
}

type LoadedMessage = MessageForMail & { files: Buffer[]; unreadable?: Error };

/** What one batch came to: mails sent, to be tried again, and failed for good (counted in metrics). */
export type MailOutcomes = (counts: { sent: number; retried: number; failed: number }) => void;

export class OutboxWorker {
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | undefined;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly settings: OutboxSettings,
    private readonly log: Logger,
    private readonly outcomes: MailOutcomes = () => undefined,
  ) {
    this.transport = createMailTransport(settings);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    this.transport.close();
  }

  /** Looks for due mail now rather than after the idle pause (a message was just queued). */
  wake(): void {
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'outbox batch failed');
      }
      if (handled === 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.settings.idleMs ?? 500);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = undefined;
      }
    }
  }

  /** One batch: claim, send, record. Answers how many rows it handled. */
  async runOnce(): Promise<number> {
    const claimed = await claimDueMail(this.db, this.settings.batchSize ?? 100, this.settings.leaseSeconds ?? 120);
    if (claimed.length === 0) return 0;
    const messages = await this.messagesOf(claimed);
    let sent = 0;
    const failed: { schoolId: string; id: string; messageId: string; reason: string; technical: string; delaySeconds: number; final: boolean }[] = [];
    await Promise.all(
      claimed.map(async (row) => {
        const message = messages.get(`${row.schoolId}/${row.messageId}`);
        try {
          if (!message) throw new Error('The message was not found.');
          await this.send(row, message);
        } catch (error) {
          const final = isPermanent(error as SmtpError) || row.attempts >= this.settings.maxAttempts;
          const delaySeconds = retryDelaySeconds(row.attempts, this.settings.retryBaseSeconds, this.settings.retryMaxSeconds);
          const technical = technicalReasonOf(error as SmtpError);
          failed.push({ schoolId: row.schoolId, id: row.id, messageId: row.messageId, reason: mailFailureReason(error as SmtpError), technical, delaySeconds, final });
          return;
        }
        // Recorded as soon as the server took it: a worker that dies now re-sends only the mails in
        // flight (after the lease, with the same Message-ID), not the rest of its batch.
        await markMailSent(this.db, [row]);
        sent += 1;
      }),
    );
    await markMailAttemptFailed(this.db, failed);
    const final = failed.filter((f) => f.final).length;
    this.outcomes({ sent, retried: failed.length - final, failed: final });
    // One line per mail failed for good, naming it, so that the operator can find why a teacher's
    // message missed someone; mail to be tried again is summed up by its answers.
    for (const f of failed.filter((f) => f.final)) {
      this.log.warn({ schoolId: f.schoolId, messageId: f.messageId, recipientRowId: f.id, error: f.technical }, 'mail failed for good');
    }
    const retried = failed.filter((f) => !f.final);
    if (retried.length) this.log.warn({ sent, retried: retried.length, errors: [...new Set(retried.map((f) => f.technical))] }, 'some mail to be tried again');
    return claimed.length;
  }

  /** The batch's messages with their files; a file that cannot be read fails that message's mails only. */
  private async messagesOf(rows: readonly ClaimedMail[]): Promise<Map<string, LoadedMessage>> {
    const keys = [...new Map(rows.map((r) => [`${r.schoolId}/${r.messageId}`, { schoolId: r.schoolId, messageId: r.messageId }])).values()];
    const found = await findMessagesForMail(this.db, keys);
    const withFiles = await Promise.all(
      found.map(async (message): Promise<LoadedMessage> => {
        try {
          return { ...message, files: await Promise.all(message.attachments.map((a) => this.read(a.storageKey))) };
        } catch (error) {
          const unreadable = Object.assign(new Error((error as Error).message, { cause: error }), { code: ATTACHMENT_UNREADABLE });
          return { ...message, files: [], unreadable };
        }
      }),
    );
    return new Map(withFiles.map((message) => [`${message.schoolId}/${message.id}`, message]));
  }

  /** An attachment's bytes, read once per batch (at most three files of 5 MB per message). */
  private async read(key: string): Promise<Buffer> {
    const file = await this.storage.get(key);
    if (!file) throw new Error(`attachment file ${key} is missing`);
    return streamToBuffer(file.stream);
  }

  private async send(row: ClaimedMail, message: LoadedMessage): Promise<void> {
    if (message.unreadable) throw message.unreadable;
    // A password mail's link is made now, so that only its hash is ever stored.
    const bodyHtml =
      message.kind === 'password'
        ? message.bodyHtml.replaceAll(PASSWORD_LINK_TAG, await makePasswordLink(this.db, row.schoolId, row.id, this.settings.publicUrl))
        : message.bodyHtml;
    const mail = renderMail(row, { ...message, bodyHtml }, { from: this.settings.mailFrom });
    await this.transport.sendMail({
      ...mail,
      attachments: message.attachments.map((a, index) => ({ filename: a.fileName, contentType: a.contentType, content: message.files[index] })),
    });
  }
}

function streamToBuffer(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
