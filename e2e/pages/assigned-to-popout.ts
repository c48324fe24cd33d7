import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The assigned-to selector (shared by the list's filter bar and the homework forms): the summary
 * button, the removable previews and the popout with its Groups and Students tabs.
 */
export class AssignedToSelector {
  readonly dialog: Locator;
  readonly previews: Locator;

  /** `summary` is the selector's button; `scope` holds its previews; `title` is the popout's ('Students' for a message's recipients). */
  constructor(
    readonly page: Page,
    readonly summary: Locator,
    scope: Locator,
    title = 'Assigned to',
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.previews = scope.getByRole('list', { name: 'Selected groups and students' });
  }

  async open() {
    await this.summary.click();
    await expect(this.dialog).toBeVisible();
    // The popout opens on Groups, Subject Classes.
    await expect(this.dialog.getByRole('tab', { name: 'Groups', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(this.dialog.getByRole('tab', { name: 'Subject Classes', exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  async search(text: string) {
    await this.dialog.getByRole('searchbox', { name: 'Search groups and students' }).fill(text);
  }

  /** Ticks a group of a type tab ('Subject Classes', 'Reg groups', 'Years', 'User Defined'), found by search. */
  async chooseGroup(name: string, type = 'Subject Classes') {
    await this.dialog.getByRole('tab', { name: 'Groups', exact: true }).click();
    await this.dialog.getByRole('tab', { name: type, exact: true }).click();
    await this.search(name);
    const box = this.dialog.getByRole('checkbox', { name: `Select ${name}`, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }

  /** Ticks a student on the Students tab, found by searching their name ('Surname, Forename' in the grid). */
  async chooseStudent(forename: string, surname: string) {
    await this.dialog.getByRole('tab', { name: 'Students', exact: true }).click();
    await this.search(`${forename} ${surname}`);
    const box = this.dialog.getByRole('checkbox', { name: `Select ${surname}, ${forename}`, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }

  /** The popout's 'n students selected in total', once it is known (not '...'). */
  async totalSelected(): Promise<number> {
    const total = this.dialog.getByText(/^\d+ students? selected in total$/);
    await expect(total).toBeVisible();
    return Number((await total.textContent())!.match(/^(\d+)/)![1]);
  }

  async clearAll() {
    await this.dialog.getByRole('button', { name: 'Clear All' }).click();
  }

  async done() {
    await this.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Removes one chosen group or student with its preview's close button. */
  async remove(label: string) {
    await this.previews.getByRole('button', { name: `Remove ${label}`, exact: true }).click();
  }
}
