import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkApi, schoolDay, uniqueToken } from '../pages/homework-api';
import { ShellPage } from '../pages/shell-page';
import { StudentViewPage } from '../pages/student-view-page';
import { DashboardPage } from '../pages/dashboard-page';
import { STUDENT_FIGURES_NOTE } from '../../shared/contracts/src/dashboard/codes';
import { OVERVIEW_SHARES_NOTE } from '../../shared/contracts/src/marking/codes';

test("a student's homework overview: searched, filtered by subject, ordered, and its Marking link opens that student's marking", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new HomeworkApi(page);
  const classId = await api.subjectClassId('8B/Ma1');
  const [studentId] = await api.groupMembers(classId);
  const token = uniqueToken('View');
  const maths = await api.subjectId('Mathematics');
  const overdueTitle = `${token} Fractions worksheet`;
  const dueTitle = `${token} Algebra practice`;
  const extendedTitle = `${token} Ratio problems`;
  const overdueId = await api.createHomework({ title: overdueTitle, subjectId: maths, startDate: schoolDay(-6), dueDate: schoolDay(-3), groups: [classId] });
  await api.createHomework({ title: dueTitle, subjectId: maths, startDate: schoolDay(0), dueDate: schoolDay(2), groups: [classId] });
  const extendedId = await api.createHomework({ title: extendedTitle, subjectId: maths, startDate: schoolDay(-6), dueDate: schoolDay(-3), groups: [classId] });
  await api.extendDueDate(extendedId, studentId, schoolDay(3));

  await page.goto(`/#/homework/studentview/${studentId}`);
  const view = new StudentViewPage(page);
  await expect(view.heading).not.toHaveText('Student View');
  await expect(view.groups).toContainText('8B');
  await expect(view.items.first()).toBeVisible();
  await view.expectChartDrawn();
  await expectAccessible(page, 'student view');

  await view.chooseTimeframe('This Year');
  await view.expectChartDrawn();
  await view.typeSearch(token);
  await expect(view.items).toHaveCount(3);
  await expect(view.item(overdueTitle).getByTestId('overview-status')).toHaveText('Overdue');
  await expect(view.item(dueTitle).getByTestId('overview-status')).toHaveText('Set (due)');
  // The extension is the due date the student works to: not overdue, and shown as extended.
  await expect(view.item(extendedTitle).getByTestId('overview-status')).toHaveText('Set (due)');
  await expect(view.item(extendedTitle)).toContainText('(extended)');

  await view.chooseOrder('Title');
  await expect(view.titles).toHaveText([dueTitle, overdueTitle, extendedTitle]);
  await view.chooseSubject('Mathematics');
  await expect(view.items).toHaveCount(3);
  await view.typeSearch(`${token} volcano`);
  await expect(view.region.getByText('No homework matches.')).toBeVisible();
  await expectAccessible(page, 'student view, nothing matches');

  await view.typeSearch(token);
  await view.markingLink(overdueTitle).click();
  await shell.expectPath(`/homework/teacherview/${overdueId}/${studentId}?homeworktitle=${encodeURIComponent(overdueTitle)}`);
  // Titled with the homework, as from its card (01 §2): not 'Marking'.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(overdueTitle);
  await expect(page).toHaveTitle(new RegExp(`^${overdueTitle}`));
});

test("a student's own photo is drawn beside their name", async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const students = await new HomeworkApi(page).call<{ Id: string; DisplayForename: string; DisplaySurname: string; PhotoId: string | null; IsActive: boolean }[]>('GET', 'v2/Student/All');
  const pictured = students.find((s) => s.IsActive && s.PhotoId)!;
  const name = `${pictured.DisplayForename} ${pictured.DisplaySurname}`;

  await page.goto(`/#/homework/studentview/${pictured.Id}`);
  const view = new StudentViewPage(page);
  await expect(view.heading).toHaveText(name);
  const photo = view.region.locator('img').and(view.region.getByRole('img', { name }));
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page, 'student view with a photo');
});

// docs/teacher-week.md, week 2 item 13: the dashboard's row for a student and the student view count
// the same homework: the student view shows the dashboard's counts from its own statuses, and each says
// what it counts.
test("the student view and the dashboard's Student Overview count a student's homework alike, and say what Due and Not set mean", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  await expect(dashboard.students.getByText(STUDENT_FIGURES_NOTE)).toBeVisible();
  await expect(dashboard.studentLinks().first()).toBeVisible();
  const view = new StudentViewPage(page);
  // Other journeys record and mark this school's hand-ins meanwhile: the two are read again, one after
  // the other, until no hand-in changed between the readings. A student view that counts otherwise
  // never agrees, and fails.
  await expect(async () => {
    if (!(await dashboard.students.isVisible())) {
      await page.goto('/#/homework/dashboard');
      await page.reload(); // read afresh, not from the page's cache of the last reading
      await dashboard.expectLoaded();
    }
    const due = await dashboard.studentColumn('Due');
    const row = due.findIndex((count) => count > 0);
    expect(row, 'a student on the first page has homework due').toBeGreaterThanOrEqual(0);
    const figures = await Promise.all(['Handed In', 'Handed In Late', 'Due', 'Not Handed In'].map(async (header) => `${header} ${(await dashboard.studentColumn(header))[row]}`));
    await dashboard.students.locator('tbody tr.ant-table-row').nth(row).getByRole('link').click();
    await expect(view.items.first()).toBeVisible();
    await expect(view.region.getByTestId('dashboard-counts')).toHaveText(`On the dashboard: ${figures.join(' · ')}`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(view.region.getByText(OVERVIEW_SHARES_NOTE)).toBeVisible();
  for (const status of await view.items.getByTestId('overview-status').allInnerTexts())
    if (status.startsWith('Not set')) expect(status).toMatch(/^Not set \(the student sees it from \d{2}\/\d{2}\/\d{4}\)$/);
  await expectAccessible(page, 'student view with the dashboard counts');
});
