// docs/teacher-week.md, week 2 ("A teacher's week, again"): the homework pages' items, each as a
// teacher meets it.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
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

test('a long unbroken title wraps inside its card and the breadcrumb on a phone, shown whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new HomeworkApi(page);
  // A pasted web address or a chemical name: one word longer than a phone is wide.
  const token = uniqueToken('Long');
  const title = `${token}-${'Pneumonoultramicroscopicsilicovolcanoconiosis-Hydroxychloroquine'}`;
  const student = (await api.groupMembers(await api.subjectClassId(GROUP)))[0]!;
  const id = await api.createHomework({ title, subjectId: await api.subjectId('Mathematics'), dueDate: schoolDay(4), students: [student] });
  await list.goto();
  await list.typeSearch(token);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  /** Whether an element's content stays inside it and it inside the page, so nothing is cut or scrolled to. */
  const fits = (locator: typeof card) =>
    locator.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= document.documentElement.clientWidth);
  expect(await fits(card), 'the card holds its title').toBe(true);
  await expect(card.getByText(title, { exact: true }), 'the whole title is shown').toBeVisible();

  await page.goto(`/#/homework/teacherview/${id}?homeworktitle=${encodeURIComponent(title)}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText(title);
  expect(await fits(breadcrumb), 'the breadcrumb holds the title').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scrolling').toBe(true);
});

test('Restore in Recently deleted keeps the focus on the next Restore, then the heading; Tab in a dialog wraps to its first control', async ({ page }) => {
  await signIn(page, '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new HomeworkApi(page);
  const token = uniqueToken('Restore');
  const subjectId = await api.subjectId('Mathematics');
  const student = (await api.groupMembers(await api.subjectClassId(GROUP)))[0]!;
  // Deleted one after the other: the newest first in Recently deleted, so the second is listed above the first.
  for (const name of ['first', 'second']) {
    const id = await api.createHomework({ title: `${token} ${name}`, subjectId, dueDate: schoolDay(4), students: [student] });
    await api.call('DELETE', `v3/HomeworkManagement/DeleteHomework/${id}`);
  }
  await list.recentlyDeletedButton.click();
  const dialog = list.recentlyDeleted;
  const second = list.deletedItem(`${token} second`);
  await expect(second).toBeVisible();
  await expectAccessible(page, 'Recently deleted');

  // Tab from the last button wraps to the first control: no invisible stop between them.
  const done = dialog.getByRole('button', { name: 'Done', exact: true });
  await done.focus();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(done);

  // Restored by keyboard: the focus moves to the next homework's Restore, not to nothing.
  const restoreSecond = second.getByRole('button', { name: 'Restore', exact: true });
  await restoreSecond.focus();
  await page.keyboard.press('Enter');
  await expect(second).toBeHidden();
  const first = list.deletedItem(`${token} first`);
  await expectVisibleFocus(first.getByRole('button', { name: 'Restore', exact: true }));
  await page.keyboard.press('Enter');
  await expect(first).toBeHidden();
  // Focused somewhere in the dialog still, so Tab and Escape go on from there.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
});

test("moving an announced homework's due date: the question says who is told and who is not", async ({ page }) => {
  await signIn(page, '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new HomeworkApi(page);
  const student = (await api.groupMembers(await api.subjectClassId(GROUP)))[0]!;
  const id = await api.createHomework({ title: `${uniqueToken('Moved')} Algebra`, subjectId: await api.subjectId('Mathematics'), dueDate: schoolDay(4), students: [student] });
  await page.goto(`/#/homework/edit/${id}`);
  const form = new HomeworkFormPage(page, 'edit');
  await form.expectLoaded();
  await form.setDate(form.dueDate, pickerDate(schoolDay(6)));
  await form.submitButton.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(question).toContainText('Saving will update this homework for everyone it is set for.');
  await expect(question).toContainText('No email tells students or parents about changed dates or details: they see the change here.');
  await expectAccessible(page, 'Save question with who is told');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
});

test('what was typed in Create survives a reload: offered back, restored by keyboard', async ({ page }) => {
  await signIn(page, '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const title = `${uniqueToken('Draft')} Volcanoes`;
  await form.title.fill(title);
  await form.typeDescription('Label the parts of a volcano.');
  await page.reload();
  await form.expectLoaded();
  const offer = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(offer).toContainText('that were not saved');
  await expectAccessible(page, 'Create Homework with a draft offered');
  const restore = offer.getByRole('button', { name: 'Restore my changes' });
  await restore.focus();
  await expectVisibleFocus(restore);
  await page.keyboard.press('Enter');
  await expect(form.title).toHaveValue(title);
  await expect(form.description).toContainText('Label the parts of a volcano.');
  await expect(offer).toBeHidden();
});

test.describe('a homework deleted elsewhere', () => {
  // The save's 404 is the refusal this journey provokes: the page says what it means.
  test.use({ expectedRefusals: ['notFound'] });

  test('a homework deleted elsewhere while Edit is open says who deleted it and when, and Recently deleted gives it back', async ({ page }) => {
    await signIn(page, '/homework/all-homework');
    await new AllHomeworkPage(page).expectLoaded();
    const api = new HomeworkApi(page);
    const student = (await api.groupMembers(await api.subjectClassId(GROUP)))[0]!;
    const title = `${uniqueToken('Gone')} Fractions`;
    const id = await api.createHomework({ title, subjectId: await api.subjectId('Mathematics'), dueDate: schoolDay(4), students: [student] });
    await page.goto(`/#/homework/edit/${id}`);
    const form = new HomeworkFormPage(page, 'edit');
    await form.expectLoaded();
    await form.title.fill(`${title}, revised`);

    // Deleted in another tab, or by a colleague, while this teacher edits it: Save says so.
    await api.call('DELETE', `v3/HomeworkManagement/DeleteHomework/${id}`);
    await form.submit();
    await form.confirmSave();
    const notice = page.getByRole('alert').filter({ hasText: 'This homework has been deleted.' });
    await expect(notice).toContainText(/It was deleted by Mrs S\. Thompson on \d\d\/\d\d\/\d{4} at \d\d:\d\d\. It can be restored, with everything under it, from Recently deleted on All Homework\./);
    await expect(notice.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectAccessible(page, 'a homework deleted elsewhere');
    await test.info().attach('Edit: the homework was deleted elsewhere', { body: await page.screenshot(), contentType: 'image/png' });

    // By keyboard: Open Recently deleted lands on All Homework with that dialog open, the homework in it.
    const open = notice.getByRole('link', { name: 'Open Recently deleted' });
    await tabTo(page, open);
    await expectVisibleFocus(open);
    await page.keyboard.press('Enter');
    const list = new AllHomeworkPage(page);
    await expect(list.recentlyDeleted).toBeVisible();
    await expect(list.deletedItem(title)).toBeVisible();
    await expectAccessible(page, 'Recently deleted, opened from the notice');
    await list.deletedItem(title).getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(list.deletedItem(title)).toBeHidden();
  });
});
