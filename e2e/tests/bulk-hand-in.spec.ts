import { expect, test } from '@playwright/test';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { BulkHandInPage } from '../pages/bulk-hand-in-page';
import { HomeworkApi, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { ShellPage } from '../pages/shell-page';

const GROUP = '8B/Ma1';

test('from a card\'s Submissions button a teacher records a whole class as handed in, sees the badges change and clears some', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new HomeworkApi(page);
  const classId = await api.subjectClassId(GROUP);
  const members = await api.groupMembers(classId);
  expect(members.length).toBeGreaterThan(4);
  const token = uniqueToken('Bulk');
  const title = `${token} Spelling test`;
  const dueDay = schoolDay(-4);
  // Handed in on paper (no student files): its card offers Submissions, not Marking.
  const homeworkId = await api.createHomework({
    title,
    subjectId: await api.subjectId('Mathematics'),
    startDate: schoolDay(-10),
    dueDate: dueDay,
    groups: [classId],
    allowStudentAttachments: false,
  });

  await list.chooseState('Due date passed');
  await list.typeSearch(token);
  await list.expectCards([title]);
  await list.card(title).getByRole('link', { name: 'Submissions' }).click();
  await shell.expectPath(`/homework/submissions/${homeworkId}`);

  const recorder = new BulkHandInPage(page);
  await recorder.expectLoaded(title);
  await expect(recorder.detail('Subject')).toHaveText('Mathematics');
  await expect(recorder.detail('Due date')).toHaveText(pickerDate(dueDay));
  await expect(recorder.date).toHaveValue(pickerDate(schoolDay(0)));
  // Nobody has handed in, and the due date passed four days ago: the whole class is Overdue.
  await expect.poll(() => recorder.rows()).toHaveLength(members.length);
  expect(new Set((await recorder.rows()).map(([, badge]) => badge))).toEqual(new Set(['Overdue']));
  await expect(recorder.record).toBeDisabled();
  await expect(recorder.clear).toBeDisabled();

  // One student has an extension to the day after tomorrow: not overdue, and on time if in by then.
  const extended = (await recorder.names()).at(-1)!;
  await api.extendDueDate(homeworkId, await recorder.studentId(extended), schoolDay(2));
  await page.reload();
  await recorder.expectLoaded(title);
  await expect.poll(() => recorder.rows()).toHaveLength(members.length);
  const before = await recorder.rows();
  expect(before.filter(([, badge]) => badge === 'Not Yet Handed In')).toEqual([[extended, 'Not Yet Handed In', '']]);
  expect(before.filter(([, badge]) => badge === 'Overdue')).toHaveLength(members.length - 1);
  await expectAccessible(page, 'Bulk hand-in recorder');

  await recorder.openLegend();
  for (const text of ['Handed In', 'Handed In Late', 'Overdue', 'Not Yet Handed In', 'The dog ate it'])
    await expect(recorder.legend.getByText(text, { exact: true })).toBeVisible();
  await expectAccessible(page, 'Bulk hand-in recorder: status legend');
  await recorder.closeLegendWithEscape();

  // Two students handed in on the due day, chosen from the keyboard (from the legend's button on).
  const [first, second] = await recorder.names();
  await tabTo(page, recorder.student(first!));
  await expectVisibleFocus(recorder.student(first!));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(recorder.student(second!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(recorder.student(first!)).toBeChecked();
  await expect(recorder.student(second!)).toBeChecked();
  await recorder.setDate(pickerDate(dueDay));
  await recorder.record.click();
  await expect(recorder.successBanner).toBeVisible();
  await expect.poll(() => recorder.names()).toHaveLength(members.length - 2);
  expect(await recorder.names()).not.toContain(first);

  // The rest of the class today, with select-all: one request for all of them.
  await recorder.today.click();
  await expect(recorder.date).toHaveValue(pickerDate(schoolDay(0)));
  await recorder.selectAll.check();
  const saved = page.waitForResponse((response) => response.url().includes('UpdateHomeworkStudents') && response.request().method() === 'POST');
  await recorder.record.click();
  expect(((await saved).request().postDataJSON() as { Students: unknown[] }).Students).toHaveLength(members.length - 2);
  await recorder.expectEmpty();
  await expect(recorder.successBanner).toBeVisible();

  await recorder.show('Handed In');
  await expect.poll(() => recorder.rows()).toHaveLength(members.length);
  const after = await recorder.rows();
  const badgeOf = (name: string) => after.find(([shown]) => shown === name)?.slice(1);
  expect(badgeOf(first!)).toEqual(['Handed In', pickerDate(dueDay)]);
  expect(badgeOf(second!)).toEqual(['Handed In', pickerDate(dueDay)]);
  // Today is late for the class, and on time for the student with the extension.
  expect(badgeOf(extended)).toEqual(['Handed In', pickerDate(schoolDay(0))]);
  expect(after.filter(([, badge, day]) => badge === 'Handed In Late' && day === pickerDate(schoolDay(0)))).toHaveLength(members.length - 3);

  // Sorted by name, clear the first two.
  await recorder.sort('Student Name');
  const byName = await recorder.names();
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  const cleared = byName.slice(0, 2);
  for (const name of cleared) await recorder.student(name).check();
  await recorder.clear.click();
  await expect.poll(() => recorder.names()).toHaveLength(members.length - 2);
  await expect(recorder.successBanner).toBeVisible();
  await recorder.show('Not Handed In');
  await expect.poll(() => recorder.rows()).toEqual(cleared.map((name) => [name, 'Overdue', '']));
});
