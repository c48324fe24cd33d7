import type { Page } from '@playwright/test';
import { AskFirstQuestion } from './ask-first';

const CLEARED_KEPT = 'What is cleared is kept for 30 days';

/**
 * Clear Handed In's question (the marking view and the bulk recorder alike): how many hand-ins, marks
 * and submitted files go, with Clear and Cancel; its notices read 'Handed In status updated.
 * Cleared …', and '… Restored …' after Undo.
 */
export const clearQuestion = (page: Page) =>
  new AskFirstQuestion(page, page.getByRole('dialog', { name: 'Clear Handed In status?' }), {
    list: 'This clears:',
    kept: CLEARED_KEPT,
    notice: 'Handed In status updated. ',
  });

/**
 * Clear Grade and Comment's question in the marking view: the grade and the comment that go, with
 * Clear and Cancel; its notices read 'Grade and comment cleared: Marked back to Handed In.', and
 * 'Grade and comment restored.' after Undo.
 */
export const clearMarkQuestion = (page: Page) =>
  new AskFirstQuestion(page, page.getByRole('dialog', { name: 'Clear Grade and Comment?' }), { list: 'This clears:', kept: CLEARED_KEPT });

/** '3 hand-ins', '1 mark (grade and comment)', 'no submitted files': how the question counts. */
export function counted(count: number, one: string, many: string): string {
  return `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;
}
