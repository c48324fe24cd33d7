// The message composer (02 §2.6, §4, §5, §8) and its Sent view: a message to a group's parents
// reaches the mail catcher once per parent per child with its tags replaced and its attachment; each
// validation message, and each clearing when its field changes; the attachment limits with their
// exact messages; the whole send by keyboard; a send that misses someone naming them, in the composer
// and in Sent messages (decision 0023, who a message missed is named); the Students popout closing
// when its animation's end is never reported; axe on every state.
import { expect, test } from '../pages/journey';
import { expectAccessible, untilTransitionsEnd } from '../pages/accessibility';
import { HomeworkApi } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { Mailbox } from '../pages/mailbox';
import { MessagingPage } from '../pages/messaging-page';
import { ShellPage } from '../pages/shell-page';
import { uniqueToken } from '../pages/homework-api';

const GROUP = 'Chess Club';
type Person = { Id: string; DisplayForename: string; DisplaySurname: string };
type Parent = Person & { Children: string[] };

const pdf = (name: string, bytes = 2_000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x20)]),
});

async function openComposer(page: import('@playwright/test').Page) {
  await new ShellPage(page).signInAs('teacher', '/messages');
  const composer = new MessagingPage(page);
  await composer.expectLoaded();
  return composer;
}

/** The names a message to the group's parents is addressed about: one per parent per child. */
async function expectedStudentNames(api: HomeworkApi) {
  const groups = await api.call<{ Id: string; Name: string }[]>('GET', 'v1/Group/UserDefined');
  const group = groups.find((candidate) => candidate.Name === GROUP)!;
  const [members] = await api.call<{ StudentIds: string[] }[]>('POST', 'v1/Membership/GroupMembers', [group.Id]);
  const students = new Map((await api.call<Person[]>('GET', 'v2/Student/All')).map((student) => [student.Id.toLowerCase(), student]));
  const parents = await api.call<Parent[]>('GET', 'v2/Parent/all');
  return members!.StudentIds.flatMap((id) => {
    const student = students.get(id.toLowerCase())!;
    const count = parents.filter((parent) => parent.Children.some((child) => child.toLowerCase() === id.toLowerCase())).length;
    return Array.from({ length: count }, () => `${student.DisplayForename} ${student.DisplaySurname}`);
  }).sort();
}

test('the Students popout goes after Done even when the end of its closing animation is never reported, and gives the focus back', async ({ page }) => {
  const composer = await openComposer(page);
  // The fault seen now and then under CI's load: the browser never reports the end of the dialog's
  // and its mask's leave animations (paused here, so they never end), on which antd waits to take them away.
  await page.addStyleTag({ content: '.ant-zoom-leave-active, .ant-fade-leave-active { animation-play-state: paused !important; }' });
  await composer.students.summary.focus();
  await page.keyboard.press('Enter');
  await expect(composer.students.dialog).toBeVisible();
  await composer.students.chooseGroup(GROUP, 'User Defined');
  await composer.students.dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(composer.students.dialog).toBeHidden({ timeout: 5_000 });
  await expect(page.locator('.ant-modal-mask:visible')).toHaveCount(0);
  await expectVisibleFocus(composer.students.summary);
  await expect(composer.students.previews).toContainText(GROUP);
});

