import { expect, type Locator, type Page } from '@playwright/test';
import { AskFirstQuestion } from './ask-first';
import { AssignedToSelector } from './assigned-to-popout';
import { chooseOption, chooseRadio, clearOption, expectChosen } from './controls';

export const SHOW_OPTIONS = ['My Homework', 'Other Teachers Homework'] as const;
export const STATE_OPTIONS = ['All', 'Due date passed', 'Due in next 7 days', 'Due in next 30 days'] as const;
export type ShowOption = (typeof SHOW_OPTIONS)[number];
export type StateOption = (typeof STATE_OPTIONS)[number];
export type OrderOption = 'Due Date' | 'Title' | 'Subject' | 'Created Date';

/** The All Homework page: filter bar, order-by, the homework cards and the pager. */
export class AllHomeworkPage {
  readonly region: Locator;
  readonly filters: Locator;
  readonly setBy: Locator;
  readonly subject: Locator;
  readonly assignedTo: AssignedToSelector;
  readonly search: Locator;
  readonly orderBy: Locator;
  readonly list: Locator;
  readonly results: Locator;
  readonly cards: Locator;
  readonly successBanner: Locator;
  readonly errorBanner: Locator;
  /** Delete's question ('Are You Sure?', what goes, Delete or Cancel), its notices ('“title” deleted.', '“title” restored.') and the Undo after. */
  readonly deleteQuestion: AskFirstQuestion;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'All Homework' });
    this.filters = this.region.getByRole('search', { name: 'Homework filters' });
    this.setBy = this.filters.getByRole('combobox', { name: 'Set by' });
    this.subject = this.filters.getByRole('combobox', { name: 'Subject' });
    this.assignedTo = new AssignedToSelector(page, this.filters.getByRole('button', { name: 'Assigned to' }), this.filters);
    this.search = this.filters.getByRole('searchbox', { name: 'Search' });
    this.orderBy = this.region.getByRole('combobox', { name: 'Order by' });
    this.list = this.region.getByRole('list', { name: 'Homework' });
    // The list's area, there whether or not it holds a list (no list role when nothing matched).
    this.results = this.region.getByTestId('homework-results');
    this.cards = this.list.getByRole('article');
    this.successBanner = this.region.getByRole('status');
    this.errorBanner = this.region.getByRole('alert');
    this.deleteQuestion = new AskFirstQuestion(page, page.getByRole('dialog').filter({ hasText: 'Are You Sure?' }), {
      list: 'This deletes:',
      kept: 'A deleted homework is kept for 30 days',
    });
  }

  async goto(hashPath = '/homework/all-homework') {
    await this.page.goto(`/#${hashPath}`);
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.filters).toBeVisible();
    await expect(this.results).toHaveAttribute('aria-busy', 'false');
  }

  card(title: string) {
    return this.list.getByRole('article', { name: title, exact: true });
  }

  /** The cards' titles in the order shown, once the list has finished loading (null meanwhile). */
  async cardTitles(): Promise<string[] | null> {
    if ((await this.results.getAttribute('aria-busy')) !== 'false') return null;
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
  }

  /** Waits until the list shows exactly these cards, in this order. */
  async expectCards(titles: string[], message?: string) {
    await expect.poll(() => this.cardTitles(), { message }).toEqual(titles);
  }

  showOption(option: ShowOption) {
    return this.filters.getByRole('radio', { name: option, exact: true });
  }

  async show(option: ShowOption) {
    await chooseRadio(this.showOption(option));
  }

  stateOption(option: StateOption) {
    return this.filters.getByRole('radio', { name: option, exact: true });
  }

  async chooseState(option: StateOption) {
    await chooseRadio(this.stateOption(option));
  }

  /** A Show or State option's button as drawn (its label: antd draws the radio itself invisibly). */
  optionButton(option: ShowOption | StateOption) {
    return this.filters.getByRole('radio', { name: option, exact: true }).locator('xpath=ancestor::label[1]');
  }

  /** The lines a Show or State option's text takes on the screen. */
  async optionLines(option: ShowOption | StateOption) {
    return this.optionButton(option).evaluate((label) => {
      // One box per line for each piece of its text: the lines are the boxes' distinct tops.
      const tops = new Set<number>();
      const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
      }
      return tops.size;
    });
  }

  async chooseSetBy(teacher: string) {
    await chooseOption(this.setBy, teacher);
  }

  async expectSetBy(teacherOrAll: string) {
    await expectChosen(this.setBy, teacherOrAll);
  }

  async chooseSubject(subject: string) {
    await chooseOption(this.subject, subject);
  }

  async clearSubject() {
    await clearOption(this.subject, 'All');
  }

  /** Types into the title search as a user types (the list asks once typing pauses). */
  async typeSearch(text: string) {
    await this.search.click();
    await this.search.clear();
    await this.search.pressSequentially(text, { delay: 40 });
  }

  async chooseOrder(order: OrderOption) {
    await chooseOption(this.orderBy, order);
  }

  async expectOrder(order: OrderOption) {
    await expectChosen(this.orderBy, order);
  }

  /** Delete on a card: answers the confirmation it opens. */
  async askToDelete(title: string) {
    await this.card(title).getByRole('button', { name: 'Delete' }).click();
    await expect(this.confirmation).toBeVisible();
    return this.confirmation;
  }

  async answerConfirmation(answer: 'Delete' | 'Cancel') {
    await this.deleteQuestion.choose(answer);
    await expect(this.confirmation).toBeHidden();
  }

  get confirmation() {
    return this.deleteQuestion.dialog;
  }

  get recentlyDeletedButton() {
    return this.page.getByRole('button', { name: 'Recently deleted', exact: true });
  }

  get recentlyDeleted() {
    return this.page.getByRole('dialog').filter({ hasText: 'can be restored with everything under it' });
  }

  /** One homework of Recently deleted, by its title. */
  deletedItem(title: string) {
    return this.recentlyDeleted.getByRole('listitem', { name: title, exact: true });
  }
}
