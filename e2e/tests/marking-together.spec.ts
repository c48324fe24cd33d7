// Two teachers marking one homework see each other's changes as they happen, with no reload (decision
// 0030): the teacher, and the school's administrator who also teaches (Mr D. Okafor), each in a
// browser of their own. A line names who changed what; counts, tabs and statuses follow; what the
// teacher is typing stays. All by keyboard, axe on every new notice.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { BulkHandInPage } from '../pages/bulk-hand-in-page';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';
import { StudentViewPage } from '../pages/student-view-page';

test.describe.configure({ mode: 'parallel' });

const GROUP = '8B/Ma1';
/** The promise: a colleague's change is seen within 2 s. */
const SEEN_WITHIN = { timeout: 2_000 };

async function signIn(page: Page, who: 'teacher' | 'admin') {
  await new ShellPage(page).signInAs(who, '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  return new MarkingApi(page);
}

/** Mr Okafor, signed in in a browser of his own. */
async function colleague(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const api = await signIn(page, 'admin');
  return { context, page, api };
}

const homeworkWithHandIns = (api: MarkingApi, handedIn: number) => api.homeworkWithHandIns('Marking together', GROUP, handedIn);

const line = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test("a colleague's mark is seen at once: the line names them and the student, the counts follow, and what is typed stays", async ({ page, browser }) => {
  const api = await signIn(page, 'teacher');
  const { id, students } = await homeworkWithHandIns(api, 3);
  const [first, second] = students;
  const okafor = await colleague(browser);
  const mine = new MarkingPage(page);
  const theirs = new MarkingPage(okafor.page);

  // The teacher is on the second student, typing a comment by keyboard; Mr Okafor opens the first.
  await mine.goto(id, second!.studentId);
  await mine.expectActive(second!.name);
  await mine.expectCount('Handed In', 3);
  await mine.expectCount('Marked', 0);
  await page.keyboard.press('c');
  await expect(mine.comment).toBeFocused();
  await page.keyboard.type('A thoughtful start');
  await theirs.goto(id, first!.studentId);
  await theirs.expectActive(first!.name);

  // He marks the first student by keyboard.
  await okafor.page.keyboard.press('g');
  await expect(theirs.grade).toBeFocused();
  await okafor.page.keyboard.type('B+');
  await okafor.page.keyboard.press('Control+Enter');
  await theirs.expectCount('Marked', 1);

  // The teacher's page says so, and moves the student to Marked, without a reload.
  const saved = line(page, `Mr D. Okafor saved a grade and comment for ${first!.name} at `);
  await expect(saved).toBeVisible(SEEN_WITHIN);
  await expect(saved).toHaveText(new RegExp(`at \\d\\d:\\d\\d\\.$`));
  await mine.expectCount('Marked', 1);
  await mine.expectCount('Handed In', 2);
  await expect(mine.student(first!.name)).toBeHidden();
  await mine.expectActive(second!.name);
  await expect(mine.comment).toHaveValue('A thoughtful start');
  await expect(mine.comment).toBeFocused();
  await expectAccessible(page, "Marking: the line saying a colleague's mark was saved");

  // He marks the student the teacher is typing for: what the teacher typed is not replaced.
  await theirs.goto(id, second!.studentId);
  await theirs.expectActive(second!.name);
  await okafor.page.keyboard.press('g');
  await okafor.page.keyboard.type('A');
  await okafor.page.keyboard.press('Control+Enter');
  await theirs.expectCount('Marked', 2);
  const kept = line(page, `${second!.name}'s grade and comment were changed while you were typing. What you typed is kept`);
  await expect(kept).toBeVisible(SEEN_WITHIN);
  await expect(kept).toContainText(`Mr D. Okafor saved a grade and comment for ${second!.name} at `);
  await mine.expectCount('Marked', 2);
  await mine.expectActive(second!.name);
  await expect(mine.comment).toHaveValue('A thoughtful start');
  await expect(mine.grade).toHaveValue('');
  await expect(mine.comment).toBeFocused();
  await expectAccessible(page, 'Marking: the line saying what the teacher typed is kept');
  await okafor.context.close();
});

test('the Submissions page sees a hand-in recorded by a colleague, with no reload', async ({ page, browser }) => {
  const api = await signIn(page, 'teacher');
  const { id, title, students } = await homeworkWithHandIns(api, 1);
  const late = students[1]!;
  const okafor = await colleague(browser);
  const submissions = new BulkHandInPage(page);
  await submissions.goto(id);
  await submissions.expectLoaded(title);
  await expect(submissions.student(late.name)).toBeVisible();

  await okafor.api.recordHandIns(id, [late.studentId]);
  const recorded = line(page, `Mr D. Okafor recorded a hand-in for ${late.name} at `);
  await expect(recorded).toBeVisible(SEEN_WITHIN);
  // Shown: Not Handed In, so the student has gone from the list.
  await expect(submissions.student(late.name)).toBeHidden();
  await expectAccessible(page, 'Submissions: the line saying a colleague recorded a hand-in');

  // By keyboard, to the Handed In list: the student is there, handed in.
  await submissions.region.getByRole('radio', { name: 'Handed In', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(submissions.student(late.name)).toBeVisible();
  await okafor.context.close();
});

test("the student view sees a colleague's mark for its student, in a homework of theirs, with no reload", async ({ page, browser }) => {
  const api = await signIn(page, 'teacher');
  const { id, title, students } = await homeworkWithHandIns(api, 1);
  const [student] = students;
  const okafor = await colleague(browser);
  await page.goto(`/#/homework/studentview/${student!.studentId}`);
  const view = new StudentViewPage(page);
  // The student has other journeys' homework too: this one by its title.
  await view.typeSearch(title);
  await expect(view.item(title)).toBeVisible();
  await expect(view.item(title)).not.toContainText('A-');

  await okafor.api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: student!.studentId, Result: 'A-', Comments: 'Clear working.' });
  await expect(line(page, `Mr D. Okafor saved a grade and comment for ${student!.name} at `)).toBeVisible(SEEN_WITHIN);
  await expect(view.item(title)).toContainText('A-');
  await expectAccessible(page, 'Student view: the line saying a colleague marked the student');
  await okafor.context.close();
});