test("a message to a group's parents reaches each parent once per child, tags replaced, with its attachment; the Sent view counts them", async ({ page }) => {
  const mailbox = await new Mailbox().fromNow();
  const composer = await openComposer(page);
  // Attachments and Add Link are there from the first paint (the shell holds the school's features),
  // so the message box does not move under the teacher when the 500 ms check ends
  // (docs/teacher-week.md, week 1 item 5).
  await expect(composer.attachFiles).toBeVisible();
  const top = (await composer.message.boundingBox())!.y;
  await page.waitForTimeout(1_000);
  expect((await composer.message.boundingBox())!.y).toBe(top);
  await expect(composer.sendTo('Parents')).toBeChecked();
  await expectAccessible(page, 'composer');

  await composer.students.open();
  await expectAccessible(page, 'students selector');
  await composer.students.chooseGroup(GROUP, 'User Defined');
  await composer.students.done();

  await composer.page.getByRole('button', { name: 'Preview Selection' }).click();
  const preview = page.getByRole('dialog', { name: 'Recipient Preview' });
  await expect(preview.getByText(/^\d+ Parents?$/)).toBeVisible();
  // What a send makes: a parent of two children in the group gets two messages (docs/teacher-week.md,
  // week 1 item 2).
  const makes = preview.getByText(/^\d+ parents?, \d+ messages?$/);
  await expect(makes).toBeVisible();
  const previewedMessages = Number((await makes.textContent())!.match(/(\d+) messages?$/)![1]);
  await expectAccessible(page, 'recipient preview');
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  await composer.subject.fill('Chess trip for ');
  await composer.tag("Student's name").click();
  await expect(composer.subject).toHaveValue('Chess trip for {{StudentName}}');
  await composer.message.fill('Dear ');
  await composer.message.press('End');
  await composer.tag("Recipient's name").click();
  await composer.message.press('End');
  await composer.message.pressSequentially(', the letter is attached. From ');
  await composer.tag('Sender').click();
  await expect(composer.message).toHaveValue('Dear {{RecipientName}}, the letter is attached. From {{SenderName}}');

  await composer.attach([pdf('Trip letter.pdf')]);
  await expect(composer.attachments.getByText('Trip letter.pdf')).toBeVisible();
  await expect(composer.send).toBeEnabled();
  await expectAccessible(page, 'composer filled in');
  await page.screenshot({ path: 'test-results/messaging-filled.png', fullPage: true });

  const expected = await expectedStudentNames(new HomeworkApi(page));
  expect(expected.length).toBeGreaterThan(1);
  expect(previewedMessages).toBe(expected.length);
  await composer.send.click();
  await composer.expectStatus('All messages sent successfully.');
  await expectAccessible(page, 'composer after a send');
  await expect(composer.subject).toHaveValue('');
  await expect(composer.message).toHaveValue('');
  await expect(composer.students.summary).toHaveText('No students selected');
  await expect(composer.attachments).toBeHidden();

  // This message's mails, by its subject: journeys running beside this one send mail of their own.
  const tripMails = async () => (await mailbox.list()).filter((mail) => mail.subject.startsWith('Chess trip for '));
  await expect.poll(async () => (await tripMails()).length, { timeout: 60_000 }).toBe(expected.length);
  const mails = await tripMails();
  expect(mails.map((mail) => mail.subject.replace('Chess trip for ', '')).sort()).toEqual(expected);
  for (const mail of mails) {
    expect(mail.to).toHaveLength(1);
    expect(`${mail.subject} ${mail.text}`).not.toContain('{{');
    expect(mail.text).toContain('Dear ');
    expect(mail.attachments?.map((attachment) => attachment.filename)).toEqual(['Trip letter.pdf']);
  }
  expect((await mailbox.attachment(mails[0]!, 'Trip letter.pdf')).subarray(0, 8).toString()).toBe('%PDF-1.4');

  await page.getByRole('link', { name: 'Sent messages' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Chess trip for {{StudentName}}' }).first();
  // Cells: the expand button's, Kind, Subject, Sent, Queued, Delivered, Failed, Not sent.
  await expect(row.getByRole('cell').nth(5)).toHaveText(String(expected.length), { timeout: 60_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Message');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');
  // The subject as written, its merge tag marked as a tag.
  await expect(row.locator('.ant-tag', { hasText: '{{StudentName}}' })).toBeVisible();
  await expectAccessible(page, 'sent messages');
  await page.screenshot({ path: 'test-results/messaging-sent.png', fullPage: true });
});

test('each check of 02 §5 shows its message, clears when its field changes, and nothing is sent', async ({ page }) => {
  // No parents anywhere: students chosen for their parents reach nobody.
  await page.route(/\/v2\/Parent\/(all|AllPreAdmission)$/i, (route) => route.fulfill({ json: [] }));
  const composer = await openComposer(page);
  let notified = 0;
  page.on('request', (request) => void (request.url().includes('/Notification/Notify') && (notified += 1)));

  await composer.send.click();
  await expect(composer.text('No recipients selected.')).toBeVisible();
  await expect(composer.text('Subject can not be empty.')).toBeVisible();
  await expect(composer.text('Message body can not be empty.')).toBeVisible();
  await expect(composer.subject).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'composer with every error');
  await page.screenshot({ path: 'test-results/messaging-errors.png', fullPage: true });

  await composer.subject.fill('   ');
  await expect(composer.text('Subject can not be empty.')).toBeHidden();
  await composer.message.fill('Hello');
  await expect(composer.text('Message body can not be empty.')).toBeHidden();
  await composer.send.click();
  await expect(composer.text('Subject can not be empty.')).toBeVisible();
  await composer.subject.fill('News');

  await composer.students.open();
  await composer.students.chooseGroup(GROUP, 'User Defined');
  await composer.students.done();
  await expect(composer.text('No recipients selected.')).toBeHidden();
  await composer.send.click();
  await expect(composer.text('Please select recipients.')).toBeVisible();
  await expectAccessible(page, 'composer with Please select recipients');
  await composer.sendTo('Students').check();
  await expect(composer.text('Please select recipients.')).toBeHidden();
  expect(notified).toBe(0);
});

test.describe('attachments', () => {
  test.use({ expectedRefusals: ['refusedWrite'] });

  test('at most three of 5 MB each, of the allowed types, with the exact messages; a failed upload is named and removed', async ({ page }) => {
    const composer = await openComposer(page);
    await expect(composer.attachFiles).toBeVisible();

    await composer.attach([pdf('Programme.exe'), pdf('Big.pdf', 5_242_881)]);
    await expect(composer.text('"Programme.exe" is not supported')).toBeVisible();
    await expect(composer.text('Size of "Big.pdf" must be less than 5 MB')).toBeVisible();
    await expectAccessible(page, 'attachment refusals');

    await composer.attach([pdf('One.pdf'), pdf('Two.pdf'), pdf('Three.pdf', 5_242_880), pdf('Four.pdf')]);
    await expect(composer.text('Only three attachments can be attached of size 5 MB each')).toBeVisible();
    await expect(composer.attachments.getByRole('listitem')).toHaveCount(3);
    await expect(composer.send).toBeEnabled({ timeout: 30_000 });
    await expectAccessible(page, 'three attachments');
    await page.screenshot({ path: 'test-results/messaging-attachments.png', fullPage: true });

    await composer.attachments.getByRole('button', { name: 'Remove Three.pdf' }).click();
    await page.route(/\/v1\/MessageAttachment\/UploadAttachment$/, (route) => route.fulfill({ status: 422, json: { message: 'Refused' } }));
    await composer.attach([pdf('Refused.pdf')]);
    await expect(composer.text('Upload of "Refused.pdf" attachment failed')).toBeVisible();
    await expect(composer.attachments.getByRole('listitem')).toHaveCount(2);
  });
});

test('the whole send by keyboard: a student, Send to Students, subject, a tag in the message, Send', async ({ page }) => {
  const mailbox = await new Mailbox().fromNow();
  const composer = await openComposer(page);
  const keys = page.keyboard;
  const students = await new HomeworkApi(page).call<(Person & { Email: string | null; CurrentYearGroup: string })[]>('GET', 'v2/Student/All');
  const student = students.find((candidate) => candidate.Email && candidate.CurrentYearGroup === 'Year 9')!;

  await tabTo(page, composer.students.summary);
  await expectVisibleFocus(composer.students.summary);
  await keys.press('Enter');
  const popout = composer.students.dialog;
  await expect(popout).toBeVisible();
  // The tabs take one Tab stop (the chosen one, Groups); the arrow moves to Students.
  // A focused tab is named 'Tab 1 of 2 Groups'.
  await tabTo(page, popout.getByRole('tab', { name: /(^|\s)Groups$/ }));
  await keys.press('ArrowRight');
  const studentsTab = popout.getByRole('tab', { name: /(^|\s)Students$/ });
  await expect(studentsTab).toBeFocused();
  await keys.press('Enter');
  await expect(studentsTab).toHaveAttribute('aria-selected', 'true');
  // The search box stands before the tabs: one Shift+Tab back, not a Tab through every student's row
  // (which reached it within the limit only while the rows were still loading).
  await tabTo(page, popout.getByRole('searchbox', { name: 'Search groups and students' }), { backwards: true });
  await keys.type(`${student.DisplayForename} ${student.DisplaySurname}`);
  const box = popout.getByRole('checkbox', { name: `Select ${student.DisplaySurname}, ${student.DisplayForename}`, exact: true });
  await tabTo(page, box);
  await keys.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, popout.getByRole('button', { name: 'Done' }));
  await keys.press('Enter');
  await expect(popout).toBeHidden();

  await tabTo(page, composer.sendTo('Parents'));
  await keys.press('ArrowLeft');
  await expect(composer.sendTo('Students')).toBeChecked();
  await tabTo(page, composer.subject);
  await keys.type('Your timetable');
  await tabTo(page, composer.message);
  await keys.type('Hello ');
  const tag = composer.tag("Recipient's name");
  await tabTo(page, tag);
  await expectVisibleFocus(tag);
  await keys.press('Enter');
  await expect(composer.message).toBeFocused();
  await keys.type(', see you on Monday.');
  await expect(composer.message).toHaveValue('Hello {{RecipientName}}, see you on Monday.');
  await tabTo(page, composer.send);
  await expectVisibleFocus(composer.send);
  await keys.press('Enter');
  await composer.expectStatus('Message sent successfully.');
  // The next message starts afresh but for who it goes to: still Students, as the teacher chose.
  await expect(composer.subject).toHaveValue('');
  await expect(composer.sendTo('Students')).toBeChecked();

  // By its subject: other journeys may mail the same student meanwhile.
  const [mail] = await mailbox.waitFor(student.Email!, { subject: 'Your timetable' });
  expect(mail!.subject).toBe('Your timetable');
  expect(mail!.text).toContain(`Hello ${student.DisplayForename}`);
  expect(mail!.text).not.toContain('{{');
});

test('a mistyped merge tag is asked about before sending, by keyboard: Go back selects it, the teacher types it right, Send', async ({ page }) => {
  const mailbox = new Mailbox();
  const composer = await openComposer(page);
  const keys = page.keyboard;
  const students = await new HomeworkApi(page).call<(Person & { Email: string | null; CurrentYearGroup: string })[]>('GET', 'v2/Student/All');
  const nameOf = (person: Person) => `${person.DisplayForename} ${person.DisplaySurname}`;
  const student = students.find(
    (candidate) => candidate.Email && candidate.CurrentYearGroup === 'Year 9' && students.filter((other) => nameOf(other) === nameOf(candidate)).length === 1,
  )!;
  await composer.students.open();
  await composer.students.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await composer.students.done();
  await composer.sendTo('Students').check();
  const subject = `${uniqueToken('Tag')} Your coat`;
  await composer.subject.fill(subject);
  await composer.message.fill('Dear {{StudentsName}}, your coat is in the office.');
  await tabTo(page, composer.send);
  await keys.press('Enter');

  const question = page.getByRole('dialog', { name: 'Send with a tag that is not a merge tag?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('list').getByRole('listitem')).toHaveText(['{{StudentsName}} in the Message: did you mean {{StudentName}}?']);
  const goBack = question.getByRole('button', { name: 'Go back and correct' });
  await expect(goBack).toBeFocused();
  await expectVisibleFocus(goBack);
  await expectAccessible(page, 'the question about an unknown merge tag');
  await keys.press('Enter');
  await expect(question).toBeHidden();
  // The cursor is back in the message with the tag selected: typing replaces it.
  await expect(composer.message).toBeFocused();
  await keys.type('{{StudentName}}');
  await expect(composer.message).toHaveValue('Dear {{StudentName}}, your coat is in the office.');
  await tabTo(page, composer.send);
  await keys.press('Enter');
  await composer.expectStatus('Message sent successfully.');
  const [mail] = await mailbox.waitFor(student.Email!, { subject });
  expect(mail!.text).toContain(`Dear ${nameOf(student)},`);
});

test('a half-written message is not lost: the menu and Sent messages ask first (Stay by keyboard), a reload keeps it and offers it back', async ({ page }) => {
  const composer = await openComposer(page);
  const shell = new ShellPage(page);
  const subject = `${uniqueToken('Kept')} Parents evening`;
  await composer.subject.fill(subject);
  await composer.message.fill('Please book a slot.');
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });

  for (const way of ['the menu', 'Sent messages'] as const) {
    if (way === 'the menu') await shell.menuEntry('All Homework').click();
    else await page.getByRole('link', { name: 'Sent messages' }).click();
    await expect(leave, way).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    if (way === 'the menu') await expectAccessible(page, "the composer's Leave without saving? question");
    await page.keyboard.press('Enter');
    await expect(leave).toBeHidden();
    await shell.expectPath('/messages');
    await expect(composer.subject).toHaveValue(subject);
  }

  // A reload: the browser's own question, then the message kept in the browser is offered back.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await composer.expectLoaded();
  await expect(composer.subject).toHaveValue('');
  const offer = page.getByRole('status').filter({ hasText: /^You have an unsent message from \d\d\/\d\d\/\d{4}\./ });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`Subject: ${subject}`);
  await expectAccessible(page, 'a kept message offered back');
  const restore = offer.getByRole('button', { name: 'Restore' });
  await tabTo(page, restore);
  await expectVisibleFocus(restore);
  await page.keyboard.press('Enter');
  await expect(composer.subject).toHaveValue(subject);
  await expect(composer.message).toHaveValue('Please book a slot.');
  await expect(offer).toBeHidden();
});

