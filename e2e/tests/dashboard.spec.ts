import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { AssignedToSelector } from '../pages/assigned-to-popout';
import { readCsv } from '../pages/csv';
import { DashboardPage, expectInWindow } from '../pages/dashboard-page';
import { expectChartDrawn, painted } from '../pages/drawn';
import { HomeworkApi } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { ShellPage } from '../pages/shell-page';

test('a teacher lands on the dashboard, slices the charts, downloads the CSV and reads it back', async ({ page }) => {
  const answers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v3/ManagementDashboard/Get')) answers.push(new URL(request.url()).search || request.postData() || '');
  });
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  await shell.expectPath('/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  await expectAccessible(page, 'dashboard');

  await expect(dashboard.chart(dashboard.totals)).toHaveAccessibleName('Total Homework by Subject, This Term');
  await dashboard.sliceBy(dashboard.totals, 'Year');
  await expect(dashboard.chart(dashboard.totals)).toHaveAccessibleName('Total Homework by Year, This Term');
  await dashboard.expectDrawn(dashboard.totals);
  const yearAnswer = page.waitForResponse((response) => response.url().includes('GetTotals?timeRange=academicYear&dimension=year'));
  await dashboard.timeframe(dashboard.totals, 'This Year');
  await expect(dashboard.chart(dashboard.totals)).toHaveAccessibleName('Total Homework by Year, This Year');
  expect(answers).toContain('?timeRange=academicYear&dimension=year');

  // The CSV holds what the API answered for the chart, and opens with the BOM.
  const download = await dashboard.downloadCsv(dashboard.totals);
  expect(download.suggestedFilename()).toBe('Total Homework - This Year - Year.csv');
  const rows = await readCsv(download);
  expect(rows[0]).toEqual(['Year', 'Homework']);
  const drawn = (await (await yearAnswer).json()) as { Name: string; Count: number }[];
  expect(drawn.length).toBeGreaterThan(0);
  expect(rows.slice(1)).toEqual(drawn.map((row) => [row.Name, String(row.Count)]));

  // Expand, the help popup, and the keyboard reaches the controls.
  await dashboard.handIns.getByRole('button', { name: 'Expand Hand In Status' }).click();
  await expect(dashboard.handIns.getByRole('button', { name: 'Collapse Hand In Status' })).toBeVisible();
  await expect(dashboard.chart(dashboard.handIns)).toHaveCSS('height', '800px');
  await dashboard.expectDrawn(dashboard.handIns);
  await dashboard.handIns.getByRole('button', { name: 'Help: Hand In Status' }).click();
  await expect(page.getByRole('tooltip').or(page.locator('.ant-popover')).filter({ hasText: 'handed in on time' }).first()).toBeVisible();
  await expectAccessible(page, 'dashboard help popup');
  await page.keyboard.press('Escape');
  await dashboard.handIns.getByRole('button', { name: 'Download Hand In Status CSV' }).focus();
  await page.keyboard.press('Tab');
  await expect(dashboard.handIns.getByRole('button', { name: 'Collapse Hand In Status' })).toBeFocused();
});

test('the Student Overview sorts and pages, and a name opens the student', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.studentLinks().first()).toBeVisible();
  await expect(dashboard.studentLinks()).toHaveCount(8);
  await expectAccessible(page, 'student overview');

  await dashboard.orderStudentsBy('Not Handed In (highest first)');
  await expect
    .poll(async () => {
      const column = await dashboard.studentColumn('Not Handed In');
      return column.length === 8 && column.every((n, i) => i === 0 || column[i - 1] >= n);
    })
    .toBe(true);
  const first = await dashboard.studentLinks().first().innerText();
  const highest = (await dashboard.studentColumn('Not Handed In'))[7];

  await dashboard.studentPage(2);
  await expect(dashboard.studentLinks().first()).not.toHaveText(first);
  const second = await dashboard.studentColumn('Not Handed In');
  expect(second.every((n) => n <= highest)).toBe(true);

  // The chart cell's tooltip: name, percentage to 2 decimals, total.
  const slice = dashboard.students.getByTestId('hand-in-slice').first();
  await slice.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: /: \d+\.\d{2}% \(\d+ of \d+\)/ })).toBeVisible();
  await expectInWindow(page, page.getByRole('tooltip'));

  // From the keyboard: the bar takes the focus and shows every slice's line, inside the window; Escape hides them.
  const bar = dashboard.students.getByRole('img', { name: /\(\d+ of \d+\)|^Nothing due$/ }).first();
  // From the link before it, as a teacher tabs along the row.
  await dashboard.studentLinks().first().focus();
  await tabTo(page, bar);
  await expectVisibleFocus(bar);
  const lines = page.getByRole('tooltip');
  await expect(lines).toContainText(/: \d+\.\d{2}% \(\d+ of \d+\)/);
  await expectInWindow(page, lines);
  await expectAccessible(page, 'student overview: a hand-in bar focused');
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();
  await expect(bar).toBeFocused();

  const name = await dashboard.studentLinks().first().innerText();

  // Export holds the chosen students only: one student chosen, one row.
  const [surname, forename] = name.split(', ');
  const chooser = new AssignedToSelector(page, dashboard.students.locator('#student-overview-students'), dashboard.students, 'Students');
  await chooser.open();
  await chooser.chooseStudent(forename!, surname!);
  await chooser.done();
  await expect(dashboard.studentLinks()).toHaveCount(1);
  const download = page.waitForEvent('download');
  await dashboard.students.getByRole('button', { name: 'Export' }).click();
  const exported = await readCsv(await download);
  expect(exported.slice(1).map(([rowSurname, rowForename]) => `${rowSurname}, ${rowForename}`)).toEqual([name]);
  const href = await dashboard.studentLinks().first().getAttribute('href');
  expect(href).toMatch(/#\/homework\/studentview\/[0-9a-f-]{36}$/);
  await dashboard.studentLinks().first().click();
  await shell.expectPath(/#\/homework\/studentview\/[0-9a-f-]{36}$/);
  expect(name).toContain(',');
});

