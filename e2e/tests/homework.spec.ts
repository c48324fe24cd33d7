import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, SCHOOL_TIME_ZONE, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';

// Each journey makes its own homework with titles no other test uses, so they run side by side.
test.describe.configure({ mode: 'parallel' });

/** The demo 'teacher' as the list and the forms name her. */
const TEACHER = 'Mrs S. Thompson';
const GROUP = '8B/Ma1';
const WORKSHEET = path.join(__dirname, '..', 'fixtures', 'worksheet.pdf');

/** The card's date for a day more than a week away: 'DD/MM/YYYY (Sunday 29 November 2026)'. */
function longCardDate(day: string) {
  const date = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, ...options }).format(date);
  return `${pickerDate(day)} (${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })})`;
}

async function signIn(page: Page, hashPath: string) {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', hashPath);
  return shell;
}

test('a teacher creates homework after fixing each error, finds it on the list, edits it and deletes it', async ({ page }) => {
  const shell = await signIn(page, '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await expectAccessible(page, 'All Homework');
  const api = new HomeworkApi(page);
  const token = uniqueToken('Journey');
  const me = await api.currentUser();
  const groupMembers = await api.groupMembers(await api.subjectClassId(GROUP));
  const student = await api.studentWithUniqueName('Year 10', groupMembers);
  // An earlier homework of hers, so that the list's newest-first order can be seen.
  const earlier = `${token} Times tables`;
  await api.createHomework({ title: earlier, subjectId: await api.subjectId('Mathematics'), dueDate: schoolDay(3), students: [student.Id] });

  await shell.menuEntry('Create').click();
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  // Defaults: set by the creating teacher, available today, due a week later.
  await form.expectSetBy(TEACHER);
  await expect(form.availableFrom).toHaveValue(pickerDate(schoolDay(0)));
  await expect(form.dueDate).toHaveValue(pickerDate(schoolDay(7)));
  await expectAccessible(page, 'Create Homework');

  // Submitted with nothing filled in (and the dates cleared): each message under its field.
  await form.clearDate(form.availableFrom);
  await form.clearDate(form.dueDate);
  await form.submit();
  const shown = new Map([
    ['Title is required.', form.title],
    ['Subject is required.', form.subject],
    ['Assigned to is required.', form.assignedTo.summary],
    ['Available from must be a valid date.', form.availableFrom],
    ['Due date must be a valid date.', form.dueDate],
    ['Description is required.', form.description],
  ]);
  for (const [message, field] of shown) await form.expectErrorUnder(field, message);
  await expect(form.title, 'the first field in error has the focus').toBeFocused();
  await expectAccessible(page, 'Create Homework with every error');

  /** Each error clears when its own field changes; the others stay. */
  const fixed = async (message: string) => {
    await form.expectNoError(message);
    shown.delete(message);
    for (const other of shown.keys()) await expect(form.form.getByText(other, { exact: true })).toBeVisible();
  };

  await form.title.fill('x'.repeat(101));
  await fixed('Title is required.');
  await form.submit();
  shown.set('Title must be less than or equal to 100 characters.', form.title);
  await form.expectErrorUnder(form.title, 'Title must be less than or equal to 100 characters.');
  const title = `${token} Fractions of amounts`;
  await form.title.fill(title);
  await fixed('Title must be less than or equal to 100 characters.');

  await form.chooseSubject('Mathematics');
  await fixed('Subject is required.');

  await form.assignedTo.open();
  await form.assignedTo.chooseGroup(GROUP);
  await form.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
  const total = await form.assignedTo.totalSelected();
  expect(total).toBe(groupMembers.length + 1);
  await form.assignedTo.done();
  await expect(form.assignedTo.summary).toHaveText('1 group, 1 student');
  await expect(form.assignedTo.previews).toContainText(GROUP);
  await expect(form.assignedTo.previews).toContainText(`${student.DisplaySurname}, ${student.DisplayForename}`);
  await fixed('Assigned to is required.');

  await form.setDate(form.availableFrom, pickerDate(schoolDay(0)));
  await fixed('Available from must be a valid date.');
  await form.setDate(form.dueDate, pickerDate(schoolDay(-1)));
  await fixed('Due date must be a valid date.');
  await form.submit();
  shown.set('Due date must be after Available from.', form.dueDate);
  await form.expectErrorUnder(form.dueDate, 'Due date must be after Available from.');
  await form.setDate(form.dueDate, pickerDate(schoolDay(7)));
  await fixed('Due date must be after Available from.');

  // Spaces typed before and after it are trimmed before the save (01 §5), not kept as &nbsp;.
  await form.typeDescription('  Work out each fraction of an amount on the sheet, showing your method.  ');
  await fixed('Description is required.');
  // Tab leaves the editor (no keyboard trap) and types nothing into it.
  await form.description.click();
  await page.keyboard.press('Tab');
  await expect(form.description).not.toBeFocused();
  expect(await form.description.textContent()).not.toContain('\t');
  expect([...shown.keys()]).toEqual([]);

  await form.submit();
  // Newest first, for the set-by teacher, with 'Homework created.'.
  await shell.expectPath(`/homework/all-homework/SortBy/CreatedDate/SetBy/${me.userId}`);
  await expect(list.successBanner).toHaveText('Homework created.');
  await expect(list.showOption('My Homework')).toBeChecked();
  await list.expectOrder('Created Date');
  const card = list.card(title);
  await expect(card).toBeVisible();
  for (const part of [
    `Set by: ${TEACHER}`,
    'Subject: Mathematics',
    'Available from: Today',
    `Due: ${longCardDate(schoolDay(7))}`,
    `0/${total} handed in`,
    '0 attachments',
    `${GROUP} + 1 student`,
  ])
    await expect(card).toContainText(part);
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Marking' })).toBeVisible();
  // Typed spaces are stored as ordinary spaces, so the text wraps wherever it is sent.
  const createdId = decodeURIComponent((await card.getByRole('link', { name: 'Edit' }).getAttribute('href'))!.split('/').pop()!);
  const stored = await api.storedDescription(createdId);
  expect(stored).toBe('<p>Work out each fraction of an amount on the sheet, showing your method.</p>');
  await list.typeSearch(token);
  await list.expectCards([title, earlier]);

  // Edit: confirm 'Are You Sure?', then 'Homework saved successfully.'.
  await card.getByRole('link', { name: 'Edit' }).click();
  const edit = new HomeworkFormPage(page, 'edit');
  await edit.expectLoaded();
  await expect(edit.title).toHaveValue(title);
  await expect(edit.assignedTo.summary).toHaveText('1 group, 1 student');
  await expectAccessible(page, 'Edit Homework');
  const edited = `${token} Fractions of amounts and quantities`;
  await edit.title.fill(edited);
  await edit.chooseSubmissionType('In Person');
  await edit.submit();
  await edit.confirmSave();
  await expect(edit.successBanner).toHaveText('Homework saved successfully.');

  await shell.menuEntry('All Homework').click();
  await list.expectCards([edited, earlier]);
  // In Person: handed in to the teacher, so Submissions rather than Marking.
  await expect(list.card(edited).getByRole('link', { name: 'Submissions' })).toBeVisible();
  await expect(list.card(edited)).toContainText(`0/${total} handed in`);

  // Delete asks first; Cancel keeps it, Delete removes it.
  const confirmation = await list.askToDelete(edited);
  await expect(confirmation).toContainText('Are You Sure?');
  // The safe choice has the focus, so Enter does not delete.
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(confirmation).toContainText(
    "You're deleting homework that could have been read and submitted by students. Are you sure you want to delete?",
  );
  await expectAccessible(page, 'Delete confirmation');
  await list.answerConfirmation('Cancel');
  await list.expectCards([edited, earlier]);
  await list.askToDelete(edited);
  await list.answerConfirmation('Delete');
  await list.expectCards([earlier]);
});

test('a file uploads in the create form with a progress bar; a forbidden type is refused; the card counts it', async ({ page }) => {
  await signIn(page, '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const api = new HomeworkApi(page);
  const student = await api.studentWithUniqueName('Year 9');
  const title = `${uniqueToken('Upload')} Poetry anthology`;
  await form.title.fill(title);
  await form.chooseSubject('English');
  await form.assignedTo.open();
  await form.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await form.assignedTo.done();
  await form.typeDescription('Read the poems on the worksheet and annotate two of them.');

  // The service's answer is held back until the bar has been seen.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v3/HomeworkManagement/UploadAttachment', async (route) => {
    await answered;
    await route.continue();
  });
  await form.attach(WORKSHEET);
  await expect(form.uploadProgress('worksheet.pdf')).toBeVisible();
  await expect(form.submitButton, 'no saving while a file uploads').toBeDisabled();
  await expectAccessible(page, 'Create Homework with an upload in progress');
  answer();
  await expect(form.uploadProgress('worksheet.pdf')).toHaveCount(0);
  await expect(form.attachment('worksheet.pdf')).toContainText('worksheet.pdf (595 bytes)');
  await expect(form.attachment('worksheet.pdf').getByRole('button', { name: 'Remove worksheet.pdf' })).toBeVisible();
  await expect(form.submitButton).toBeEnabled();
  await expectAccessible(page, 'Create Homework with its attachment list');

  await form.attach({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ: not a worksheet') });
  await expect(form.attachmentMessages).toHaveText('"setup.exe" is not supported');
  await expect(form.attachment('setup.exe')).toHaveCount(0);
  await expect(form.attachmentList.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'Create Homework with a refused file');

  await form.submit();
  const list = new AllHomeworkPage(page);
  await expect(list.successBanner).toHaveText('Homework created.');
  await expect(list.card(title)).toContainText('1 attachment');
});

// The pasted handlers are refused by the page's CSP as Quill parses them: expected, and nothing runs.
test.describe('markup that must never run', () => {
  test.use({ expectedRefusals: ['inlineHandlerRefused'] });

  test('markup pasted into the title and the description never runs, on the list or the edit page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payload = '<img src=x onerror=window.__xss=1>';
    const ranScript = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    await signIn(page, '/homework/create');
    const form = new HomeworkFormPage(page, 'create');
    await form.expectLoaded();
    const api = new HomeworkApi(page);
    const token = uniqueToken('Paste');
    const student = await api.studentWithUniqueName('Year 8');

    const title = `${token} ${payload}`;
    await form.title.click();
    await page.keyboard.insertText(title);
    await form.chooseSubject('Science');
    await form.assignedTo.open();
    await form.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
    await form.assignedTo.done();
    await form.pasteIntoDescription(`<p>Label the diagram of a plant cell.</p>${payload}<img src=y onerror="alert('pasted')">`);
    await expect(form.description).toContainText('Label the diagram of a plant cell.');
    await expect(form.description.locator('img')).toHaveCount(0);
    expect(await ranScript()).toBeUndefined();

    // The same markup sent straight to the service, past the editor.
    const sentTitle = `${token} sent ${payload}`;
    const sentId = await api.createHomework({
      title: sentTitle,
      subjectId: await api.subjectId('Science'),
      dueDate: schoolDay(2),
      students: [student.Id],
      description: `<p>Observe the leaf.</p>${payload}<script>window.__xss = 2</script><a href="javascript:window.__xss=3">notes</a>`,
    });

    await form.submit();
    const list = new AllHomeworkPage(page);
    await expect(list.successBanner).toHaveText('Homework created.');
    await list.typeSearch(token);
    // The titles are shown as the text they are.
    await list.expectCards([title, sentTitle]);
    await expect(page.locator('img[src="x"], img[src="y"]')).toHaveCount(0);
    expect(await ranScript()).toBeUndefined();

    await list.card(title).getByRole('link', { name: 'Edit' }).click();
    const edit = new HomeworkFormPage(page, 'edit');
    await edit.expectLoaded();
    await expect(edit.title).toHaveValue(title);
    await expect(edit.description).toContainText('Label the diagram of a plant cell.');
    await expect(page.locator('main img[src="x"], main img[src="y"]')).toHaveCount(0);
    expect(await ranScript()).toBeUndefined();

    await page.goto(`/#/homework/edit/${sentId}`);
    await edit.expectLoaded();
    await expect(edit.title).toHaveValue(sentTitle);
    await expect(edit.description).toContainText('Observe the leaf.');
    await expect(edit.description.locator('img, script')).toHaveCount(0);
    // A link keeps its text; the javascript: address is gone.
    await expect(edit.description.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await ranScript()).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

// The second save is refused (409) on purpose.
test.describe('a stale save', () => {
  test.use({ expectedRefusals: ['refusedWrite'] });

  test('a second tab saving the same homework after the first is told, keeps its changes, and saves them over the first', async ({ page, context }) => {
    await signIn(page, '/homework/all-homework');
    await new AllHomeworkPage(page).expectLoaded();
    const api = new HomeworkApi(page);
    const title = `${uniqueToken('Conflict')} Rivers fieldwork`;
    const id = await api.createHomework({
      title,
      subjectId: await api.subjectId('Geography'),
      dueDate: schoolDay(5),
      students: [(await api.studentWithUniqueName('Year 11')).Id],
    });

    const first = new HomeworkFormPage(page, 'edit');
    await page.goto(`/#/homework/edit/${id}`);
    await first.expectLoaded();
    await expect(first.title).toHaveValue(title);

    // The second tab has a session of its own: it signs in again if the provider asks.
    const page2 = await context.newPage();
    await page2.goto(`/#/homework/edit/${id}`);
    const second = new HomeworkFormPage(page2, 'edit');
    const signInAsked = page2.getByLabel('Username');
    await expect(second.heading.or(signInAsked)).toBeVisible();
    if (await signInAsked.isVisible()) await new SignInPage(page2).signIn('teacher');
    await second.expectLoaded();
    await expect(second.title).toHaveValue(title);

    await first.title.fill(`${title} (first tab)`);
    await first.submit();
    await first.confirmSave();
    await expect(first.successBanner).toHaveText('Homework saved successfully.');

    await second.title.fill(`${title} (second tab)`);
    await second.submit();
    const refused = page2.waitForResponse((response) => response.url().includes('/v3/HomeworkManagement/Edit'));
    await second.confirmSave();
    expect((await refused).status()).toBe(409);
    // Told, with the teacher's changes still in the form and no advice to reload them away.
    const choice = second.region.getByRole('alert').filter({ hasText: 'Someone else has saved this homework since you opened it.' });
    await expect(choice).toBeVisible();
    await expect(choice).not.toContainText('Reload');
    await expect(second.title).toHaveValue(`${title} (second tab)`);
    await expect(second.successBanner).toHaveCount(0);
    await expectAccessible(page2, 'Edit Homework with the conflict choice');

    // Until the teacher chooses, the first tab's save stands.
    const list = new AllHomeworkPage(page);
    await list.goto();
    await list.chooseState('All');
    await list.typeSearch(title);
    await list.expectCards([`${title} (first tab)`]);

    // Save mine over theirs, by keyboard: read afresh, then saved with the newer Version.
    const saveMine = choice.getByRole('button', { name: 'Save mine over theirs' });
    await saveMine.focus();
    await page2.keyboard.press('Enter');
    await expect(second.successBanner).toHaveText('Homework saved successfully.');
    // Read in the second tab, whose list has not been kept from before the save.
    const list2 = new AllHomeworkPage(page2);
    await list2.goto();
    await list2.chooseState('All');
    await list2.typeSearch(title);
    await list2.expectCards([`${title} (second tab)`]);
  });
});

test("the Recipient Preview opens from the keyboard with the chosen group's students, passes axe, and Escape returns to its link", async ({ page }) => {
  await signIn(page, '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await form.assignedTo.open();
  await form.assignedTo.chooseGroup(GROUP);
  const chosen = await form.assignedTo.totalSelected();
  await form.assignedTo.done();

  const link = page.getByRole('button', { name: 'Preview Selection' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Recipient Preview' });
  await expect(dialog).toBeVisible();
  const students = dialog.getByRole('region', { name: 'Students', exact: true });
  await expect(students.getByRole('heading')).toHaveText(`${chosen} Student${chosen === 1 ? '' : 's'}`);
  await expect(dialog.getByRole('region', { name: 'Parents', exact: true }).getByRole('heading')).toHaveText(/^\d+ Parents?$/);
  await expectAccessible(page, 'Recipient Preview');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("the description's Add Link and Link popouts pass axe, each makes a link, and Cancel or Escape go back into the editor", async ({ page }) => {
  await signIn(page, '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await form.typeDescription('Revise with ');

  // Add Link: display text and web address, inserted as '[text | url]' where the cursor was.
  const addLink = await form.openAddLink();
  await expect(addLink.getByRole('textbox', { name: 'Display text' })).toBeFocused();
  await expectAccessible(page, 'Add Link popout');
  await addLink.getByRole('textbox', { name: 'Display text' }).fill('BBC Bitesize');
  await addLink.getByRole('textbox', { name: 'Web address' }).fill('www.bbc.co.uk/bitesize');
  await addLink.getByRole('button', { name: 'Insert' }).click();
  await expect(addLink).toBeHidden();
  await expect(form.description).toContainText('Revise with [BBC Bitesize | https://www.bbc.co.uk/bitesize]');

  // An address that is not one is refused under its field, with the popout still open.
  await form.selectInDescription(0, 'Revise'.length);
  const link = await form.openLink();
  await expect(link.getByRole('textbox', { name: 'Web address' })).toBeFocused();
  await expectAccessible(page, 'Link popout');
  await link.getByRole('textbox', { name: 'Web address' }).fill('not an address');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link.getByText('Enter a web address such as https://www.example.com')).toBeVisible();
  await expectAccessible(page, 'Link popout with its error');
  await link.getByRole('textbox', { name: 'Web address' }).fill('https://www.oakwood.example/revision');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link).toBeHidden();
  await expect(form.description.getByRole('link', { name: 'Revise' })).toHaveAttribute('href', 'https://www.oakwood.example/revision');

  // Closed with Cancel, Escape or Tab past its end, each popout gives the focus back to the editor with the text that was
  // selected still selected (not to its button, nor the top of the page), and Tab goes on to Create.
  for (const popout of ['Add Link', 'Link'] as const) {
    for (const how of ['Cancel', 'Escape', 'Tab from Cancel'] as const) {
      await form.selectInDescription('Revise '.length, 'with'.length);
      const opened = popout === 'Add Link' ? await form.openAddLink() : await form.openLink();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else if (how === 'Tab from Cancel') {
        // Past its last control the popout is left, not the page's unseen end (WCAG 2.4.3).
        await opened.getByRole('button', { name: 'Cancel' }).focus();
        await page.keyboard.press('Tab');
      } else await opened.getByRole('button', { name: 'Cancel' }).click();
      await expect(opened).toBeHidden();
      await expect(form.description, `${how} on ${popout}`).toBeFocused();
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('with');
      await page.keyboard.press('Tab');
      await expect(form.submitButton, `Tab after ${how} on ${popout}`).toBeFocused();
    }
  }
  await expect(form.description).toContainText('Revise with [BBC Bitesize | https://www.bbc.co.uk/bitesize]');
});
