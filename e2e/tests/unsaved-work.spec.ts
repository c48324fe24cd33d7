// Unsaved work is not thrown away without a word (issue 7, defect 4): leaving Create or Edit with
// changes by the menu, Back, Cancel or closing the tab asks first.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { ShellPage } from '../pages/shell-page';

const LEAVE_TITLE = 'Leave without saving?';

test('Create asks before the menu, Back or Cancel throw a change away; Stay keeps it, Leave goes', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  await shell.menuEntry('Create').click();
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();

  // Nothing changed: the menu leaves at once.
  await shell.menuEntry('All Homework').click();
  await shell.expectPath('/homework/all-homework');
  await shell.menuEntry('Create').click();
  await form.expectLoaded();

  await form.title.fill('Volcanoes poster');
  const leave = page.getByRole('dialog').filter({ hasText: LEAVE_TITLE });

  // Back (first: a cancelled navigation leaves the same address in the history behind it).
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await shell.expectPath('/homework/create');
  await expect(form.title).toHaveValue('Volcanoes poster');

  // The menu: asked; Stay keeps the page and the work.
  await shell.menuEntry('All Homework').click();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectAccessible(page, 'Leave without saving? dialog');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await shell.expectPath('/homework/create');
  await expect(form.title).toHaveValue('Volcanoes poster');

  // Closing the tab: the browser's own question.
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => (resolve(dialog.type()), void dialog.dismiss())));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  // Dismissed, the page stays open: closed for good here, so the test's own teardown finds nothing pending.
  await page.close();
});

test("Cancel with a change asks; Leave goes to the list and nothing is saved", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const title = `Unsaved ${Date.now().toString(36)} essay`;
  await form.title.fill(title);
  await form.form.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: LEAVE_TITLE });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await shell.expectPath('/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await list.typeSearch(title);
  await list.expectCards([]);
});
