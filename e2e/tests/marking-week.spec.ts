// The marking items of docs/teacher-week.md, week 2, as a teacher meets them in a week: a stale link's
// title, a grade or comment over its limit, hand-in dates before the homework was set, two teachers or two tabs marking
// the same student, and where the focus goes after Save and Next and after Restore.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { typeDate } from '../pages/controls';
import { pickerDate, schoolDay } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { Mailbox } from '../pages/mailbox';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

test.describe.configure({ mode: 'parallel' });

const GROUP = '8B/Ma1';

async function signIn(page: Page) {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  return new MarkingApi(page);
}

const homeworkWithHandIns = (api: MarkingApi, handedIn: number) => api.homeworkWithHandIns('Marking week', GROUP, handedIn);

test("a link with another homework's title: the page names the homework it shows", async ({ page }) => {
  const api = await signIn(page);
  const { id, title } = await homeworkWithHandIns(api, 1);
  const marking = new MarkingPage(page);
  await page.goto(`/#/homework/teacherview/${id}?homeworktitle=${encodeURIComponent('Last year’s essay')}`);
  await marking.expectLoaded();
  await expect(marking.heading).toHaveText(title);
});

test('a pasted comment over its limit is kept whole, counted, and refused in words; Save and Next waits', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 2);
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(students[0]!.name);
  await page.keyboard.press('c');
  await expect(marking.comment).toBeFocused();
  const pasted = 'Well argued, with quotations. '.repeat(150).slice(0, 4457);
  await page.keyboard.insertText(pasted);
  await expect(marking.comment).toHaveValue(pasted);
  await expect(marking.pane.getByText('4457 / 4000')).toBeVisible();
  await expect(marking.comment).toHaveAccessibleDescription('Comment must be less than or equal to 4000 characters.');
  await expect(marking.saveAndNext).toBeDisabled();
  await expectAccessible(page, 'Marking view with a comment over its limit');
  await page.keyboard.press('Control+Enter');
  await marking.expectActive(students[0]!.name);

  await page.keyboard.press('Shift+Tab');
  await expect(marking.grade).toBeFocused();
  await page.keyboard.insertText('Excellent, a real pleasure to read: keep it up!!!!');
  await page.keyboard.insertText('!');
  await expect(marking.grade).toHaveAccessibleDescription('Grade must be less than or equal to 50 characters.');

  // Cut back within the limits, it saves whole.
  await marking.grade.fill('A');
  await marking.comment.fill(pasted.slice(0, 4000));
  await expect(marking.comment).not.toHaveAttribute('aria-invalid');
  await marking.saveAndNext.click();
  await marking.expectCount('Marked', 1);
  await expect
    .poll(async () => (await api.records(id)).find((r) => r.StudentId === students[0]!.studentId)?.Comments)
    .toBe(pasted.slice(0, 4000));
});

test.describe('two teachers, or two tabs, marking the same student', () => {
  // The later save is refused (409) on purpose: that is the guard.
  test.use({ expectedRefusals: ['refusedWrite'] });

  test('another teacher saves first: the later save asks, showing both marks; Keep theirs keeps theirs, and the student gets one mail', async ({ page, browser }) => {
    const api = await signIn(page);
    const { id, title, students } = await homeworkWithHandIns(api, 2);
    const [ben] = students;
    const all = await api.call<{ Id: string; Email: string | null }[]>('GET', 'v2/Student/All');
    const email = all.find((s) => s.Id.toLowerCase() === ben!.studentId.toLowerCase())?.Email ?? null;

    // A second teacher of the school (the demo's administrator, Mr Okafor, who also teaches), in a
    // browser of his own, opens the same student, unmarked.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await new ShellPage(otherPage).signInAs('admin', '/homework/all-homework');
    const mine = new MarkingPage(page);
    const theirs = new MarkingPage(otherPage);
    await mine.goto(id, ben!.studentId);
    await theirs.goto(id, ben!.studentId);
    await mine.button('Grade and Comment').click();
    await mine.grade.fill('C');
    await mine.comment.fill('Needs more evidence.');

    // The other teacher saves first.
    await theirs.button('Grade and Comment').click();
    await theirs.grade.fill('B+');
    await theirs.saveAndNext.click();
    await theirs.expectCount('Marked', 1);
    await other.close();

    // This tab's Save and Next is refused, and asks with both marks.
    await mine.saveAndNext.click();
    const question = page.getByRole('dialog', { name: 'This grade and comment have changed' });
    await expect(question).toBeVisible();
    await expect(question).toContainText('Mr D. Okafor saved a grade and comment for');
    await expect(question.getByRole('region', { name: /^Saved by Mr D\. Okafor at / })).toContainText('B+');
    await expect(question.getByRole('region', { name: 'Yours, not saved' })).toContainText('C');
    await expect(question.getByRole('region', { name: 'Yours, not saved' })).toContainText('Needs more evidence.');
    await expectAccessible(page, 'Marking: a save over a newer mark asks which to keep');
    await mine.expectActive(ben!.name);
    expect((await api.records(id)).find((r) => r.StudentId === ben!.studentId)?.Result).toBe('B+');

    // By keyboard: Keep theirs; the focus is back in the grade, which holds theirs.
    await expect(question.getByRole('button', { name: 'Keep theirs' })).toBeVisible();
    await question.getByRole('button', { name: 'Keep theirs' }).focus();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Their grade and comment are kept; yours were not saved.' })).toBeVisible();
    await expect(mine.grade).toBeFocused();
    await expect(mine.grade).toHaveValue('B+');
    await expectAccessible(page, 'Marking after keeping the other tab’s mark');
    const kept = (await api.records(id)).find((r) => r.StudentId === ben!.studentId)!;
    expect([kept.Result, kept.Comments]).toEqual(['B+', null]);
    if (email) {
      await new Mailbox().waitFor(email, { subject: `Homework marked: ${title}` });
      await page.waitForTimeout(3_000);
      const marked = (await new Mailbox().to(email)).filter((mail) => mail.subject === `Homework marked: ${title}`);
      expect(marked.map((mail) => mail.text ?? '')).toEqual([expect.stringContaining('B+')]);
    }
  });

  test('Save mine saves over the other tab’s mark once it has been seen', async ({ page }) => {
    const api = await signIn(page);
    const { id, students } = await homeworkWithHandIns(api, 2);
    const [ben] = students;
    const mine = new MarkingPage(page);
    await mine.goto(id, ben!.studentId);
    await mine.button('Grade and Comment').click();
    await mine.grade.fill('C');
    // The other tab, through the API as a second tab's page would: B+ over the unmarked student.
    await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: ben!.studentId, Result: 'B+', Comments: null });
    await mine.saveAndNext.click();
    const question = page.getByRole('dialog', { name: 'This grade and comment have changed' });
    await tabTo(page, question.getByRole('button', { name: 'Save mine' }));
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(mine.grade).toBeFocused();
    await expect.poll(async () => (await api.records(id)).find((r) => r.StudentId === ben!.studentId)?.Result).toBe('C');
  });
});