test('Back from a half-written message asks; Stay keeps it, and the page before is still there for the next Back', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await shell.menuEntry('Messages').click();
  const composer = new MessagingPage(page);
  await composer.expectLoaded();
  await composer.subject.fill('Parents evening');
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });

  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(leave).toBeHidden();
  await shell.expectPath('/messages');
  await expect(composer.subject).toHaveValue('Parents evening');

  await page.goBack();
  await expect(leave).toBeVisible();
  await untilTransitionsEnd(page);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await shell.expectPath('/homework/all-homework');
});

test('a send that misses someone names them and why, in the composer and in Sent messages; Send and the list by keyboard', async ({ page }) => {
  const composer = await openComposer(page);
  const api = new HomeworkApi(page);
  const student = await api.studentWithUniqueName('Year 9');
  const parents = await api.call<Parent[]>('GET', 'v2/Parent/all');
  const isChild = (parent: Parent) => parent.Children.some((child) => child.toLowerCase() === student.Id.toLowerCase());
  const own = parents.filter(isChild);
  const stranger = parents.find((parent) => !isChild(parent))!;
  // The page is told that a parent who is not this student's is theirs: the server, which checks
  // the school's own records, will not send to them.
  await page.route(/\/v2\/Parent\/all$/i, (route) =>
    route.fulfill({ json: parents.map((parent) => (parent.Id === stranger.Id ? { ...parent, Children: [...parent.Children, student.Id] } : parent)) }),
  );
  await composer.students.open();
  await composer.students.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await composer.students.done();
  const subject = `${uniqueToken('Missed')} Parents evening`;
  await composer.subject.fill(subject);
  await composer.message.fill('Please book a slot.');
  await tabTo(page, composer.send);
  await page.keyboard.press('Enter');

  await composer.expectStatus(`${own.length} of ${own.length + 1} messages sent successfully.`);
  const missed = page.getByRole('region', { name: 'Not sent to:' });
  const studentName = `${student.DisplayForename} ${student.DisplaySurname}`;
  await expect(missed.getByRole('listitem')).toHaveText([
    `${stranger.DisplayForename} ${stranger.DisplaySurname} (parent of ${studentName}): This parent is not a parent of the student.`,
  ]);
  await expectAccessible(page, 'composer naming who was missed');

  await page.getByRole('link', { name: 'Sent messages' }).click();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell').nth(7)).toHaveText('1');
  const expand = row.getByRole('button', { name: /expand/i });
  await tabTo(page, expand);
  await expectVisibleFocus(expand);
  await page.keyboard.press('Enter');
  const notReached = page.getByRole('region', { name: `Recipients not reached by ${subject}` });
  const strangerRow = notReached.getByRole('row').filter({ hasText: `(parent of ${studentName})` });
  await expect(strangerRow.getByRole('cell')).toHaveText([
    `${stranger.DisplayForename} ${stranger.DisplaySurname} (parent of ${studentName})`,
    '',
    'Not sent',
    'This parent is not a parent of the student.',
  ]);
  await expectAccessible(page, 'sent messages naming who was missed');
});

