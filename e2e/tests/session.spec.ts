import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { DashboardPage } from '../pages/dashboard-page';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { ACCESS_TOKEN_TTL_SECONDS } from '../playwright.config';

test('signing out ends at the signed-out panel and a protected route asks to sign in again', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await shell.expectPath('/homework/all-homework');
  await shell.signOut();
  await shell.expectPath(/#\/signedout$/i);
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expectAccessible(page, 'signed-out panel');
  await page.goto('/#/homework/all-homework');
  await new SignInPage(page).expectShown();
  await expectAccessible(page, 'sign-in page');
});

test('a visitor with no session is sent to sign in before the layout is downloaded, and comes back to the page asked for', async ({ page }) => {
  const scripts: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/homework/create');
  const signIn = new SignInPage(page);
  await signIn.expectShown();
  // The full start-up is the 'shell-start' chunk and the 'shell-render' chunk it asks for (React DOM, antd, the app).
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.startsWith('/shell-start.') || script.startsWith('/shell-render.'))).toEqual([]);
  await signIn.signIn('teacher');
  await new ShellPage(page).expectPath('/homework/create');
  await expect(page.getByRole('heading', { name: 'Create Homework' })).toBeVisible();
  expect(scripts.filter((script) => script.startsWith('/shell-start.'))).toHaveLength(1);
  // The shell's page carries the configuration, the remotes list and the provider's endpoints: none is asked for.
  expect(asked.filter((path) => ['/config.json', '/remotes.json', '/oidc/.well-known/openid-configuration'].includes(path))).toEqual([]);
});

test('a deep link that signs in first reports its page view once, after the return (defect 13)', async ({ page }) => {
  const shell = new ShellPage(page);
  const views = shell.recordPageViews();
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  // A later page's view: the views go in order, so every one of the list's has been sent by then.
  await shell.menuEntry('Create').click();
  await expect.poll(() => views).toContain('/homework/create');
  expect(views).toEqual(['/homework/all-homework', '/homework/create']);
});

test('the access token is renewed silently, without a page reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await shell.expectPath('/homework/all-homework');
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  const firstToken = await storedAccessToken(page);
  expect(firstToken).toBeTruthy();

  // Renewal runs 60 s before expiry, in a hidden frame at /silent-token-renew, which starts the shell
  // without its second part (React DOM, antd, the app).
  const renewalScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame().url().includes('/silent-token-renew')) renewalScripts.push(new URL(request.url()).pathname);
  });
  const renewal = page.waitForRequest((request) => request.url().includes('/silent-token-renew'), {
    timeout: (ACCESS_TOKEN_TTL_SECONDS - 60 + 30) * 1000,
  });
  await renewal;
  await expect.poll(() => storedAccessToken(page), { timeout: 20_000 }).not.toBe(firstToken);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  expect(renewalScripts.filter((script) => script.startsWith('/shell-start.'))).toHaveLength(1);
  expect(renewalScripts.filter((script) => script.startsWith('/shell-render.'))).toEqual([]);
  await shell.menuEntry('Create').click();
  await shell.expectPath('/homework/create');
});

async function storedAccessToken(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    }
    return null;
  });
}

test.describe('with the service worker allowed (the other journeys block it)', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a first visit installs the suite's service worker before sign-in (its downloads go on through the sign-in); the next start runs the start-up scripts from its cache", async ({ page }) => {
    await page.goto('/#/homework/all-homework');
    const signIn = new SignInPage(page);
    await signIn.expectShown();
    // Decision 0006 (a service worker before sign-in): on the sign-in page the shell's worker is
    // already installing or installed, and the page adds no prefetch hints of its own beside its
    // downloads.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(true);
    await expect(page.locator('head > link[rel="prefetch"]')).toHaveCount(0);
    await signIn.signIn('teacher');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    const kept = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const names = (await caches.keys()).filter((name) => name.startsWith('homework-scripts-'));
      const cached = (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat();
      return { names, cached, main: [...document.scripts].map((script) => new URL(script.src, location.href).pathname).find((src) => src.startsWith('/main.')) };
    });
    expect(kept.names).toHaveLength(1);
    expect(kept.cached).toContain(kept.main);
    expect(kept.cached.some((path) => path.startsWith('/remotes/mf-homework/remoteEntry.'))).toBe(true);

    await page.reload();
    await list.expectLoaded();
    const delivered = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { deliveryType?: string })[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.deliveryType]),
    );
    expect(delivered.find(([path]) => path === kept.main)?.[1]).toBe('cache-storage');
    expect(delivered.filter(([, type]) => type === 'cache-storage').length).toBeGreaterThan(10);
    // What it does not keep still comes, from the network: another remote's page.
    await page.goto('/#/homework/dashboard');
    await new DashboardPage(page).expectLoaded();
  });
});
