import { expect, type Locator, type Page } from '@playwright/test';
import { clickOnceOpen } from './accessibility';

/** How one question words itself (contracts' deleteTexts, clearTexts, clearMarkTexts). */
export interface AskFirstWords {
  /** The list's label: 'This clears:', 'This deletes:'. */
  list: string;
  /** What it says of how long what goes is kept. */
  kept: string;
  /** What every notice after it starts with, where it has such a start. */
  notice?: string;
}

/**
 * Whatever clears or deletes asks first (@homework/ui's WhatGoes): a dialog listing what goes, as
 * counted, and how long it is kept, with its answers; then a notice of what went, with Undo.
 */
export class AskFirstQuestion {
  readonly list: Locator;
  /** Undo on the notice after the answer. */
  readonly undo: Locator;

  constructor(
    readonly page: Page,
    readonly dialog: Locator,
    private readonly words: AskFirstWords,
  ) {
    this.list = dialog.getByRole('list', { name: words.list });
    this.undo = page.getByRole('status').getByRole('button', { name: 'Undo', exact: true });
  }

  /** One of its buttons: 'Clear', 'Delete', 'Cancel'. */
  answer(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Presses one of its buttons once the question has opened (clickOnceOpen). */
  async choose(name: string) {
    await clickOnceOpen(this.dialog, this.answer(name));
  }

  /** What the question lists, once counted, and that it says how long it is kept. */
  async expectLines(lines: string[]) {
    await expect(this.list.getByRole('listitem')).toHaveText(lines);
    await expect(this.dialog).toContainText(this.words.kept);
  }

  /** The notice after the answer, or after its Undo. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: `${this.words.notice ?? ''}${text}` });
  }
}
