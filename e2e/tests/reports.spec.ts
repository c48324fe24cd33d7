import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { chooseOption } from '../pages/controls';
import { readCsv } from '../pages/csv';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { DashboardPage } from '../pages/dashboard-page';
import { ShellPage } from '../pages/shell-page';

type Row = { Name: string; Count: number; HandedInOnTime: number; HandedInLate: number; Overdue: number; Due: number };

test('from the dashboard, the Hand In Report is reached and paged by keyboard, sorts, pages by 8 and downloads what it shows', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  await new DashboardPage(page).expectLoaded();
  // Reached with the keyboard: the link takes the focus, visibly, and Enter follows it.
  const reportLink = page.getByRole('link', { name: 'Hand In Report as a table' });
  await tabTo(page, reportLink);
  await expectVisibleFocus(reportLink);
  await page.keyboard.press('Enter');
  await shell.expectPath('/homework/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Reports' });
  const rows = report.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page, 'reports');

  // Registration groups are more than a page: 8 a page, the rest on the next.
  const answer = page.waitForResponse((response) => response.url().includes('GetHandedInStatus?timeRange=term&dimension=regGroup'));
  await chooseOption(report.getByLabel('Slice by'), 'Registration Group');
  const answered = (await (await answer).json()) as Row[];
  expect(answered.length).toBeGreaterThan(8);
  await expect(report.getByRole('columnheader', { name: 'Registration Group' })).toBeVisible();
  await expect(rows).toHaveCount(8);

  // Highest Handed In first, ties by name: the first page is the top eight of the answer.
  await chooseOption(report.getByLabel('Sort by'), 'Handed In (highest first)');
  const byHandedIn = [...answered].sort((a, b) => b.HandedInOnTime - a.HandedInOnTime || a.Name.localeCompare(b.Name, 'en-GB', { numeric: true }));
  await expect(rows.locator('td:first-child')).toHaveText(byHandedIn.slice(0, 8).map((row) => row.Name));
  // The second page with the keyboard too.
  const secondPage = report.getByRole('listitem', { name: '2', exact: true });
  await tabTo(page, secondPage);
  await expectVisibleFocus(secondPage);
  await page.keyboard.press('Enter');
  await expect(rows.locator('td:first-child')).toHaveText(byHandedIn.slice(8, 16).map((row) => row.Name));
  await expectAccessible(page, 'reports, second page');

  // The CSV holds every row, in the order shown, with the figures the server answered.
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download Hand In Report CSV' }).click();
  expect((await download).suggestedFilename()).toBe('Hand In Report - This Term - Registration Group.csv');
  const csv = await readCsv(await download);
  expect(csv[0]).toEqual(['Registration Group', 'Total', 'Handed In', 'Handed In Late', 'Not Handed In', 'Due']);
  expect(csv.slice(1)).toEqual(byHandedIn.map((row) => [row.Name, row.Count, row.HandedInOnTime, row.HandedInLate, row.Overdue, row.Due].map(String)));
});
