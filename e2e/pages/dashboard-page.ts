import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './controls';
import { expectChartDrawn } from './drawn';

/** /homework/dashboard: the two chart widgets and the Student Overview. */
export class DashboardPage {
  readonly totals: Locator;
  readonly handIns: Locator;
  readonly students: Locator;

  constructor(readonly page: Page) {
    this.totals = page.getByTestId('total-homework-widget');
    this.handIns = page.getByTestId('hand-in-status-widget');
    this.students = page.getByTestId('student-overview-widget');
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await this.expectDrawn(this.totals);
    await this.expectDrawn(this.handIns);
    // Its list read too: Export turns from disabled to enabled then, a change axe must not meet half-way.
    await expect(this.students.getByRole('button', { name: 'Export' })).toBeEnabled();
  }

  /** The widget's chart drawn in full (by G2, not only its first paint): its slices or stacked statuses in their colours. */
  async expectDrawn(widget: Locator) {
    await expect(this.chart(widget)).toHaveAttribute('data-drawn', 'chart');
    await expectChartDrawn(this.chart(widget));
  }

  /** The drawn chart, labelled with what it shows ('Total Homework by Subject, This Term'). */
  chart(widget: Locator) {
    return widget.getByRole('img', { name: / by / });
  }

  async sliceBy(widget: Locator, label: string) {
    await chooseOption(widget.getByLabel('Slice by'), label);
  }

  async timeframe(widget: Locator, label: string) {
    await chooseOption(widget.getByLabel('Timeframe'), label);
  }

  async downloadCsv(widget: Locator): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await widget.getByRole('button', { name: /Download .* CSV/ }).click();
    return download;
  }

  studentLinks() {
    return this.students.getByRole('link');
  }

  async orderStudentsBy(label: string) {
    await chooseOption(this.students.getByLabel('Order by'), label);
  }

  async studentPage(n: number) {
    await this.students.getByRole('listitem', { name: String(n), exact: true }).click();
  }

  /** The figures column of the table (Handed In, Handed In Late, Due, Not Handed In). */
  async studentColumn(header: string): Promise<number[]> {
    const headers = await this.students.locator('thead th').allInnerTexts();
    const index = headers.findIndex((text) => text.trim() === header);
    const cells = await this.students.locator(`tbody tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts();
    return cells.map(Number);
  }
}

/** Wholly inside the window, as a tooltip must be to be read. */
export async function expectInWindow(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const window = page.viewportSize();
  expect(box && window).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(window!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(window!.height);
}
