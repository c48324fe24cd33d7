import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './controls';
import { expectChartDrawn } from './drawn';

/** The individual student view (/homework/studentview/{studentId}): the student, the timeframe and the Overview list. */
export class StudentViewPage {
  readonly region: Locator;
  readonly heading: Locator;
  readonly groups: Locator;
  readonly timeframe: Locator;
  readonly search: Locator;
  readonly orderBy: Locator;
  readonly subject: Locator;
  readonly items: Locator;
  readonly shares: Locator;
  /** The titles shown, in order (an array assertion on it retries until the order settles). */
  readonly titles: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Student View' });
    this.heading = this.region.getByRole('heading', { level: 1 });
    this.groups = this.region.getByTestId('student-groups');
    this.timeframe = this.region.getByRole('combobox', { name: 'Timeframe' });
    this.search = this.region.getByRole('searchbox', { name: 'Search by title' });
    this.orderBy = this.region.getByRole('combobox', { name: 'Order By' });
    this.subject = this.region.getByRole('combobox', { name: 'Subject' });
    this.items = this.region.getByRole('list', { name: 'Homework' }).getByTestId('overview-item');
    this.shares = this.region.getByRole('list', { name: 'Hand-in percentages' });
    this.titles = this.items.locator('strong');
  }

  async expectLoaded(name: string) {
    await expect(this.heading).toHaveText(name);
    await expect(this.shares).toBeVisible();
    await this.expectChartDrawn();
  }

  /** The hand-in chart drawn on the screen, in its statuses' colours. */
  async expectChartDrawn() {
    await expectChartDrawn(this.region.getByTestId('hand-in-chart'));
  }

  item(title: string): Locator {
    return this.items.filter({ hasText: title });
  }

  async typeSearch(text: string) {
    await this.search.fill(text);
  }

  async chooseSubject(name: string) {
    await chooseOption(this.subject, name);
  }

  async chooseOrder(label: string) {
    await chooseOption(this.orderBy, label);
  }

  async chooseTimeframe(label: 'This Term' | 'This Year') {
    await chooseOption(this.timeframe, label);
  }


  markingLink(title: string): Locator {
    return this.item(title).getByRole('link', { name: `Marking: ${title}` });
  }
}
