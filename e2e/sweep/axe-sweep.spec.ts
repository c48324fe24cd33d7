// Counts axe-core's serious and critical WCAG 2.2 AA violations over the suite's pages (homework,
// marking, student view, dashboard, reports) and their open states, and prints them (state, count, rules) with the total; the figures go in reports.
// It fails only when a state cannot be reached, not on violations: the journeys do that.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { BulkHandInPage } from '../pages/bulk-hand-in-page';
import { DashboardPage } from '../pages/dashboard-page';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';
import { StudentViewPage } from '../pages/student-view-page';

const counts: { state: string; nodes: number; rules: string[] }[] = [];

async function sweep(page: Page, state: string) {
  const blocking = await blockingViolations(page);
  counts.push({
    state,
    nodes: blocking.reduce((sum, violation) => sum + violation.nodes.length, 0),
    rules: blocking.map((violation) => `${violation.id}×${violation.nodes.length}`),
  });
}

test.afterAll(() => {
  for (const { state, nodes, rules } of counts) console.log(`${String(nodes).padStart(4)}  ${state}  ${rules.join(' ')}`);
  console.log(`${String(counts.reduce((sum, row) => sum + row.nodes, 0)).padStart(4)}  TOTAL over ${counts.length} states`);
});

// One after the other, their counts printed together at the end.
test.describe.configure({ mode: 'serial' });

test('axe sweep over the homework pages and their open states', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/#/homework/all-homework');
  await expect(page.getByLabel('Username')).toBeVisible();
  await sweep(page, 'sign-in page (branch identity)');
  await shell.signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await sweep(page, 'All Homework');

  await list.typeSearch('zzzz no such homework');
  await expect(list.cards).toHaveCount(0);
  await sweep(page, 'All Homework, no search match');
  await list.search.clear();
  await expect(list.cards.first()).toBeVisible();

  await list.cards.first().getByRole('button', { name: 'Delete' }).click();
  await expect(list.confirmation).toBeVisible();
  await sweep(page, 'Delete confirmation');
  await list.answerConfirmation('Cancel');

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await list.goto();
    await sweep(page, `All Homework at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/#/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await sweep(page, 'Create Homework');
  await form.submit();
  await expect(form.form.getByText('Title is required.', { exact: true })).toBeVisible();
  await sweep(page, 'Create Homework with every error');
  await form.openAddLink();
  await sweep(page, 'Create Homework, Add Link open');
  await page.keyboard.press('Escape');
  await form.openLink();
  await sweep(page, 'Create Homework, Link open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Preview Selection' }).click();
  await expect(page.getByRole('dialog', { name: 'Recipient Preview' })).toBeVisible();
  await sweep(page, 'Recipient Preview');
  await page.keyboard.press('Escape');

  await list.goto();
  await list.cards.first().getByRole('link', { name: 'Edit' }).click();
  const edit = new HomeworkFormPage(page, 'edit');
  await edit.expectLoaded();
  await sweep(page, 'Edit Homework');

  for (const path of ['/unauthorised', '/noLicenses']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sweep(page, path);
  }
  expect(counts.length).toBeGreaterThan(10);
});

test('axe sweep over the marking, student view, dashboard and reports pages and their open states', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  await sweep(page, 'Dashboard');
  await dashboard.handIns.getByRole('button', { name: 'Help: Hand In Status' }).click();
  await sweep(page, 'Dashboard, help popup open');
  await page.keyboard.press('Escape');
  await dashboard.students.getByLabel('Students').click();
  await expect(page.getByRole('dialog', { name: 'Students' })).toBeVisible();
  await sweep(page, 'Dashboard, student selector open');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Hand In Report as a table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await sweep(page, 'Reports');

  await page.goto('/#/homework/dashboard');
  await dashboard.studentLinks().first().click();
  const view = new StudentViewPage(page);
  await expect(view.items.first()).toBeVisible();
  await sweep(page, 'Student view');

  const api = new MarkingApi(page);
  const { id, studentIds } = await api.pastHomework(uniqueToken('Sweep'), '8B/Ma1');
  await api.recordHandIns(id, studentIds.slice(0, 3));
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await sweep(page, 'Marking view');
  await marking.button('Grade and Comment').click();
  await sweep(page, 'Marking view, grade and comment');
  await marking.pane.getByText('Extension', { exact: true }).click();
  await sweep(page, 'Marking view, Extension pane');
  await marking.pane.getByText('History', { exact: true }).click();
  await sweep(page, 'Marking view, History pane');
  await marking.button('Clear Handed In').click();
  await expect(marking.clearHandInQuestion).toBeVisible();
  await sweep(page, 'Marking view, Clear Handed In question');
  await page.keyboard.press('Escape');

  await page.goto(`/#/homework/submissions/${id}`);
  const recorder = new BulkHandInPage(page);
  await expect(recorder.table).toBeVisible();
  await sweep(page, 'Bulk hand-in recorder');
  await recorder.legendButton.click();
  await expect(recorder.legend).toBeVisible();
  await sweep(page, 'Bulk hand-in recorder, status legend');
  expect(counts.length).toBeGreaterThan(25);
});
