// Unsaved work is not thrown away without a word (decision 0018, drafts): leaving Create or Edit with
// changes by the menu, Back, Cancel or closing the tab asks first; once saved, nothing is asked.
import { expect, test } from '../pages/journey';
import { expectAccessible, untilTransitionsEnd } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, schoolDay, uniqueToken } from '../pages/homework-api';
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
  await untilTransitionsEnd(page);
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
  // Pressed once the question has opened: a click during antd's opening animation, which a busy
  // machine stretches, can go unheeded (as in HomeworkFormPage.confirmSave; seen once in CI).
  await untilTransitionsEnd(page);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await shell.expectPath('/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await list.typeSearch(title);
  await list.expectCards([]);
});

/** Each way out of Edit, to the list it came from. */
const WAYS_OUT_OF_EDIT: [string, (edit: HomeworkFormPage, shell: ShellPage) => Promise<unknown>][] = [
  ['Cancel', (edit) => edit.form.getByRole('link', { name: 'Cancel' }).click()],
  ['the menu', (_edit, shell) => shell.menuEntry('All Homework').click()],
  ['Back', (edit) => edit.page.goBack()],
];

for (const [way, leave] of WAYS_OUT_OF_EDIT) {
  test(`Edit: ${way} asks nothing before a change, asks after one (Stay keeps it) and asks nothing once it is saved`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    const api = new HomeworkApi(page);
    const title = `${uniqueToken('Unsaved')} River study`;
    const id = await api.createHomework({
      title,
      subjectId: await api.subjectId('Geography'),
      dueDate: schoolDay(5),
      students: [(await api.studentWithUniqueName('Year 9')).Id],
    });
    const edit = new HomeworkFormPage(page, 'edit');
    const leaveQuestion = page.getByRole('dialog').filter({ hasText: LEAVE_TITLE });
    /** From the list to this homework's Edit, so that Back has the list to go back to. */
    const openEdit = async () => {
      await list.goto();
      await page.goto(`/#/homework/edit/${id}`);
      await edit.expectLoaded();
    };
    const expectLeftUnasked = async () => {
      await shell.expectPath('/homework/all-homework');
      await list.expectLoaded();
      await expect(leaveQuestion).toHaveCount(0);
    };

    // Loaded and untouched (the editor's own rewriting of the description is no change): nothing is asked.
    await openEdit();
    await leave(edit, shell);
    await expectLeftUnasked();

    // Changed: asked; Stay keeps the page and the change, Leave goes and saves nothing.
    await openEdit();
    await edit.title.fill(`${title} (changed)`);
    await leave(edit, shell);
    await expect(leaveQuestion).toBeVisible();
    await expect(leaveQuestion.getByRole('button', { name: 'Stay' })).toBeFocused();
    await expectAccessible(page, `Edit's Leave without saving? (${way})`);
    await leaveQuestion.getByRole('button', { name: 'Stay' }).click();
    await expect(leaveQuestion).toBeHidden();
    await shell.expectPath(`/homework/edit/${id}`);
    await expect(edit.title).toHaveValue(`${title} (changed)`);

    // Saved: the same way out leaves at once.
    await edit.submit();
    await edit.confirmSave();
    await expect(edit.successBanner).toHaveText('Homework saved successfully.');
    await leave(edit, shell);
    await expectLeftUnasked();
    await list.typeSearch(title);
    await list.expectCards([`${title} (changed)`]);
  });
}

test('Back, then Stay, keeps the page before in the history: the next Back asks again, and Leave goes to it', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  await shell.menuEntry('Create').click();
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await form.title.fill('Volcanoes poster');
  const leave = page.getByRole('dialog').filter({ hasText: LEAVE_TITLE });

  await page.goBack();
  await expect(leave).toBeVisible();
  await untilTransitionsEnd(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await shell.expectPath('/homework/create');
  await expect(form.title).toHaveValue('Volcanoes poster');

  // The entry before is still All Homework's, not a second Create that hid it.
  await page.goBack();
  await expect(leave).toBeVisible();
  await untilTransitionsEnd(page);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await shell.expectPath('/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  // And Forward leads back to Create, as the browser's history had it.
  await page.goForward();
  await shell.expectPath('/homework/create');
  await form.expectLoaded();
});
