// A deep link to All Homework while the homework remote is slow (issue 7, defect 3): the remote
// area keeps its place with a spinner from the first frame, and the filter bar comes with the page,
// before the list's answer.
import { expect, test } from '@playwright/test';
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