test("sliced by teacher, a teacher's figure opens their homework on All Homework, from the keyboard", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  const me = await new HomeworkApi(page).call<{ userId: string }>('GET', 'api/v3/userprofile/currentuser');
  const answer = page.waitForResponse((response) => response.url().includes('GetHandedInStatus?timeRange=academicYear&dimension=teacher'));
  await dashboard.sliceBy(dashboard.handIns, 'Teachers');
  await dashboard.timeframe(dashboard.handIns, 'This Year');
  const rows = (await (await answer).json()) as { Name: string; Count: number; TeacherId?: string }[];
  await dashboard.expectDrawn(dashboard.handIns);
  // Another teacher's, with the most hand-ins.
  const chosen = rows.filter((row) => row.TeacherId && row.TeacherId !== me.userId).sort((a, b) => b.Count - a.Count)[0];
  expect(chosen).toBeTruthy();

  const summary = dashboard.handIns.getByText("Open a teacher's homework");
  await summary.focus();
  await page.keyboard.press('Enter');
  const links = dashboard.handIns.getByRole('list', { name: "Hand In Status: each teacher's homework" });
  await expect(links.getByRole('link')).toHaveCount(rows.filter((row) => row.TeacherId).length);
  await expectAccessible(page, "dashboard, each teacher's homework");

  const listed = page.waitForRequest((request) => request.url().includes('GetHomeworkList'));
  await links.getByRole('link', { name: chosen.Name, exact: true }).focus();
  await page.keyboard.press('Enter');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  expect((await listed).postDataJSON()).toMatchObject({ SetBy: chosen.TeacherId, State: 'all' });
  await expect(page.getByRole('radio', { name: 'Other Teachers Homework' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();
});

// Decision 0038: until G2's chunk has come, each widget paints its figures itself, in the same colours.
test('before the charts\' code has come, each chart is painted from its figures; then drawn in full', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dashboard-charts\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  for (const widget of [dashboard.totals, dashboard.handIns]) {
    const chart = dashboard.chart(widget);
    await expect(chart).toHaveAttribute('data-drawn', 'first-paint');
    await expectChartDrawn(chart, { colours: widget === dashboard.totals ? 3 : 2 });
  }
  await expectAccessible(page, 'dashboard, the charts painted before their code has come');
  release();
  await dashboard.expectLoaded();
  await expect(page.locator('canvas[data-first-paint]')).toHaveCount(0);
});

// docs/teacher-week.md, week 2 item 14: fifteen subjects in as many colours, each slice named; the Hand
// In Status bars' names are cut under them ('Design and Te…'), so the keyboard reads each bar whole.
test("fifteen subjects in fifteen colours, and each bar's whole name and figures by keyboard", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  await expect.poll(async () => (await painted(dashboard.chart(dashboard.totals))).fills, { message: 'colours filling an area of the pie' }).toBeGreaterThanOrEqual(15);

  const bars = dashboard.chart(dashboard.handIns);
  await tabTo(page, bars);
  await expectVisibleFocus(bars);
  const tooltip = dashboard.handIns.getByRole('tooltip');
  await expect(tooltip).toContainText(/^Art and Design: Handed In \d+, Handed In Late \d+, Not Handed In \d+, Due \d+/);
  await expect(bars).toHaveAccessibleDescription(/^Art and Design: Handed In \d+/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText(/^Design and Technology: Handed In \d+/);
  await expectAccessible(page, "a bar's figures read by keyboard");
  await page.keyboard.press('End');
  await expect(tooltip).toContainText(/^Spanish: /);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(bars).toBeFocused();
});

// docs/teacher-week.md, week 2 item 22: on a phone, each widget's title whole beside or above its
// buttons, and the Student Overview's counts on the screen, not past its edge.
test('on a phone, every widget title is whole and clear of its buttons, and the Student Overview shows its counts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  for (const widget of [dashboard.totals, dashboard.handIns, dashboard.students]) {
    const title = widget.getByRole('heading', { level: 2 });
    const name = await title.innerText();
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), `'${name}' whole`).toBe(true);
    const titleBox = (await title.boundingBox())!;
    for (const button of await widget.locator('.ant-card-head').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      const apart = box.x >= titleBox.x + titleBox.width || box.y >= titleBox.y + titleBox.height;
      expect(apart, `${await button.innerText()} clear of '${name}'`).toBe(true);
    }
  }
  const cardBox = (await dashboard.students.boundingBox())!;
  for (const header of ['Handed In', 'Handed In Late', 'Due', 'Not Handed In']) {
    const box = (await dashboard.students.getByRole('row').nth(1).getByText(header, { exact: true }).boundingBox())!;
    expect(box.x + box.width, `${header} on the screen, inside the widget`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  expect(await dashboard.students.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the widget holds its controls').toBe(true);
  await expectAccessible(page, 'dashboard on a phone');
});
