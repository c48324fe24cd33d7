// Issue 39 ("A teacher's week, again"): the homework pages' items, each as a teacher meets it.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { ShellPage } from '../pages/shell-page';

test.describe.configure({ mode: 'parallel' });

const GROUP = '8B/Ma1';

async function signIn(page: Page, hashPath: string) {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', hashPath);
  return shell;
}

/** Counts the page's requests to a path of the suite's API. */
function countRequests(page: Page, path: string) {
  const count = { value: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) count.value += 1;
  });
  return count;
}

test('Enter in a date field confirms the typed date and creates nothing; only Create creates', async ({ page }) => {
  await signIn(page, '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const creates = countRequests(page, '/v3/HomeworkManagement/Create');
  await form.title.fill(`${uniqueToken('Enter')} Ratios`);
  await form.chooseSubject('Mathematics');
  await form.assignedTo.open();
  await form.assignedTo.chooseGroup(GROUP);
  await form.assignedTo.done();
  await form.typeDescription('Ratio questions on page 4.');

  // The teacher types a date and presses Enter, then Enter again, as one does to confirm it.
  const due = pickerDate(schoolDay(9));
  await form.dueDate.click();
  await form.dueDate.fill(due);
  await page.keyboard.press('Enter');
  await expect(form.dueDate).toHaveValue(due);
  await page.keyboard.press('Enter');
  await form.title.press('Enter');
  // Nothing was sent: still the form, no 'Homework created.', no request to create.
  await page.waitForTimeout(500);
  await expect(form.heading).toBeVisible();
  await expect(form.successBanner).toHaveCount(0);
  expect(creates.value, 'Enter in a field sends no homework').toBe(0);

  // The Create button, by keyboard, is what creates it.
  await form.submitButton.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => creates.value).toBe(1);
});
