import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';

test('an unavailable remote shows an error panel with a retry while the rest keeps working', async ({ page }) => {
  let dashboardDown = true;
  await page.route('**/remotes/mf-dashboard/**', (route) => (dashboardDown ? route.abort() : route.continue()));
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  await shell.expectPath('/homework/dashboard');
  const panel = page.getByText('This part of Homework could not be loaded.');
  await expect(panel).toBeVisible();
  await expect(shell.menuEntry('All Homework')).toBeVisible();

  await shell.menuEntry('All Homework').click();
  await shell.expectPath('/homework/all-homework');
  await expect(page.getByRole('heading', { name: 'All Homework' })).toBeVisible();

  dashboardDown = false;
  await shell.menuEntry('Dashboard').click();
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('React, react-dom and antd load once across the shell and every remote', async ({ page }) => {
  // Each react-dom renderer registers itself with the devtools hook once: count them.
  await page.addInitScript(() => {
    const renderers = new Map();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(await response.text());
  });
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const [entry, heading] of [['All Homework', 'All Homework'], ['Create', 'Create'], ['Messages', 'Messages']]) {
    await shell.menuEntry(entry).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.goto('/#/homework/studentview/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: /student/i })).toBeVisible();

  const renderers = await page.evaluate(
    () => ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size),
  );
  expect(renderers).toBe(1);
  // React's and antd's own code, by strings that appear once in each library's bundle.
  const count = (marker: string) => scripts.filter((source) => source.includes(marker)).length;
  expect(count('react.transitional.element')).toBe(1);
  expect(count('ant-design-icons') + count('antCls')).toBeGreaterThan(0);
  const shared = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, number> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const info of Object.values(versions)) if (info.loaded) loaded[name] = (loaded[name] ?? 0) + 1;
    return loaded;
  });
  for (const name of ['react', 'react-dom', 'antd']) expect(shared[name], name).toBe(1);
});
