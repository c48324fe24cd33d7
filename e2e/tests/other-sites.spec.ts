import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { ShellPage } from '../pages/shell-page';
import { baseURL } from '../playwright.config';

// What another site can do to a signed-in teacher, tried in Chromium: a page of another origin
// (served by Playwright) links to our sign-out and frames our pages.
const OTHER_SITE = 'https://other-site.test';

async function serveOtherSite(page: Page, body: string) {
  await page.route(`${OTHER_SITE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Other site</title><body>${body}</body></html>` }));
  await page.goto(`${OTHER_SITE}/`);
}

test('a link from another site to the sign-out asks first, and the teacher stays signed in', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();

  await serveOtherSite(page, `<main><a href="${baseURL}/oidc/session/end">Win a prize</a></main>`);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out', level: 1 })).toBeVisible();
  await expect(page.getByText('Do you want to sign out of Homework?')).toBeVisible();
  await expectAccessible(page, 'sign-out question');

  // Not answered: the teacher's session at the provider and in the suite is untouched.
  await page.goto(`${baseURL}/#/homework/all-homework`);
  await new AllHomeworkPage(page).expectLoaded();
  await shell.expectPath('/homework/all-homework');
});

test('another site cannot frame the suite or its sign-in page', async ({ page }) => {
  await serveOtherSite(
    page,
    `<iframe title="suite" src="${baseURL}/"></iframe><iframe title="sign in" src="${baseURL}/oidc/auth?client_id=homework-suite"></iframe>`,
  );
  // Chromium refuses both (frame-ancestors, X-Frame-Options): each frame ends on its error page.
  const frames = () => page.frames().filter((frame) => frame !== page.mainFrame());
  await expect.poll(() => frames().map((frame) => frame.url())).toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
  for (const path of ['/', '/oidc/auth?client_id=homework-suite']) {
    const headers = (await page.request.get(`${baseURL}${path}`, { maxRedirects: 0 })).headers();
    expect(`${headers['content-security-policy'] ?? ''} ${headers['x-frame-options'] ?? ''}`).toMatch(/frame-ancestors '(self|none)'|SAMEORIGIN|DENY/i);
  }
});
