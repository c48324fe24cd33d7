// What the messaging tests share: a real SMTP server (smtp-server) that parses what arrives
// (mailparser) and can be stopped and started again on its port, and calls of the messaging routes.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ServerConfig } from '../../src/config';
import { startHomeworkServer, type HomeworkTestServer } from './homework-server';
import { freePort } from '.';

export interface CaughtMail {
  messageId: string;
  envelopeTo: string[];
  to: string;
  from: string;
  fromName: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** Raw header lines by lower-case name ('list-unsubscribe' -> 'List-Unsubscribe: <mailto:...>'). */
  headerLines: Map<string, string>;
  attachments: { filename: string; content: Buffer }[];
}

export interface MailServer {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Addresses the server refuses with 550 (a mailbox that does not exist). */
  refuse: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until `count` mails have arrived in all (or to `address`, with `subject`). */
  waitFor(count: number, address?: string, subject?: string, timeoutMs?: number): Promise<CaughtMail[]>;
}


const addressText = (value: ParsedMail['to']) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : (value?.text ?? ''));

export async function startMailServer(): Promise<MailServer> {
  const port = await freePort();
  const mails: CaughtMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        // A stopped server lets go of the worker's pooled connections at once.
        closeTimeout: 100,
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse.has(address.address.toLowerCase())) {
            return callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
          }
          callback();
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              const replyTo = parsed.replyTo?.value[0];
              mails.push({
                messageId: parsed.messageId ?? '',
                envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                to: addressText(parsed.to),
                from: parsed.from?.value[0]?.address ?? '',
                fromName: parsed.from?.value[0]?.name ?? '',
                replyTo: replyTo?.address ?? '',
                subject: parsed.subject ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
                headerLines: new Map(parsed.headerLines.map((h) => [h.key, h.line])),
                attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', content: a.content })),
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.on('error', () => undefined);
      server.listen(port, '127.0.0.1', () => resolve());
      server.once('error', reject);
    });

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    async waitFor(count, address, subject, timeoutMs = 20_000) {
      const matching = () =>
        mails.filter((m) => (!address || m.envelopeTo.includes(address.toLowerCase())) && (subject === undefined || m.subject === subject));
      const until = Date.now() + timeoutMs;
      while (matching().length < count) {
        if (Date.now() > until) throw new Error(`${matching().length} of ${count} mails arrived${address ? ` for ${address}` : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return matching();
    },
  };
}

/** Mails counted by Message-ID: any id seen more than once is a duplicate delivery. */
export function countByMessageId(mails: readonly CaughtMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}

/** A homework test server whose mail goes to an SMTP server of its own, retried after a second; the server's `stop` stops both. */
export async function startHomeworkServerWithMail(
  users: string[],
  overrides: Partial<ServerConfig> = {},
): Promise<{ server: HomeworkTestServer; mail: MailServer }> {
  const mail = await startMailServer();
  const server = await startHomeworkServer(users, {
    smtpUrl: mail.url,
    mailFrom: 'no-reply@homework.test',
    mailRetryBaseSeconds: 1,
    mailRetryMaxSeconds: 1,
    ...overrides,
  });
  const stop = async () => {
    await server.stop();
    await mail.stop();
  };
  return { server: { ...server, stop }, mail };
}
