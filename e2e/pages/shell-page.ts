import { expect, type Locator, type Page } from '@playwright/test';
import { untilTransitionsEnd } from './accessibility';
import { SignInPage } from './sign-in-page';

/** The suite's layout: menu, top bar, user menu, breadcrumbs, remote area. */
export class ShellPage {
  readonly menu: Locator;
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.header = page.getByRole('banner');
  }

  /** Opens a hash route and signs in through the provider's page as `username`. */
  async signInAs(username: string, hashPath = '/') {
    await this.page.goto(`/#${hashPath}`);
    await new SignInPage(this.page).signIn(username);
  }

  async expectPath(path: string | RegExp) {
    await expect(this.page).toHaveURL(typeof path === 'string' ? new RegExp(`#${escape(path)}$`, 'i') : path);
  }

  /**
   * The page views the suite reports to its analytics service from now on (sanitised paths, in the
   * order they are sent); the list grows as they are sent.
   */
  recordPageViews(): string[] {
    const views: string[] = [];
    this.page.on('request', (request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/analytics/events')) return;
      const event = request.postDataJSON() as { type?: string; path?: string } | null;
      if (event?.type === 'pageView' && event.path) views.push(event.path);
    });
    return views;
  }

  menuEntry(name: string) {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }

  /** Opens the user menu (its button named in English or Welsh), its items in their places. */
  async openUserMenu() {
    await this.header.getByRole('button', { name: /user menu|Dewislen defnyddiwr/i }).click();
    await expect(this.page.getByRole('menu').last()).toBeVisible();
    // antd grows the menu into place: an item clicked before it has (a busy machine's clicks come
    // at once) is clicked where it is about to leave, and the click lands on its neighbour.
    await untilTransitionsEnd(this.page);
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
