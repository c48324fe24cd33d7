// The homework e-mails (01 §7, 02 §7, flag enable-send-email-homework), read where they arrive: the
// mail catcher the suite delivers to (maildev, e2e/pages/mailbox.ts). Oakwood has the flag on,
// Riverside off (the seed).
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { Mailbox, header } from '../pages/mailbox';
import { MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

const mailbox = new Mailbox();

test('a homework created with the flag on (Oakwood) sends its student the homework-set mail', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const api = new HomeworkApi(page);
  const student = (await api.studentsWithAddress(['Year 9']))[0]!;
  const title = `${uniqueToken('Mail')} Persuasive letter`;

  await form.title.fill(title);
  await form.chooseSubject('English');
  await form.assignedTo.open();
  await form.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await form.assignedTo.done();
  await form.setDate(form.dueDate, pickerDate(schoolDay(7)));
  await form.typeDescription('Write a letter to the council about the new park.');
  await form.submit();
  await expect(new AllHomeworkPage(page).successBanner).toHaveText('Homework created.');
  await expectAccessible(page, 'All Homework after a create that sent mail');

  const [sent] = await mailbox.waitFor(student.Email, { subject: `New homework: ${title}` });
  expect(sent.from[0]).toMatchObject({ name: 'Oakwood Academy' });
  expect(sent.html).toContain(`Dear ${student.DisplayForename} ${student.DisplaySurname},`);
  expect(sent.html).toContain('Write a letter to the council about the new park.');
  expect(sent.text).toContain(title);
  expect(await mailbox.source(sent)).toMatch(/^Reply-To: .*@oakwood-academy\.example>?\r?$/m);
  expect(header(sent, 'message-id')).toMatch(/^<[0-9a-f-]{36}@/);
});

test('a homework created with the flag off (Riverside) sends no mail', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher2', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new HomeworkApi(page);
  const student = (await api.studentsWithAddress(['Year 9']))[0]!;
  const title = `${uniqueToken('NoMail')} Rivers and floods`;
  await api.createHomework({ title, subjectId: await api.subjectId('Geography'), dueDate: schoolDay(7), students: [student.Id] });
  // Mail goes out from the outbox within a second when it is sent at all: wait well past that. By its
  // subject: the student may get other journeys' mail meanwhile.
  await mailbox.expectNone(student.Email, { subject: `New homework: ${title}`, during: 5_000 });
});

test('a mark saved with the flag on sends the student the homework-marked mail', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new HomeworkApi(page);
  const student = (await api.studentsWithAddress(['Year 10']))[0]!;
  const title = `${uniqueToken('Marked')} Quadratic equations`;
  const id = await api.createHomework({
    title,
    subjectId: await api.subjectId('Mathematics'),
    startDate: schoolDay(-7),
    dueDate: schoolDay(-1),
    students: [student.Id],
  });
  await api.call('POST', 'v3/HomeworkManagement/HandInHomework', { HomeworkId: id, StudentId: student.Id, HandedInDate: schoolDay(-2) });

  const marking = new MarkingPage(page);
  await marking.goto(id, student.Id);
  await marking.button('Grade and Comment').click();
  await marking.grade.fill('7/10');
  await marking.comment.fill('Well set out; check the signs in question 4.');
  await marking.saveAndNext.click();
  await marking.expectCount('Marked', 1);

  const [marked] = await mailbox.waitFor(student.Email, { subject: `Homework marked: ${title}` });
  expect(marked.html).toContain('7/10');
  expect(marked.text).toContain('Well set out; check the signs in question 4.');

  // The same mark saved again tells the student nothing new: no second mail (decision 0022, mail only
  // when it tells the recipient something).
  await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', {
    HomeworkId: id,
    StudentId: student.Id,
    Result: '7/10',
    Comments: 'Well set out; check the signs in question 4.',
  });
  await page.waitForTimeout(5_000);
  expect((await mailbox.to(student.Email)).filter((mail) => mail.subject === `Homework marked: ${title}`)).toHaveLength(1);
});

test("a homework available next week is mailed on that day, not when saved; Sent messages says when it goes", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new HomeworkApi(page);
  const student = (await api.studentsWithAddress(['Year 8']))[0]!;
  const title = `${uniqueToken('Later')} Revision plan`;
  await api.createHomework({ title, subjectId: await api.subjectId('History'), startDate: schoolDay(7), dueDate: schoolDay(14), students: [student.Id] });
  await mailbox.expectNone(student.Email, { subject: `New homework: ${title}` });

  await page.goto('/#/messages/sent');
  // By keyboard, as a teacher would: Show, then the arrow to 'Homework set'.
  const show = page.getByRole('radiogroup', { name: 'Show' });
  await show.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(show.getByRole('radio', { name: 'Homework set' })).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: `New homework: ${title}` });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Homework set');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^Goes \d{1,2} \w{3} \d{4}, \d\d:\d\d$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // queued, waiting for the day
  await expectAccessible(page, 'sent messages with a scheduled homework mail');
});
