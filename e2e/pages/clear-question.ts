import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clear Handed In's question (the marking view and the bulk recorder alike): a dialog listing how
 * many hand-ins, marks and submitted files go, with Clear and Cancel; and the notice after the
 * clear, with its Undo.
 */
export class ClearQuestion {
  readonly dialog: Locator;
  readonly list: Locator;
  readonly clear: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Clear Handed In status?' });
    this.list = this.dialog.getByRole('list', { name: 'This clears:' });
    this.clear = this.dialog.getByRole('button', { name: 'Clear', exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** What the question lists, once counted. */
  async expectLines(lines: string[]) {
    await expect(this.list.getByRole('listitem')).toHaveText(lines);
    await expect(this.dialog).toContainText('What is cleared is kept for 30 days');
  }

  /** The notice after a clear ('Handed In status updated. Cleared …') or its Undo ('… Restored …'). */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: `Handed In status updated. ${text}` });
  }

  get undo(): Locator {
    return this.page.getByRole('status').getByRole('button', { name: 'Undo', exact: true });
  }
}

/**
 * Clear Grade and Comment's question in the marking view: a dialog naming the grade and the comment
 * that go, with Clear and Cancel; and the notice after the clear, with its Undo.
 */
export class ClearMarkQuestion {
  readonly dialog: Locator;
  readonly list: Locator;
  readonly clear: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Clear Grade and Comment?' });
    this.list = this.dialog.getByRole('list', { name: 'This clears:' });
    this.clear = this.dialog.getByRole('button', { name: 'Clear', exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  async expectLines(lines: string[]) {
    await expect(this.list.getByRole('listitem')).toHaveText(lines);
    await expect(this.dialog).toContainText('What is cleared is kept for 30 days');
  }

  /** 'Grade and comment cleared: Marked back to Handed In.', or 'Grade and comment restored.' after Undo. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  get undo(): Locator {
    return this.page.getByRole('status').getByRole('button', { name: 'Undo', exact: true });
  }
}

/** '3 hand-ins', '1 mark (grade and comment)', 'no submitted files': how the question counts. */
export function counted(count: number, one: string, many: string): string {
  return `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;
}
