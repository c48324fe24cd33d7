// The marking feedback of decisions 0035, 0037 and 0039 together, as a teacher marks on a Sunday: a
// homework with a mark scheme and Release marks together on; five students marked by keyboard, the
// levels by their numbers and a comment from the bank put in at the cursor with the student's name;
// nothing mailed while the marks are held; then Release marks, and the mail catcher holds one
// homework-marked mail per student with the grade from the levels and the comment as written.
import { expect, test } from '../pages/journey';
import { expectAccessible, untilTransitionsEnd } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { schoolDay, uniqueToken } from '../pages/homework-api';
import { Mailbox } from '../pages/mailbox';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

const mailbox = new Mailbox();

interface SavedScheme {
  Id: string;
}

test('five students marked with a scheme and the bank, held, then released: one mail each, at release and not before', async ({ page }) => {
  test.setTimeout(180_000);
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const chosen = await api.studentsWithAddress(['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11']);
  // In the marking list's order: surname, forename.
  const students = chosen
    .map((s) => ({ ...s, listed: `${s.DisplaySurname}, ${s.DisplayForename}` }))
    .sort((a, b) => a.listed.localeCompare(b.listed, 'en-GB', { sensitivity: 'base' }));
  const title = uniqueToken('Feedback');
  const subject = `Homework marked: ${title}`;
  const homeworkId = await api.createHomework({
    title,
    subjectId: await api.subjectId('English'),
    startDate: schoolDay(-10),
    dueDate: schoolDay(-3),
    students: students.map((s) => s.Id),
    releaseMarksTogether: true,
  });
  await api.recordHandIns(homeworkId, students.map((s) => s.Id));
  const level = (descriptor: string, points: number) => ({ Id: crypto.randomUUID(), Descriptor: descriptor, Points: points });
  const scheme = await api.call<SavedScheme>('POST', 'v3/HomeworkManagement/SaveMarkScheme', {
    Name: uniqueToken('Letter scheme'),
    Owner: 'own',
    Criteria: [
      { Id: crypto.randomUUID(), Title: 'Purpose', Levels: [level('Purpose unclear', 1), level('Purpose clear', 3), level('Purpose sustained', 5)] },
      { Id: crypto.randomUUID(), Title: 'Accuracy', Levels: [level('Frequent errors', 1), level('Mostly accurate', 3), level('Accurate', 5)] },
    ],
    Bands: [],
  });
  await api.call('POST', 'v3/HomeworkManagement/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: scheme.Id, Marks: 0 });
  const token = uniqueToken('kept').replace(/\W/g, '');
  await api.call('POST', 'v3/HomeworkManagement/AddBankComment', { Bank: 'own', SubjectId: null, Text: `${token}: keep it up, {{StudentName}}.` });

  const marking = new MarkingPage(page);
  await marking.goto(homeworkId);
  const levels: [string, string, string][] = [
    ['3', '3', '10/10'],
    ['2', '1', '4/10'],
    ['1', '2', '4/10'],
    ['2', '2', '6/10'],
    ['3', '2', '8/10'],
  ];
  const descriptors: Record<string, [string, string]> = {
    '1': ['Purpose unclear', 'Frequent errors'],
    '2': ['Purpose clear', 'Mostly accurate'],
    '3': ['Purpose sustained', 'Accurate'],
  };
  const bank = page.getByRole('dialog', { name: 'Comment bank' });
  for (const [index, student] of students.entries()) {
    const [purpose, accuracy, grade] = levels[index]!;
    await marking.expectActive(student.listed);
    await page.keyboard.press('g');
    await expect(marking.grade).toBeFocused();
    // Shift+Tab from the grade: Accuracy, then Purpose (the panel's code loads with the first
    // homework that has a scheme); a number chooses its level and moves on.
    const purposeLevels = marking.pane.getByRole('radiogroup', { name: 'Purpose' });
    await expect(purposeLevels).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(purposeLevels.locator('input:focus')).toHaveCount(1);
    await page.keyboard.press(purpose);
    await expect(marking.pane.getByRole('radiogroup', { name: 'Accuracy' }).getByRole('radio').first()).toBeFocused();
    await page.keyboard.press(accuracy);
    await expect(marking.grade).toHaveValue(grade);
    const fromLevels = `Purpose: ${descriptors[purpose]![0]}\nAccuracy: ${descriptors[accuracy]![1]}`;
    await expect(marking.comment).toHaveValue(fromLevels);
    // The bank's comment on a line of its own, at the end of the comment the levels began.
    await marking.comment.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+/');
    await expect(bank.getByRole('combobox', { name: 'Search the comment bank' })).toBeFocused();
    await page.keyboard.type(token);
    await expect(bank.getByRole('option', { selected: true })).toContainText(token);
    if (index === 0) await expectAccessible(page, 'the comment bank over the mark scheme panel');
    await page.keyboard.press('Enter');
    await expect(bank).toBeHidden();
    await expect(marking.comment).toHaveValue(`${fromLevels}\n${token}: keep it up, ${student.DisplayForename}.`);
    await expect(marking.comment).toBeFocused();
    if (index === 0) await expectAccessible(page, 'the marking view: levels chosen, a comment from the bank');
    await page.keyboard.press('Control+Enter');
    await marking.expectCount('Marked', index + 1);
  }

  await marking.tab('Marked').click();
  for (const student of students) await expect(marking.student(student.listed)).toContainText('Not released');
  // Held: nothing is mailed (the outbox sends within a second when it sends at all).
  await Promise.all(students.map((student) => mailbox.expectNone(student.Email, { subject, during: 5_000 })));

  const release = page.getByRole('main', { name: 'Marking' }).getByRole('button', { name: 'Release marks', exact: true });
  await release.click();
  const question = page.getByRole('dialog', { name: 'Release marks for 5 students?' });
  await expect(question).toContainText('5 students will see their grade and comment. 5 students get the homework-marked email, one each.');
  await untilTransitionsEnd(page);
  await expectAccessible(page, 'the Release marks question after marking with a scheme');
  await question.getByRole('button', { name: 'Release marks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marks released for 5 students. 5 emails are on their way.' })).toBeVisible();
  await expect(release).toBeFocused();

  for (const [index, student] of students.entries()) {
    const [mail] = await mailbox.waitFor(student.Email, { subject });
    expect(mail.html).toContain(`Dear ${student.DisplayForename} ${student.DisplaySurname},`);
    expect(mail.html).toContain(`Grade: <strong>${levels[index]![2]}</strong>`);
    expect(mail.html).toContain(`${token}: keep it up, ${student.DisplayForename}.`);
  }
  // One each, never twice.
  await page.waitForTimeout(3_000);
  for (const student of students) expect((await mailbox.to(student.Email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
});
