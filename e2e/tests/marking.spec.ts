import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { typeDate } from '../pages/controls';
import { pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { ShellPage } from '../pages/shell-page';
import { slowTheCpu } from '../pages/slow-cpu';

// Each journey marks a homework of its own (the seeded one is only looked at), so they run side by side.
test.describe.configure({ mode: 'parallel' });

const GROUP = '8B/Ma1';

async function signIn(page: Page, hashPath = '/homework/all-homework', user: 'teacher' | 'teacher2' = 'teacher') {
  await new ShellPage(page).signInAs(user, hashPath);
  await new AllHomeworkPage(page).expectLoaded();
  return new MarkingApi(page);
}

/** A past-due homework of the journey's own, with hand-ins recorded for its first `handedIn` students by name. */
async function homeworkWithHandIns(api: MarkingApi, handedIn: number, group = GROUP) {
  const { id, studentIds } = await api.pastHomework(uniqueToken('Marking'), group);
  const names = await api.studentNames();
  const byName = studentIds
    .map((studentId) => ({ studentId, name: names.get(studentId.toLowerCase())! }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }));
  if (handedIn > 0) await api.recordHandIns(id, byName.slice(0, handedIn).map((s) => s.studentId));
  return { id, students: byName };
}

test('Marking on a past-due card opens the marking view of that homework, its files and its shortcut help', async ({ page }) => {
  const api = await signIn(page);
  const me = await api.currentUser();
  // A seeded past-due homework of hers with hand-ins, whose title no other of her past homework contains
  // (so a search for it lists that card alone).
  type Item = { Id: string; Title: string; AllowStudentAttachments: boolean; SubmissionCount: number };
  const past: Item[] = [];
  for (let page = 1; ; page += 1) {
    const { Items, TotalItems } = await api.call<{ Items: Item[]; TotalItems: number }>('POST', 'v3/HomeworkManagement/GetHomeworkList', {
      SortOrder: 'duedate-asc',
      Page: page,
      PageSize: 100,
      SetBy: me.userId,
      State: 'passed',
    });
    past.push(...Items);
    if (past.length >= TotalItems || Items.length === 0) break;
  }
  const containing = (title: string) => past.filter((other) => other.Title.toLowerCase().includes(title.toLowerCase())).length;
  const seeded = past.find((item) => item.AllowStudentAttachments && item.SubmissionCount > 0 && containing(item.Title) === 1)!;
  const title = seeded.Title;
  const list = new AllHomeworkPage(page);
  await list.chooseState('Due date passed');
  await list.typeSearch(title);
  await list.expectCards([title]);
  await list.card(title).getByRole('link', { name: 'Marking', exact: true }).click();

  const marking = new MarkingPage(page);
  await marking.expectLoaded();
  await expect(marking.heading).toHaveText(title);
  await expect(page).toHaveURL(new RegExp(`#/homework/teacherview/${seeded.Id}/[^/?]+\\?homeworktitle=`));
  // Seeded past homework has hand-ins: Handed In (or, when all are marked, another view) opens on a student.
  await expect(marking.activeStudent).toBeVisible();
  await expect(marking.pane.getByRole('list', { name: 'Files handed in' }).or(marking.pane.getByText('No attachments uploaded by student')).or(marking.pane.getByText('Not Handed In', { exact: true }).first())).toBeVisible();
  await expectAccessible(page, 'Marking view');

  await page.keyboard.press('?');
  await expect(marking.shortcuts).toBeVisible();
  await expect(marking.shortcuts.getByRole('row', { name: /Save and Next/ })).toBeVisible();
  await expectAccessible(page, 'Marking keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(marking.shortcuts).toBeHidden();
});

test('a teacher marks three students and hands one in from the keyboard alone, on a slow laptop', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 4);
  // Slowed, the shell's move of the focus to the page, as the address named the next student, came
  // after 'g' had put it in the grade, and the '1' of '6/10' opened Not Handed In (4 runs in 12).
  await slowTheCpu(page, 8);
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectCount('Handed In', 4);
  await expect(marking.tab('Handed In')).toHaveAttribute('aria-selected', 'true');

  for (const [index, student] of students.slice(0, 3).entries()) {
    await marking.expectActive(student.name);
    await page.keyboard.press('g');
    await expect(marking.grade).toBeFocused();
    await page.keyboard.type(`${7 - index}/10`);
    await page.keyboard.press('c');
    // 'c' typed in the grade stays there: single-key shortcuts never fire in a field.
    await expect(marking.grade).toHaveValue(`${7 - index}/10c`);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+Enter');
  }
  await marking.expectActive(students[3]!.name);
  await marking.expectCount('Marked', 3);
  await marking.expectCount('Handed In', 1);

  // 1: the Not Handed In tab; h: hand in its first student today.
  await page.keyboard.press('1');
  await marking.expectActive(students[4]!.name);
  await page.keyboard.press('h');
  await expect(marking.statusBanner).toBeVisible();
  await marking.expectCount('Handed In', 2);

  await expect
    .poll(async () => (await api.records(id)).filter((r) => r.Result).map((r) => [r.StudentId, r.Result]).sort())
    .toEqual(students.slice(0, 3).map((s, index) => [s.studentId, `${7 - index}/10`]).sort());
  const handedInNow = (await api.records(id)).find((r) => r.StudentId === students[4]!.studentId);
  expect(handedInNow?.HandedInDate).not.toBeNull();
});

