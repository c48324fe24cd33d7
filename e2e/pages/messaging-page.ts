import { expect, type Locator, type Page } from '@playwright/test';
import { AssignedToSelector } from './assigned-to-popout';

/** The message composer at /messages (02 §2.6) and its Sent view at /messages/sent. */
export class MessagingPage {
  readonly form: Locator;
  readonly students: AssignedToSelector;
  readonly subject: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly attachFiles: Locator;
  readonly attachments: Locator;
  readonly mergeTags: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'New message' });
    this.students = new AssignedToSelector(page, this.form.getByRole('button', { name: /^\*?\s*Students$/ }), this.form, 'Students');
    this.subject = this.form.getByRole('textbox', { name: /^\*?\s*Subject$/ });
    this.message = this.form.getByRole('textbox', { name: /^\*?\s*Message$/ });
    this.send = this.form.getByRole('button', { name: /^(Send|Sending)$/ });
    this.attachFiles = this.form.getByRole('button', { name: 'Attach files' });
    this.attachments = this.form.getByRole('list', { name: 'Attachments' });
    this.mergeTags = this.form.getByRole('group', { name: 'Merge tags' });
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  sendTo(label: 'Students' | 'Parents' | 'Students and Parents') {
    return this.form.getByRole('radio', { name: label, exact: true });
  }

  /** The merge-tag chip whose name begins with `label` ("Recipient's name", "Student's name", 'School', 'Sender'). */
  tag(label: string) {
    return this.mergeTags.getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
  }

  /** A message shown under a field or as the page's status. */
  text(message: string) {
    return this.page.getByText(message, { exact: true });
  }

  /** Attaches files through the browser's file chooser, as the Attach files button opens it. */
  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.attachFiles.click();
    await (await chooser).setFiles(files);
  }

  async expectStatus(text: string) {
    await expect(this.text(text)).toBeVisible({ timeout: 60_000 });
  }
}
