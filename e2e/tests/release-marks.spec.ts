// Marks held, then released together (decision 0037), as a teacher does it: a homework created with
// Release marks together on, its students marked with nothing mailed and each mark "Not released",
// then Release marks asks with the counts and exactly one homework-marked mail per student arrives in
// the mail catcher (e2e/pages/mailbox.ts); a second Release has nothing to release.
import { expect, test } from '../pages/journey';
import { expectAccessible, untilTransitionsEnd } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { Mailbox } from '../pages/mailbox';
import { MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

const mailbox = new Mailbox();

test('marks held while a class is marked, then released together: one mail per student, at release and not before', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const api = new HomeworkApi(page);
  const students = await api.studentsWithAddress(['Year 9', 'Year 10', 'Year 11']);
  const title = `${uniqueToken('Held')} Poetry comparison`;
  const subject = `Homework marked: ${title}`;

  await form.title.fill(title);
  await form.chooseSubject('English');
  await form.assignedTo.open();
  for (const student of students) await form.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await form.assignedTo.done();
  await form.setDate(form.dueDate, pickerDate(schoolDay(7)));
  await form.typeDescription('Compare two poems on power and conflict.');
  // The choice, off by default, ticked from the keyboard.
  const choice = page.getByRole('checkbox', { name: 'Release marks together' });
  await expect(choice).not.toBeChecked();
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await expectAccessible(page, 'the create form with Release marks together');
  const created = page.waitForResponse((response) => response.url().endsWith('/v3/HomeworkManagement/Create') && response.ok());
  await form.submit();
  const homeworkId = ((await (await created).json()) as { Id: string }).Id;
  await expect(new AllHomeworkPage(page).successBanner).toHaveText('Homework created.');

  for (const student of students) await api.call('POST', 'v3/HomeworkManagement/HandInHomework', { HomeworkId: homeworkId, StudentId: student.Id });
  const marking = new MarkingPage(page);
  await marking.goto(homeworkId);
  for (const [index] of students.entries()) {
    await marking.button('Grade and Comment').click();
    await marking.grade.fill(`${6 + index}/10`);
    await marking.comment.fill(`Mark ${index + 1}: a clear comparison.`);
    await marking.saveAndNext.click();
    await marking.expectCount('Marked', index + 1);
  }
  await marking.tab('Marked').click();
  for (const student of students) {
    await expect(marking.student(`${student.DisplaySurname}, ${student.DisplayForename}`)).toContainText('Not released');
  }
  await expect(marking.pane.getByText('Not released', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the marking view with marks not released');
  // Nothing is mailed while the marks are held (the outbox sends within a second when it sends at all).
  await Promise.all(students.map((student) => mailbox.expectNone(student.Email, { subject, during: 5_000 })));

  const release = page.getByRole('main', { name: 'Marking' }).getByRole('button', { name: 'Release marks', exact: true });
  await release.click();
  const question = page.getByRole('dialog', { name: 'Release marks for 3 students?' });
  await expect(question).toContainText('3 students will see their grade and comment. 3 students get the homework-marked email, one each.');
  await expect(question).toContainText('This cannot be undone');
  await untilTransitionsEnd(page);
  await expectAccessible(page, 'the Release marks question');
  await question.getByRole('button', { name: 'Release marks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marks released for 3 students. 3 emails are on their way.' })).toBeVisible();
  await expect(release).toBeFocused();
  await expect(marking.students.getByText('Not released')).toHaveCount(0);
  await expectAccessible(page, 'the marking view after Release marks');

  // Each student's mail carries the mark given to them (the list's order, not this test's, set who got which).
  const grades: string[] = [];
  for (const student of students) {
    const [mail] = await mailbox.waitFor(student.Email, { subject });
    expect(mail.html).toContain(`Dear ${student.DisplayForename} ${student.DisplaySurname},`);
    grades.push(/Grade: <strong>(\d+\/10)<\/strong>/.exec(mail.html ?? '')?.[1] ?? '');
  }
  expect(grades.sort()).toEqual(['6/10', '7/10', '8/10']);
  // Never twice: a second Release has nothing to release, and no second mail comes.
  await release.click();
  const again = page.getByRole('dialog', { name: 'Release marks' });
  await expect(again).toContainText('No marks are waiting to be released.');
  await expect(again.getByRole('button', { name: 'Release marks' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(release).toBeFocused();
  await page.waitForTimeout(5_000);
  for (const student of students) expect((await mailbox.to(student.Email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
});