test('hand in with a date, save and next, clear the grade and comment, clear the hand-in; the history and an extension', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 0);
  const [first] = students;
  const marking = new MarkingPage(page);
  await marking.goto(id);
  // Nobody has handed in: the first view is Not Handed In.
  await expect(marking.tab('Not Handed In')).toHaveAttribute('aria-selected', 'true');
  await marking.expectActive(first!.name);
  await expect(marking.handInDate).toHaveValue(pickerDate(schoolDay(0)));
  await expect(marking.students.getByText('Overdue').first()).toBeVisible();

  await typeDate(marking.handInDate, pickerDate(schoolDay(-2)));
  await marking.button('Hand In').click();
  await expect(marking.statusBanner).toBeVisible();
  await expect(marking.tab('Handed In')).toHaveAttribute('aria-selected', 'true');
  await marking.expectCount('Handed In', 1);
  await expect(marking.pane.getByText('No attachments uploaded by student')).toBeVisible();

  await marking.button('Grade and Comment').click();
  await expect(marking.saveAndNext).toBeDisabled();
  await marking.comment.fill('Clear working throughout.');
  await expect(marking.saveAndNext).toBeEnabled();
  // Off the button just clicked: the suite theme sets no hover colour, and antd's derived one
  // (a lighter blue) is under 4.5:1 on white (reported; a theme matter for every page).
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'Marking view with the grade and comment');
  await marking.saveAndNext.click();
  await marking.expectCount('Marked', 1);

  await marking.tab('Marked').click();
  await marking.expectActive(first!.name);
  await marking.button('Clear Grade and Comment').click();
  await marking.clearMarkQuestion.expectLines(['no grade', 'the comment “Clear working throughout.”']);
  await marking.clearMarkQuestion.choose('Clear');
  await marking.expectCount('Marked', 0);
  await expect(marking.tab('Handed In')).toHaveAttribute('aria-selected', 'true');

  await marking.pane.getByText('Extension', { exact: true }).click();
  await expect(marking.pane.getByLabel('Extended due date')).toBeVisible();
  await expectAccessible(page, 'Marking view with the Extension pane open');
  await typeDate(marking.pane.getByLabel('Extended due date'), pickerDate(schoolDay(1)));
  await marking.button('Grant Extension').click();
  await expect(marking.pane.getByText(`Extended to ${pickerDate(schoolDay(1))}.`)).toBeVisible();
  await expectAccessible(page, 'Marking view with an extension granted');

  await marking.pane.getByText('History', { exact: true }).click();
  const history = marking.pane.getByRole('list').filter({ hasText: 'Date handed in' });
  await expect(history).toContainText(`Date handed in none → ${pickerDate(schoolDay(-2))}`);
  await expect(history).toContainText('Comment “Clear working throughout.” → none');
  await expect(history).toContainText(`Extended due date none → ${pickerDate(schoolDay(1))}`);
  await expectAccessible(page, 'Marking view with the History pane open');

  await marking.button('Clear Handed In').click();
  await marking.clearQuestion.expectLines(['1 hand-in', 'no marks (grades and comments)', 'no submitted files']);
  await expectAccessible(page, 'Clear Handed In question');
  await marking.clearHandInQuestion.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(marking.clearHandInQuestion).toBeHidden();
  await marking.expectCount('Handed In', 0);
  await expect(marking.tab('Not Handed In')).toHaveAttribute('aria-selected', 'true');
  const record = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  expect([record.HandedInDate, record.Result, record.Comments]).toEqual([null, null, null]);
});

