import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { DashboardPage } from '../pages/dashboard-page';
import { ShellPage } from '../pages/shell-page';

test.describe('a remote that cannot be reached', () => {
  test.use({ expectedRefusals: ['networkCut'] });

  test('an unavailable remote shows an error panel with a retry while the rest keeps working', async ({ page }) => {
    let dashboardDown = true;
    await page.route('**/remotes/mf-dashboard/**', (route) => (dashboardDown ? route.abort() : route.continue()));
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/dashboard');
    await shell.expectPath('/homework/dashboard');
    const panel = page.getByText('This part of Homework could not be loaded.');
    await expect(panel).toBeVisible();
    await expect(shell.menuEntry('All Homework')).toBeVisible();
    await expectAccessible(page, 'remote error panel');

    await shell.menuEntry('All Homework').click();
    await shell.expectPath('/homework/all-homework');
    await expect(page.getByRole('search', { name: 'Homework filters' })).toBeVisible();

    dashboardDown = false;
    await shell.menuEntry('Dashboard').click();
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toHaveCount(0);
    await new DashboardPage(page).expectLoaded();
    await expectAccessible(page, 'Dashboard');
  });
});

test.describe('every remote opened', () => {
  // The student view is opened for a student who is not there, only to load its remote.
  test.use({ expectedRefusals: ['notFound'] });

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
    // Script bodies by URL: the sign-in redirect downloads the shell twice, which is not a second copy.
    // The page that leaves at once for sign-in takes its bodies with it: those are read after it.
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = await response.text().catch(() => null);
      if (body !== null) scripts.set(response.url(), body);
    });
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const pages = [
      { entry: 'All Homework', shown: page.getByRole('search', { name: 'Homework filters' }) },
      { entry: 'Create', shown: page.getByRole('form', { name: 'Homework' }) },
      { entry: 'Messages', shown: page.getByRole('heading', { name: 'Messages' }) },
    ];
    for (const { entry, shown } of pages) {
      await shell.menuEntry(entry).click();
      await expect(shown).toBeVisible();
      await expectAccessible(page, entry);
    }
    await page.goto('/#/homework/studentview/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: /student/i })).toBeVisible();
    await expectAccessible(page, 'student view');

    const renderers = await page.evaluate(
      () => ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size),
    );
    expect(renderers).toBe(1);
    // React's and antd's own code, by strings in their bundles: in the shell's files, never in a
    // remote's (served under /remotes/), so no remote brings a copy of its own.
    for (const marker of ['react.transitional.element', 'ant-wave-target']) {
      const files = [...scripts].filter(([, source]) => source.includes(marker)).map(([url]) => new URL(url).pathname);
      expect(files.length, marker).toBeGreaterThan(0);
      expect(files.filter((file) => file.startsWith('/remotes/')), marker).toEqual([]);
    }
    // Every container sees the shared scope; count the distinct loaded entries of each library in it.
    const shared = await page.evaluate(() => {
      type ShareInfo = { loaded?: boolean; from?: string; version?: string };
      const share =
        (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
          .__FEDERATION__?.__SHARE__ ?? {};
      const loaded: Record<string, Set<string>> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            for (const [version, info] of Object.entries(versions))
              if (info.loaded) (loaded[name] ??= new Set()).add(`${info.from}@${version}`);
      return Object.fromEntries(Object.entries(loaded).map(([name, entries]) => [name, entries.size]));
    });
    for (const name of ['react', 'react-dom', 'antd']) expect(shared[name], name).toBe(1);
  });
});

test.describe("antd's on-demand names", () => {
  test('All Homework is drawn without them, and the assigned-to popout loads them from the shell', async ({ page }) => {
    // Tables, tabs, the date picker and the rest load with the code that shows them (ANTD_ON_DEMAND,
    // tools/webpack/antd.mjs), from the page's one antd: the shell's.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const onDemand = () => scripts.filter((script) => /\/antd-on-demand-\w+\.[0-9a-f]+\.js$/.test(script));
    await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await expect(list.cards.first()).toBeVisible();
    expect(onDemand()).toEqual([]);

    await list.assignedTo.open();
    await expect(list.assignedTo.dialog.getByRole('checkbox').first()).toBeVisible();
    // The popout's table and tabs, each its own chunk, from the shell's build.
    expect(onDemand().map((script) => script.replace(/^.*\/(antd-on-demand-\w+)\..*$/, '$1')).sort()).toEqual(['antd-on-demand-table', 'antd-on-demand-tabs']);
    expect(onDemand().filter((script) => script.startsWith('/remotes/'))).toEqual([]);
    await expectAccessible(page, 'the assigned-to popout, loaded on demand');
  });
});
