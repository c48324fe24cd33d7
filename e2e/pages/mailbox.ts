// The mail the suite sent during a journey, read from the mail catcher (maildev 3) that
// playwright.config.ts starts beside the server, through maildev's REST API.
import { expect } from '@playwright/test';
import { mailboxURL } from '../playwright.config';

export interface CaughtAddress {
  address: string;
  name?: string;
}

export interface CaughtAttachment {
  filename: string;
  /** The name maildev stores it under (what its attachment route takes). */
  generatedFileName: string;
  contentType: string;
  size?: number;
}

/** A caught mail as maildev's API gives it (the fields journeys read). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: CaughtAddress[];
  to: CaughtAddress[];
  html?: string;
  text?: string;
  headers: Record<string, string | string[]>;
  attachments?: CaughtAttachment[];
  envelope: { to: CaughtAddress[] };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class Mailbox {
  /** `before`: mails caught before this view was made, which it does not see (see fromNow). */
  constructor(
    private readonly base = mailboxURL,
    private readonly before: ReadonlySet<string> = new Set(),
  ) {}

  private async call(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${this.base}/api${path}`, init);
    if (!response.ok) throw new Error(`maildev ${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return response;
  }

  /** Every caught mail this view sees, in the order it arrived. */
  async list(): Promise<CaughtMail[]> {
    const mails = (await (await this.call('/email')).json()) as CaughtMail[];
    return mails.filter((mail) => !this.before.has(mail.id));
  }

  /**
   * A view that sees only the mails caught from now on (call it before the step that should send).
   * Nothing is deleted: journeys running beside this one share the catcher and keep their mail.
   */
  async fromNow(): Promise<Mailbox> {
    const seen = (await (await this.call('/email')).json()) as CaughtMail[];
    return new Mailbox(this.base, new Set(seen.map((mail) => mail.id)));
  }

  /** The mails delivered to one address (the SMTP envelope's recipients, so Bcc counts too). */
  async to(address: string): Promise<CaughtMail[]> {
    const mails = await this.list();
    return mails.filter((mail) => [...mail.envelope.to, ...mail.to].some((to) => sameAddress(to.address, address)));
  }

  /** Waits until `count` mails (with `subject`, when given) have reached the address, and returns them. */
  async waitFor(address: string, { count = 1, subject, timeout = 30_000 }: { count?: number; subject?: string; timeout?: number } = {}): Promise<CaughtMail[]> {
    const matching = async () => (await this.to(address)).filter((mail) => subject === undefined || mail.subject === subject);
    await expect.poll(async () => (await matching()).length, { timeout, message: `mail to ${address}${subject ? ` "${subject}"` : ''}` }).toBeGreaterThanOrEqual(count);
    return matching();
  }

  /** Checks that nothing reaches the address for a while (mail is sent by a worker, not in the request). */
  async expectNone(address: string, { during = 5_000, subject }: { during?: number; subject?: string } = {}): Promise<void> {
    const until = Date.now() + during;
    while (Date.now() < until) {
      const mails = (await this.to(address)).filter((mail) => subject === undefined || mail.subject === subject);
      expect(mails, `no mail to ${address}${subject ? ` "${subject}"` : ''}`).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** The mail as it arrived (headers and MIME parts), for what the parsed form leaves out. */
  async source(mail: CaughtMail): Promise<string> {
    return (await this.call(`/email/${encodeURIComponent(mail.id)}/source`)).text();
  }

  /** The bytes of one attachment of a caught mail, by its file name. */
  async attachment(mail: CaughtMail, filename: string): Promise<Buffer> {
    const attachment = mail.attachments?.find((candidate) => candidate.filename === filename);
    if (!attachment) throw new Error(`"${mail.subject}" has no attachment "${filename}"`);
    const path = `/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`;
    const response = await this.call(path);
    return Buffer.from(await response.arrayBuffer());
  }
}

/**
 * A header of a caught mail, as one string (maildev lower-cases header names and keeps only plain
 * text ones: read address headers such as Reply-To from `mailbox.source(mail)`).
 */
export function header(mail: CaughtMail, name: string): string | undefined {
  const value = mail.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