test.describe('a failed save', () => {
  // The journey makes SaveHomeworkMark answer 503 on purpose.
  test.use({ expectedRefusals: ['serverFault'] });

  /** The marking view of a homework of its own, on its first handed-in student, with grade B typed. */
  async function gradeTyped(page: Page, user: 'teacher' | 'teacher2' = 'teacher', group = GROUP) {
    const api = await signIn(page, '/homework/all-homework', user);
    const { id, students } = await homeworkWithHandIns(api, 2, group);
    const first = students[0]!;
    const marking = new MarkingPage(page);
    await marking.goto(id);
    await marking.expectActive(first.name);
    await marking.button('Grade and Comment').click();
    await marking.grade.fill('B');
    return { api, id, first, marking };
  }

  // Riverside has not chosen to keep marking while offline (decision 0032): the spec's failed save.
  test("at a school that keeps nothing, a failed save says 'Save failed.' and puts the old status back, the work still typed", async ({ page }) => {
    const { first, marking } = await gradeTyped(page, 'teacher2', '8R/Ma1');
    const saveMark = '**/v3/HomeworkManagement/SaveHomeworkMark';
    await page.route(saveMark, (route) => route.fulfill({ status: 503, json: { message: 'The service is busy.' } }));
    await marking.saveAndNext.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Save failed. The service is busy.' })).toBeVisible();
    await marking.expectActive(first.name);
    await marking.expectCount('Handed In', 2);
    await marking.expectCount('Marked', 0);
    await expect(marking.grade).toHaveValue('B');
    await expect(marking.student(first.name)).not.toContainText('Waiting to send');
    await expectAccessible(page, 'Marking view after a failed save');
  });

  test('a grade and comment not yet saved survive a reload; one the server cannot take yet waits and is sent', async ({ page }) => {
    const { api, id, first, marking } = await gradeTyped(page);
    await marking.comment.fill('A good start: show each step.');

    await page.reload();
    await marking.expectLoaded();
    await marking.expectActive(first.name);
    await expect(marking.draftNote).toBeVisible();
    await expectAccessible(page, 'Marking view offering a draft back');
    await marking.draftNote.getByRole('button', { name: 'Restore' }).click();
    await expect(marking.grade).toHaveValue('B');
    await expect(marking.comment).toHaveValue('A good start: show each step.');

    // A 5xx is kept and sent again (decision 0032): the student is marked, waiting to send.
    const saveMark = '**/v3/HomeworkManagement/SaveHomeworkMark';
    await page.route(saveMark, (route) => route.fulfill({ status: 503, json: { message: 'The service is busy.' } }));
    await marking.saveAndNext.click();
    await expect(page.getByRole('status').filter({ hasText: 'Sending 1 change made while the connection was down' })).toBeVisible();
    await marking.expectCount('Marked', 1);
    await marking.tab('Marked').click();
    await expect(marking.student(first.name)).toContainText('Waiting to send');

    // The server takes it on the next try; it is saved once, as typed.
    await page.unroute(saveMark);
    await expect(page.getByRole('status').filter({ hasText: 'The change made while the connection was down has been saved.' })).toBeVisible({ timeout: 20_000 });
    await expect(marking.student(first.name)).not.toContainText('Waiting to send');
    await page.reload();
    await marking.expectLoaded();
    await marking.tab('Marked').click();
    await marking.expectActive(first.name);
    await expect(marking.draftNote).toBeHidden();
    const saved = (await api.records(id)).find((r) => r.StudentId === first.studentId)!;
    expect([saved.Result, saved.Comments]).toEqual(['B', 'A good start: show each step.']);
  });
});

