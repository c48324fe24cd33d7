import { expect, type Locator, type Page } from '@playwright/test';
import type { AskFirstQuestion } from './ask-first';
import { clearQuestion } from './clear-question';
import { chooseOption, chooseRadio, typeDate } from './controls';

export type RecorderShow = 'Not Handed In' | 'Handed In';
export type RecorderSort = 'Submission Status' | 'Student Name';
export type RowBadge = 'Handed In' | 'Handed In Late' | 'Overdue' | 'Not Yet Handed In';

/** The bulk hand-in recorder (/homework/submissions/{homeworkId}): filters, legend, date, actions and the students' table. */
export class BulkHandInPage {
  readonly region: Locator;
  readonly heading: Locator;
  readonly sortBy: Locator;
  readonly legendButton: Locator;
  readonly legend: Locator;
  readonly date: Locator;
  readonly today: Locator;
  readonly record: Locator;
  readonly clear: Locator;
  readonly table: Locator;
  readonly selectAll: Locator;
  readonly successBanner: Locator;
  readonly errorBanner: Locator;
  /** Clear Handed In Status's question (what goes, Clear or Cancel) and the Undo after. */
  readonly clearQuestion: AskFirstQuestion;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Submissions' });
    this.heading = this.region.getByRole('heading', { level: 1 });
    this.sortBy = this.region.getByRole('combobox', { name: 'Sort by' });
    this.legendButton = this.region.getByRole('button', { name: 'Status legend' });
    this.legend = page.getByRole('dialog', { name: 'Status legend' });
    this.date = this.region.getByRole('textbox', { name: 'Set date handed in' });
    this.today = this.region.getByRole('button', { name: 'Today', exact: true });
    this.record = this.region.getByRole('button', { name: 'Record as Handed In' });
    this.clear = this.region.getByRole('button', { name: 'Clear Handed In Status' });
    this.table = this.region.getByRole('table', { name: 'Students' });
    this.selectAll = this.table.getByRole('checkbox', { name: 'Select all students shown' });
    this.successBanner = this.region.getByRole('status').filter({ hasText: 'Handed In status updated.' });
    this.errorBanner = this.region.getByRole('alert');
    this.clearQuestion = clearQuestion(page);
  }

  async goto(homeworkId: string) {
    await this.page.goto(`/#/homework/submissions/${homeworkId}`);
  }

  async expectLoaded(title: string) {
    await expect(this.heading).toHaveText(title);
    await expect(this.table).toBeVisible();
  }

  detail(term: 'Subject' | 'Due date') {
    return this.region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  async show(option: RecorderShow) {
    await chooseRadio(this.region.getByRole('radio', { name: option, exact: true }));
  }

  async sort(option: RecorderSort) {
    await chooseOption(this.sortBy, option);
  }

  async setDate(date: string) {
    await typeDate(this.date, date);
  }

  student(name: string) {
    return this.table.getByRole('checkbox', { name, exact: true });
  }

  /** The body rows: [name, badge, date handed in] each, in the order shown. */
  rows(): Promise<string[][]> {
    return this.table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
  }

  /** The student id of the row of this name. */
  async studentId(name: string): Promise<string> {
    const id = await this.table.locator('tbody tr').filter({ has: this.page.getByRole('checkbox', { name, exact: true }) }).getAttribute('data-student-id');
    if (!id) throw new Error(`No row for ${name}`);
    return id;
  }

  async names(): Promise<string[]> {
    return (await this.rows()).filter((row) => row.length === 3).map(([name]) => name!);
  }

  async expectEmpty() {
    await expect(this.table.getByRole('cell', { name: 'No matching students.' })).toBeVisible();
  }

  async openLegend() {
    await this.legendButton.click();
    await expect(this.legend).toBeVisible();
  }

  async closeLegendWithEscape() {
    await this.page.keyboard.press('Escape');
    await expect(this.legend).toBeHidden();
    await expect(this.legendButton).toBeFocused();
  }
}