test("a failed delivery's reason reads in a teacher's words, and Retry by keyboard leaves the focus on what it did", async ({ page }) => {
  const composer = await openComposer(page);
  const students = await new HomeworkApi(page).call<(Person & { Email: string | null; CurrentYearGroup: string })[]>('GET', 'v2/Student/All');
  const nameOf = (person: Person) => `${person.DisplayForename} ${person.DisplaySurname}`;
  const student = students.find(
    (candidate) => candidate.Email && candidate.CurrentYearGroup === 'Year 9' && students.filter((other) => nameOf(other) === nameOf(candidate)).length === 1,
  )!;
  const subject = `${uniqueToken('Retry')} Coats`;
  await composer.students.open();
  await composer.students.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await composer.students.done();
  await composer.sendTo('Students').check();
  await composer.subject.fill(subject);
  await composer.message.fill('Bring a coat.');
  await composer.send.click();
  await composer.expectStatus('Message sent successfully.');

  // The journeys' mail catcher takes every mail: the server's answer for a mail server that could not
  // be reached (server/test/workers/mail-failure-log.test.ts holds how it is made) stands in for the real one.
  const unreachable = "The school's mail server could not be reached. Retry later; if it fails again, tell your school's administrator.";
  let retried = false;
  const failedOnce = <T extends { Subject: string; Sent: number; Failed: number; Queued: number }>(message: T): T =>
    message.Subject === subject ? { ...message, Sent: 0, Queued: retried ? 1 : 0, Failed: retried ? 0 : 1 } : message;
  await page.route(/\/v1\/Message\/Sent\?/, async (route) => {
    const messages = (await (await route.fetch()).json()) as Parameters<typeof failedOnce>[0][];
    await route.fulfill({ json: messages.map(failedOnce) });
  });
  await page.route(/\/v1\/Message\/Sent\/[^/?]+$/, async (route) => {
    const detail = (await (await route.fetch()).json()) as Parameters<typeof failedOnce>[0] & { Recipients: { State: string; Reason: string | null }[] };
    if (detail.Subject !== subject) return route.fulfill({ json: detail });
    const state = retried ? { State: 'queued', Reason: null } : { State: 'failed', Reason: unreachable };
    await route.fulfill({ json: { ...failedOnce(detail), Recipients: detail.Recipients.map((recipient) => ({ ...recipient, ...state })) } });
  });
  await page.route(/\/RetryFailed$/, async (route) => {
    retried = true;
    await route.fulfill({ json: { Requeued: 1 } });
  });

  await page.getByRole('link', { name: 'Sent messages' }).click();
  const row = page.getByRole('row').filter({ hasText: subject });
  const expand = row.getByRole('button', { name: /expand/i });
  await tabTo(page, expand);
  await page.keyboard.press('Enter');
  const notReached = page.getByRole('region', { name: `Recipients not reached by ${subject}` });
  await expect(notReached.getByRole('cell', { name: unreachable })).toBeVisible();
  const retry = notReached.getByRole('button', { name: 'Retry 1 failed' });
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  const notice = page.getByText('1 put back in the queue.');
  await expect(notice).toBeVisible();
  // Its row has closed with the button in it: the focus is on the notice, not lost to the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('1 put back in the queue.');
  await expectVisibleFocus(page.locator(':focus'));
  await expectAccessible(page, 'Sent messages after Retry');
});
