// A deep link to All Homework while the homework remote is slow (decision 0007, the page being opened
// starts first): the remote area keeps its place with a spinner from the first frame, and the filter
// bar comes with the page, before the list's answer. And antd's styles, built with the suite rather
// than in the browser.
import { expect, test } from '../pages/journey';
import { expectAccessible, untilTransitionsEnd } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { ShellPage } from '../pages/shell-page';

test('a slow remote shows a spinner in its area; the filters come before the list', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/dashboard');
  await shell.expectPath('/homework/dashboard');

  let releaseRemote!: () => void;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route('**/remotes/mf-homework/**', async (route) => {
    await remoteHeld;
    await route.continue();
  });
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/v3/HomeworkManagement/GetHomeworkList', async (route) => {
    await listHeld;
    await route.continue();
  });

  await page.goto('/#/homework/all-homework');
  await page.reload();
  const area = page.locator('#remote-area');
  await expect(area).toBeVisible();
  const spinner = () => area.evaluate((element) => getComputedStyle(element, '::before').content);
  await expect.poll(spinner).not.toBe('none');
  expect((await area.boundingBox())!.height).toBeGreaterThanOrEqual(300);

  releaseRemote();
  const list = new AllHomeworkPage(page);
  await expect(list.filters).toBeVisible();
  await expect(list.results).toHaveAttribute('aria-busy', 'true');
  await expect.poll(spinner).toBe('none');
  releaseList();
  await list.expectLoaded();
});

test("antd's styles come built with the suite: antd adds only CSS variables at run time, and a reload draws every element as before, accessibly", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();

  // The prebuilt styles are in the page once; a rule antd made at run time would be one of its
  // components' styles built again in the browser.
  const styles = await page.evaluate(() => ({
    prebuilt: document.querySelectorAll('link[rel="stylesheet"][data-antd-prebuilt]').length,
    builtHere: [...document.querySelectorAll('style[data-css-hash]')]
      .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
      .filter((rule) => rule instanceof CSSStyleRule && [...rule.style].some((property) => !property.startsWith('--')))
      .map((rule) => rule.cssText.slice(0, 120)),
  }));
  expect(styles.prebuilt).toBe(1);
  expect(styles.builtHere).toEqual([]);

  // What the eye meets: the top bar, the menu and its open group, the breadcrumb, the filters, a card.
  const looks = () =>
    page.evaluate(() => {
      const selectors = ['header', 'nav [role="menu"]', 'nav [role="menuitem"]', 'nav [role="menu"] [role="menu"]', 'nav[aria-label="Breadcrumb"], .ant-breadcrumb', '[role="search"] label', '[role="search"] input[type="radio"] + *', 'article', 'article a, article button'];
      const properties = ['display', 'color', 'background-color', 'margin', 'padding', 'font-size', 'font-weight', 'border', 'border-radius', 'height'];
      return selectors.flatMap((selector) =>
        [...document.querySelectorAll(selector)].slice(0, 6).map((element) => {
          const style = getComputedStyle(element);
          return `${selector} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`;
        }),
      );
    });
  await page.mouse.move(0, 0);
  await untilTransitionsEnd(page);
  const built = await looks();
  expect(built.length).toBeGreaterThan(20);

  await page.reload();
  await list.expectLoaded();
  await page.mouse.move(0, 0);
  await untilTransitionsEnd(page);
  expect(await looks()).toEqual(built);
  await expectAccessible(page, 'All Homework after a reload, with the prebuilt styles');
});
