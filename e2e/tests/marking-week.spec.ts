// Issue 39's marking items, as a teacher meets them in a week: a stale link's title, a grade or comment
// over its limit, hand-in dates before the homework was set, two tabs marking the same student, and
// where the focus goes after Save and Next and after Restore.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

test.describe.configure({ mode: 'parallel' });

const GROUP = '8B/Ma1';

async function signIn(page: Page) {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  return new MarkingApi(page);
}

/** A past-due homework of the journey's own, its students by name, the first `handedIn` of them handed in. */
async function homeworkWithHandIns(api: MarkingApi, handedIn: number) {
  const title = uniqueToken('Marking week');
  const { id, studentIds } = await api.pastHomework(title, GROUP);
  const names = await api.studentNames();
  const students = studentIds
    .map((studentId) => ({ studentId, name: names.get(studentId.toLowerCase())! }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }));
  if (handedIn > 0) await api.recordHandIns(id, students.slice(0, handedIn).map((s) => s.studentId));
  return { id, title, students };
}

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
