// Counts axe-core's serious and critical WCAG 2.2 AA violations over the homework pages and their
// open states, and prints them (state, count, rules) with the total; the figures go in reports.
// It fails only when a state cannot be reached, not on violations: the journeys do that.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { ShellPage } from '../pages/shell-page';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const counts: { state: string; nodes: number; rules: string[] }[] = [];

async function sweep(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
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
  await page.getByRole('button', { name: 'Add Link' }).click();
  await sweep(page, 'Create Homework, Add Link open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
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
