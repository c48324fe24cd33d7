import { expect, test } from '../pages/journey';
import { clickOnceOpen, expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { AttachmentViewerPart } from '../pages/attachment-viewer';
import { BulkHandInPage } from '../pages/bulk-hand-in-page';
import { counted } from '../pages/clear-question';
import { HomeworkApi, pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { MarkingApi, MarkingPage, type HandInRecord } from '../pages/marking-page';
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

  // Recording today over the two handed in on the due day asks first, by keyboard, and can be undone.
  await recorder.student(first!).check();
  await recorder.student(second!).check();
  await recorder.record.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Change hand-in dates?' });
  await expect(question.getByRole('list', { name: `2 of the chosen students were handed in on other days. Recording changes those dates to ${pickerDate(schoolDay(0))}:` }).getByRole('listitem')).toHaveText(
    [first!, second!].map((name) => `${name}, handed in ${pickerDate(dueDay)}`),
  );
  await expectAccessible(page, 'Bulk hand-in recorder: change hand-in dates?');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(recorder.record).toBeFocused();
  await page.keyboard.press('Enter');
  await clickOnceOpen(question, question.getByRole('button', { name: 'Change dates' }));
  const changed = page.getByRole('status').filter({ hasText: 'Handed In status updated. 2 hand-in dates changed.' });
  await expect(changed.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expectAccessible(page, 'Bulk hand-in recorder: dates changed, with Undo');
  await expect.poll(async () => (await recorder.rows()).filter(([name]) => name === first || name === second).map(([, , day]) => day)).toEqual([pickerDate(schoolDay(0)), pickerDate(schoolDay(0))]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The hand-in dates were put back as they were.' })).toBeVisible();
  await expect.poll(async () => (await recorder.rows()).filter(([name]) => name === first || name === second).map(([, , day]) => day)).toEqual([pickerDate(dueDay), pickerDate(dueDay)]);

  // Sorted by name, clear the first two.
  await recorder.sort('Student Name');
  const byName = await recorder.names();
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  const cleared = byName.slice(0, 2);
  for (const name of cleared) await recorder.student(name).check();
  await recorder.clear.click();
  await recorder.clearQuestion.expectLines(['2 hand-ins', 'no marks (grades and comments)', 'no submitted files']);
  await recorder.clearQuestion.choose('Clear');
  await expect(recorder.clearQuestion.notice('Cleared 2 hand-ins.')).toBeVisible();
  await expect.poll(() => recorder.names()).toHaveLength(members.length - 2);
  await expect(recorder.successBanner).toBeVisible();
  await recorder.show('Not Handed In');
  await expect.poll(() => recorder.rows()).toEqual(cleared.map((name) => [name, 'Overdue', '']));

  // Handed in on paper, so its card offers no Marking: the grades are given from here.
  await recorder.region.getByRole('link', { name: 'Mark this homework' }).click();
  await shell.expectPath(new RegExp(`#/homework/teacherview/${homeworkId}(/[0-9a-f-]+)?\\?homeworktitle=`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('Clear Handed In Status on a whole class asks with the hand-ins, marks and files that go, and Undo brings them all back', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const me = await api.currentUser();
  const visible = await api.studentNames();

  // A seeded past homework of hers with marks and submitted files among its hand-ins: the earliest
  // due (the showcase, which other journeys open, is the latest). It ends as it began, by Undo.
  type Item = { Id: string; Title: string; SubmissionCount: number };
  const { Items } = await api.call<{ Items: Item[] }>('POST', 'v3/HomeworkManagement/GetHomeworkList', {
    SortOrder: 'duedate-asc',
    Page: 1,
    PageSize: 100,
    SetBy: me.userId,
    State: 'passed',
  });
  type Submission = { StudentAttachments: { FileName: string; UrlWithSasToken: string }[] };
  let chosen: { item: Item; handedIn: HandInRecord[]; files: Map<string, Submission['StudentAttachments']> } | undefined;
  for (const item of Items.filter((i) => i.SubmissionCount >= 3)) {
    const handedIn = (await api.records(item.Id)).filter((r) => r.HandedInDate && visible.has(r.StudentId.toLowerCase()));
    const files = new Map<string, Submission['StudentAttachments']>();
    for (const record of handedIn) {
      const { StudentAttachments } = await api.call<Submission>('GET', `v3/HomeworkManagement/GetStudentSubmission/${item.Id}/${record.StudentId}`);
      if (StudentAttachments.length) files.set(record.StudentId, StudentAttachments);
    }
    const marked = handedIn.filter((r) => r.Result || r.Comments);
    if (handedIn.length >= 3 && marked.length >= 2 && files.size >= 2) {
      chosen = { item, handedIn, files };
      break;
    }
  }
  expect(chosen, 'a seeded past homework with marks and files').toBeDefined();
  const { item, handedIn, files } = chosen!;
  const marks = handedIn.filter((r) => r.Result || r.Comments).length;
  const fileCount = [...files.values()].reduce((sum, list) => sum + list.length, 0);

  const recorder = new BulkHandInPage(page);
  await recorder.goto(item.Id);
  await recorder.expectLoaded(item.Title);
  await recorder.show('Handed In');
  await expect.poll(() => recorder.rows()).toHaveLength(handedIn.length);
  const before = await recorder.rows();
  await recorder.selectAll.check();
  await recorder.clear.click();

  // Asked first: nothing is sent until Clear, and the question says exactly what goes.
  const question = recorder.clearQuestion;
  await question.expectLines([
    counted(handedIn.length, 'hand-in', 'hand-ins'),
    counted(marks, 'mark (grade and comment)', 'marks (grades and comments)'),
    counted(fileCount, 'submitted file', 'submitted files'),
  ]);
  await expectAccessible(page, 'Bulk hand-in recorder: Clear question');
  await tabTo(page, question.answer('Clear'));
  await expectVisibleFocus(question.answer('Clear'));
  await page.keyboard.press('Enter');
  const what = `${handedIn.length} hand-ins, ${marks} marks (grades and comments) and ${fileCount} submitted files.`;
  await expect(question.notice(`Cleared ${what}`)).toBeVisible();
  await recorder.expectEmpty();
  expect((await api.records(item.Id)).filter((r) => r.HandedInDate && visible.has(r.StudentId.toLowerCase()))).toEqual([]);

  // Undo has the focus and stays: one key brings every hand-in, mark and file back.
  await expect(question.undo).toBeFocused();
  await expectVisibleFocus(question.undo);
  await expectAccessible(page, 'Bulk hand-in recorder: Undo after a clear');
  await page.keyboard.press('Enter');
  await expect(question.notice(`Restored ${what}`)).toBeVisible();
  await expect.poll(() => recorder.rows()).toEqual(before);
  const restored = (await api.records(item.Id)).filter((r) => r.HandedInDate && visible.has(r.StudentId.toLowerCase()));
  const fields = (r: HandInRecord) => [r.StudentId, r.HandedInDate, r.Result, r.Comments];
  expect(restored.map(fields).sort()).toEqual(handedIn.map(fields).sort());

  // The marks show again in the marking view, and the files open again.
  const [withFile, [file]] = [...files.entries()][0]!;
  const marking = new MarkingPage(page);
  await marking.goto(item.Id, withFile);
  await marking.expectCount('Marked', marks);
  const viewer = new AttachmentViewerPart(marking.pane);
  await expect(viewer.files).toContainText(file!.FileName);
  await viewer.open(file!.FileName);
  await expect(viewer.viewer(file!.FileName).or(viewer.download(file!.FileName)).first()).toBeVisible();
  const markedStudent = handedIn.find((r) => r.Result)!;
  await marking.goto(item.Id, markedStudent.StudentId);
  await marking.button('Grade and Comment').click();
  await expect(marking.grade).toHaveValue(markedStudent.Result!);
});
