import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'homework';

/** The identity provider's own sign-in page. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page.getByLabel('Username')).toBeVisible();
    await expect(this.page.getByLabel('Password')).toBeVisible();
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.expectShown();
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