test("Clear Handed In on a marked student says what goes; Restore in the History brings the hand-in and its mark back", async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 2);
  const [first] = students;
  await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: first!.studentId, Result: '8/10', Comments: 'Careful work.' });
  const before = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  const marking = new MarkingPage(page);
  await marking.goto(id, first!.studentId);
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');

  const question = marking.clearQuestion;
  await marking.button('Clear Handed In').focus();
  await page.keyboard.press('Enter');
  await question.expectLines(['1 hand-in', '1 mark (grade and comment)', 'no submitted files']);
  await expectAccessible(page, 'Clear Handed In question, counted');
  await tabTo(page, question.answer('Clear'));
  await page.keyboard.press('Enter');
  await expect(question.notice('Cleared 1 hand-in and 1 mark (grade and comment).')).toBeVisible();
  await expect(question.undo).toBeFocused();
  await expectVisibleFocus(question.undo);
  await expectAccessible(page, 'Marking view with the Undo after a clear');
  await expect(marking.tab('Not Handed In')).toHaveAttribute('aria-selected', 'true');
  await marking.expectCount('Marked', 0);

  // Later, from the History: its entry of the cleared hand-in offers Restore.
  await marking.pane.getByText('History', { exact: true }).click();
  const restore = marking.history.getByRole('button', { name: 'Restore', exact: true });
  await expect(restore).toHaveCount(1);
  await expect(marking.history.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Restore', exact: true }) })).toContainText(`Date handed in ${pickerDate(schoolDay(-1))} → none`);
  await expectAccessible(page, 'Marking view with the History offering Restore');
  await tabTo(page, restore);
  await expectVisibleFocus(restore);
  await page.keyboard.press('Enter');
  await expect(marking.pane.getByRole('status').filter({ hasText: 'Restored 1 hand-in and 1 mark (grade and comment).' })).toBeVisible();
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');
  await marking.expectCount('Marked', 1);
  await expect(marking.history).toContainText(`Date handed in none → ${pickerDate(schoolDay(-1))} (restored)`);
  await expect(restore).toHaveCount(0);
  await marking.button('Grade and Comment').click();
  await expect(marking.grade).toHaveValue('8/10');
  const after = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  expect([after.HandedInDate, after.Result, after.Comments]).toEqual([before.HandedInDate, '8/10', 'Careful work.']);
});

test('Clear Grade and Comment asks first, naming them; Undo puts them back; later, Restore in the History does', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 2);
  const [first] = students;
  const comment = 'A thoughtful reading of the poem, but the second half needs quotations to support each point.';
  await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: first!.studentId, Result: 'B+', Comments: comment });
  const before = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  const marking = new MarkingPage(page);
  await marking.goto(id, first!.studentId);
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');
  const question = marking.clearMarkQuestion;
  const lines = ['the grade “B+”', 'the comment “A thoughtful reading of the poem, but the second half needs…”'];

  // By keyboard: the question, then Cancel, which clears nothing.
  await marking.button('Clear Grade and Comment').focus();
  await page.keyboard.press('Enter');
  await question.expectLines(lines);
  await expectAccessible(page, 'Clear Grade and Comment question');
  await page.keyboard.press('Escape');
  await expect(question.dialog).toBeHidden();
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');

  // Asked again, and cleared: Marked back to Handed In, with an Undo that has the focus.
  await marking.button('Clear Grade and Comment').focus();
  await page.keyboard.press('Enter');
  await question.expectLines(lines);
  await tabTo(page, question.answer('Clear'));
  await page.keyboard.press('Enter');
  await expect(question.notice('Grade and comment cleared: Marked back to Handed In.')).toBeVisible();
  await expect(marking.tab('Handed In')).toHaveAttribute('aria-selected', 'true');
  await marking.expectCount('Marked', 0);
  await expect(question.undo).toBeFocused();
  await expectVisibleFocus(question.undo);
  await expectAccessible(page, 'Marking view with the Undo after Clear Grade and Comment');
  await page.keyboard.press('Enter');
  await expect(question.notice('Grade and comment restored.')).toBeVisible();
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');
  await marking.expectCount('Marked', 1);
  let after = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  expect(after).toEqual(before);

  // Cleared again and left: later, the History's entry of the grade offers Restore.
  await marking.button('Clear Grade and Comment').click();
  await question.choose('Clear');
  await expect(question.notice('Grade and comment cleared: Marked back to Handed In.')).toBeVisible();
  await marking.pane.getByText('History', { exact: true }).click();
  const history = marking.pane.getByRole('list').filter({ hasText: 'Grade' });
  const restore = history.getByRole('button', { name: 'Restore', exact: true });
  await expect(restore).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Restore', exact: true }) })).toContainText('Grade “B+” → none');
  await expectAccessible(page, 'Marking view with the History offering Restore of a grade and comment');
  await tabTo(page, restore);
  await expectVisibleFocus(restore);
  await page.keyboard.press('Enter');
  await expect(marking.pane.getByRole('status').filter({ hasText: 'Restored 1 mark (grade and comment).' })).toBeVisible();
  await expect(marking.tab('Marked')).toHaveAttribute('aria-selected', 'true');
  await expect(history).toContainText('Grade none → “B+” (restored)');
  await expect(restore).toHaveCount(0);
  after = (await api.records(id)).find((r) => r.StudentId === first!.studentId)!;
  expect(after).toEqual(before);
});
