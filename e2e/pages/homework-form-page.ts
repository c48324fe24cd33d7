import { expect, type Locator, type Page } from '@playwright/test';
import { clickOnceOpen } from './accessibility';
import { AssignedToSelector } from './assigned-to-popout';
import { chooseOption, chooseRadio, clearDate, expectChosen, typeDate } from './controls';

/** The Create Homework and Edit Homework pages: the homework form, its banner and its buttons. */
export class HomeworkFormPage {
  readonly region: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly title: Locator;
  readonly subject: Locator;
  readonly setBy: Locator;
  readonly assignedTo: AssignedToSelector;
  readonly availableFrom: Locator;
  readonly dueDate: Locator;
  readonly attachmentList: Locator;
  readonly attachmentMessages: Locator;
  readonly description: Locator;
  /** The description editor's toolbar (formatting, Link, Add Link). */
  readonly toolbar: Locator;
  /** The page's status banner: a success (role status) or an error (role alert, above the form). */
  readonly successBanner: Locator;
  readonly errorBanner: Locator;

  constructor(
    readonly page: Page,
    readonly mode: 'create' | 'edit',
  ) {
    this.region = page.getByRole('region', { name: mode === 'create' ? 'Create homework' : 'Edit homework' });
    // The page's one h1.
    this.heading = this.region.getByRole('heading', { level: 1, name: mode === 'create' ? 'Create Homework' : 'Edit Homework' });
    this.form = this.region.getByRole('form', { name: 'Homework' });
    this.title = this.form.getByRole('textbox', { name: 'Title' });
    this.subject = this.form.getByRole('combobox', { name: 'Subject' });
    this.setBy = this.form.getByRole('combobox', { name: 'Set by' });
    this.assignedTo = new AssignedToSelector(page, this.form.getByRole('button', { name: 'Assigned to' }), this.form);
    this.availableFrom = this.form.getByRole('textbox', { name: 'Available from' });
    this.dueDate = this.form.getByRole('textbox', { name: 'Due date' });
    this.attachmentList = this.form.getByRole('list', { name: 'Attachments' });
    this.attachmentMessages = this.form.getByRole('alert').filter({ hasText: /not supported|failed|larger/ });
    this.description = this.form.getByRole('textbox', { name: 'Description' });
    this.toolbar = this.form.getByRole('toolbar', { name: 'Formatting' });
    this.successBanner = this.region.getByRole('status');
    this.errorBanner = this.region.getByRole('alert').filter({ hasText: /^(Save failed|Failed to load)/ });
  }

  /** The form with its values in place (the editor is loaded lazily). */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.description).toBeVisible();
  }

  get submitButton() {
    return this.form.getByRole('button', { name: this.mode === 'create' ? 'Create' : 'Save', exact: true });
  }

  async submit() {
    await this.submitButton.click();
  }

  async chooseSubject(name: string) {
    await chooseOption(this.subject, name);
  }

  async expectSetBy(name: string) {
    await expectChosen(this.setBy, name);
  }

  async chooseSubmissionType(label: 'Online Submission' | 'In Person') {
    await chooseRadio(this.form.getByRole('radiogroup', { name: 'Submission Type' }).getByRole('radio', { name: label }));
  }

  async setDate(field: Locator, date: string) {
    await typeDate(field, date);
  }

  async clearDate(field: Locator) {
    await clearDate(field);
  }

  /** Types into the rich-text editor, after what is there. */
  async typeDescription(text: string) {
    await this.description.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Pastes into the editor as a browser does when HTML copied from a web page is pasted. */
  async pasteIntoDescription(html: string, text = html) {
    await this.description.click();
    await this.description.evaluate(
      (editor, { html, text }) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', text);
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { html, text },
    );
  }

  /** Opens the toolbar's 'Add Link' popout (display text and web address); answers its form. */
  async openAddLink() {
    await this.toolbar.getByRole('button', { name: 'Add Link' }).click();
    const popout = this.page.getByRole('form', { name: 'Add Link' });
    await expect(popout).toBeVisible();
    return popout;
  }

  /** Selects `length` characters of the description from `from` (0: its start), with the keyboard. */
  async selectInDescription(from: number, length: number) {
    await this.description.click();
    await this.page.keyboard.press('ControlOrMeta+Home');
    for (let at = 0; at < from; at += 1) await this.page.keyboard.press('ArrowRight');
    for (let at = 0; at < length; at += 1) await this.page.keyboard.press('Shift+ArrowRight');
  }

  /** Opens the toolbar's Link popout (a web address for the selected text); answers its form. */
  async openLink() {
    await this.toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    const popout = this.page.getByRole('form', { name: 'Link', exact: true });
    await expect(popout).toBeVisible();
    return popout;
  }

  /** Chooses a file (a path, or a name and contents) through the 'Attach files' button's file chooser. */
  async attach(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.form.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(file);
  }

  attachment(fileName: string) {
    return this.attachmentList.getByRole('listitem').filter({ hasText: fileName });
  }

  uploadProgress(fileName: string) {
    return this.form.getByRole('progressbar', { name: `Upload of ${fileName}` });
  }

  /** A field's message, shown under that field and nowhere else. */
  async expectErrorUnder(field: Locator, message: string) {
    const error = this.form.getByText(message, { exact: true });
    await expect(error).toBeVisible();
    await expect(error).toHaveCount(1);
    // Both boxes in one go: the page may be scrolling to the first error meanwhile.
    const control = await field.elementHandle();
    const gap = await error.evaluate((text, input) => text.getBoundingClientRect().top - (input as Element).getBoundingClientRect().bottom, control);
    await control?.dispose();
    // Below the field, and close to it (before the next field; a link may sit between).
    expect(gap, `'${message}' is under its field`).toBeGreaterThanOrEqual(-1);
    expect(gap, `'${message}' is under its field`).toBeLessThan(48);
  }

  async expectNoError(message: string) {
    await expect(this.form.getByText(message, { exact: true })).toHaveCount(0);
  }

  /** Edit's confirmation: 'Are You Sure?', then Save. */
  async confirmSave() {
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Are You Sure?' });
    await clickOnceOpen(dialog, dialog.getByRole('button', { name: 'Save', exact: true }));
    await expect(dialog).toBeHidden();
  }
}