test('after Save and Next the focus is on the next student\'s Grade and Comment; kept open by choice, in their grade', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 4);
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(students[0]!.name);
  await page.keyboard.press('g');
  await page.keyboard.type('7/10');
  await page.keyboard.press('Tab');
  await expect(marking.comment).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(marking.saveAndNext).toBeFocused();
  await page.keyboard.press('Enter');
  // The spec's panel hides for the next student (02 §2.2); the focus is on the button that opens it.
  await marking.expectActive(students[1]!.name);
  const toggle = marking.button('Grade and Comment');
  await expectVisibleFocus(toggle);
  await expect(marking.grade).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('g');
  await expect(marking.grade).toBeFocused();

  // Chosen, the panel stays open for the next student, the focus in their grade.
  await page.getByRole('checkbox', { name: 'Keep Grade and Comment open for the next student' }).check();
  await marking.grade.fill('6/10');
  await marking.saveAndNext.click();
  await marking.expectActive(students[2]!.name);
  await expect(marking.grade).toBeFocused();
  await expect(marking.grade).toHaveValue('');
  await expectAccessible(page, 'Marking: the next student after Save and Next, the panel kept open');
  await page.keyboard.type('5/10');
  await page.keyboard.press('Control+Enter');
  await marking.expectActive(students[3]!.name);
  await expect(marking.grade).toBeFocused();
  await marking.expectCount('Marked', 3);
});

test("Restore in a hand-in's History leaves the focus on what it restored, not on nothing", async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 2);
  const [first] = students;
  await api.call('POST', 'v3/HomeworkManagement/ClearHandedIn', { HomeworkId: id, StudentId: first!.studentId });
  const marking = new MarkingPage(page);
  await marking.goto(id, first!.studentId);
  await marking.pane.getByText('History', { exact: true }).click();
  const restore = marking.history.getByRole('button', { name: 'Restore', exact: true });
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  const restored = marking.pane.getByRole('status').filter({ hasText: 'Restored 1 hand-in' });
  await expect(restored).toBeFocused();
  await expect(restore).toHaveCount(0);
  await expectAccessible(page, 'Marking: the History after Restore');
  // Tab goes on from there, into the History's list and on.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
});

test('a hand-in date before the homework was set, or after today, stays as typed and is refused in words', async ({ page }) => {
  const api = await signIn(page);
  const { id, students } = await homeworkWithHandIns(api, 0);
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(students[0]!.name);
  const setDay = pickerDate(schoolDay(-10));

  await typeDate(marking.handInDate, '01/01/2020');
  await marking.button('Hand In').click();
  await expect(marking.pane.getByRole('alert')).toHaveText(`The hand-in date cannot be before the homework was set (${setDay}).`);
  await expect(marking.handInDate).toHaveValue('01/01/2020');
  await expectAccessible(page, 'Marking: a hand-in date before the homework was set');

  await typeDate(marking.handInDate, pickerDate(schoolDay(2)));
  await marking.activeStudent.click();
  // Not put back to today without a word: it stays, and says why it cannot be used.
  await expect(marking.handInDate).toHaveValue(pickerDate(schoolDay(2)));
  await expect(marking.pane.getByRole('alert')).toHaveText('The hand-in date cannot be after today.');
  await marking.button('Hand In').click();
  expect((await api.records(id)).every((r) => r.HandedInDate === null)).toBe(true);

  await typeDate(marking.handInDate, setDay);
  await expect(marking.pane.getByRole('alert')).toHaveCount(0);
  await marking.button('Hand In').click();
  await expect(marking.statusBanner).toBeVisible();
  await marking.expectCount('Handed In', 1);
});
