// A remote team's own loop (docs/release.md "Developing a remote"): `npm run dev --
// mf-homework` serves its development build; the suite, which allows that origin
// (REMOTE_OVERRIDE_ORIGINS), loads it in place of the release in this browser only, says so on every
// page, and a saved edit shows in the open page without a reload. One button goes back to the release.
// How long the edit takes to show is the bench's (npm run bench:dev-loop), not this journey's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { SignInPage } from '../pages/sign-in-page';
import { DEV_REMOTE_PORT } from '../playwright.config';

const REPO = path.resolve(__dirname, '..', '..');
// The release line's words, in the remote's English catalogue (decision 0040): a text edit is the
// commonest a team makes, and the catalogue is compiled by the build, in watch mode too.
const EDITED = 'mf-homework/src/messages/en.ts';
const DEV = `http://localhost:${DEV_REMOTE_PORT}`;
const MANIFEST = `${DEV}/mf-manifest.json`;
let devServer: ChildProcess | undefined;
let log = '';
let original = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  original = fs.readFileSync(path.join(REPO, EDITED), 'utf8');
  devServer = spawn(process.execPath, ['scripts/dev.mjs', 'mf-homework'], { cwd: REPO, env: { ...process.env, DEV_PORT: String(DEV_REMOTE_PORT) }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [devServer.stdout, devServer.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let waited = 0; ; waited += 500) {
    if (devServer.exitCode !== null) throw new Error(`npm run dev stopped: ${log.slice(-2000)}`);
    if (await fetch(MANIFEST).then((response) => response.ok, () => false)) break;
    if (waited > 200_000) throw new Error(`npm run dev did not serve its manifest in 200 s: ${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (original) fs.writeFileSync(path.join(REPO, EDITED), original);
  devServer?.kill('SIGTERM');
});

test('a development build stands in for the release in one browser, shows an edit without a reload, and goes back to the release', async ({ page }) => {
  test.setTimeout(180_000);
  const fromDev: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEV)) fromDev.push(request.url());
  });
  await page.goto(`/?remote-override=mf_homework=${encodeURIComponent(MANIFEST)}#/homework/all-homework`);
  await new SignInPage(page).signIn('teacher');
  const list = new AllHomeworkPage(page);
  await expect(list.cards.first()).toBeVisible();
  const notice = page.getByRole('region', { name: 'Development builds' });
  await expect(notice).toContainText(`Development build: mf_homework is loaded from ${MANIFEST}, in this browser only.`);
  expect(fromDev.some((url) => url.startsWith(`${DEV}/remoteEntry`))).toBe(true);
  // The override leaves the address once taken: a copied link does not carry it to someone else.
  expect(new URL(page.url()).search).toBe('');
  await expectAccessible(page, 'All Homework from a development build');

  // The team saves an edit: the open page shows it, and is the same page (nothing reloaded it).
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  fs.writeFileSync(path.join(REPO, EDITED), original.replace('Homework pages version', 'Homework pages (edited) version'));
  await expect(page.getByText(/^Homework pages \(edited\) version /)).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(list.cards.first()).toBeVisible();
  fs.writeFileSync(path.join(REPO, EDITED), original);
  await expect(page.getByText(/^Homework pages version /)).toBeVisible({ timeout: 60_000 });

  // Back to the release, by keyboard: the notice's button.
  const back = notice.getByRole('button', { name: 'Use the released mf_homework' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(list.cards.first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  const before = fromDev.length;
  await page.reload();
  await expect(list.cards.first()).toBeVisible();
  expect(fromDev.slice(before)).toEqual([]);
});
