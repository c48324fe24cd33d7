// Independent release, proved (decision 0003, docs/release.md): mf-homework is built and released
// alone while a teacher has the suite open; the next load of the shell runs the new release with
// nothing else rebuilt, the page opened before it keeps working on the release it started with, and
// a rollback is the same step naming the earlier version.
//
// The journey releases into a copy of the built suite served by a server of its own (a free port,
// WEB_ROOT=the copy), so the journeys sharing dist/ in the same run never see a release, and the
// working tree is left as it was. Each step's time is printed for the report; none is asserted.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { REMOTES } from '../../tools/suite-remotes.cjs';
import { MAIL_SMTP_PORT } from '../playwright.config';

const REPO = path.resolve(__dirname, '..', '..');
/** A port the system has free (E2E_PORT+1 serves the embedding example), and the copy named after the suite's. */
let PORT = 0;
let URL_BASE = '';
const ROOT = path.join(os.tmpdir(), `homework-release-journey-${process.env.E2E_PORT ?? 4173}`);
/** The server's data and log, beside the copy (not in it: the journey checks what a release writes there). */
const SERVER_DIR = `${ROOT}-server`;
/** The suite's own build of mf-homework, adopted as its first release; the journey releases the next. */
const FIRST = '1.0.0';
const NEXT = '1.0.1-journey';
const run = promisify(execFile);

const timings: [string, number][] = [];
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  timings.push([step, Date.now() - started]);
  console.log(`release journey | ${step}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The release command as a team runs it (npm run release / release:point), on the journey's copy. */
async function release(...args: string[]) {
  const { stdout } = await run(process.execPath, ['scripts/release.mjs', ...args, '--root', ROOT], { cwd: REPO, maxBuffer: 16 * 1024 * 1024 });
  console.log(stdout.trim().replace(/^/gm, 'release journey |   '));
}

/** Every file under the copy: size, modification time and content hash, by path. */
function snapshot(dir = ROOT, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      snapshot(file, into);
      continue;
    }
    const stat = fs.statSync(file);
    into.set(path.relative(ROOT, file), `${stat.size}:${stat.mtimeMs}:${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`);
  }
  return into;
}

/** The scripts a page loads, by address path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const versionLine = (page: Page, version: string) => page.getByText(`Homework pages version ${version}`, { exact: true });

/** Opens All Homework in a new tab of the teacher's browser, signing in if the provider asks. */
async function openAllHomework(page: Page) {
  await page.goto(`${URL_BASE}/#/homework/all-homework`);
  const signInAsked = page.getByLabel('Username');
  const filters = page.getByRole('search', { name: 'Homework filters' });
  await expect(filters.or(signInAsked)).toBeVisible();
  if (await signInAsked.isVisible()) await new SignInPage(page).signIn('teacher');
  await expect(filters).toBeVisible();
}

let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await timed('copy the built suite and start its server', async () => {
    for (const dir of [ROOT, SERVER_DIR]) fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(SERVER_DIR, { recursive: true });
    for (const pkg of ['shell', ...REMOTES]) fs.cpSync(path.join(REPO, pkg, 'dist'), path.join(ROOT, pkg, 'dist'), { recursive: true });
    fs.cpSync(path.join(REPO, 'dist', 'remotes.json'), path.join(ROOT, 'dist', 'remotes.json'));
    // The suite's own build of mf-homework, adopted as its first release (a copy: release folders are never shared).
    fs.cpSync(path.join(REPO, 'mf-homework', 'dist'), path.join(ROOT, 'dist', 'releases', 'mf-homework', FIRST), { recursive: true });
    await release('point', 'mf-homework', FIRST);

    PORT = await freePort();
    URL_BASE = `http://localhost:${PORT}`;
    const log = fs.openSync(path.join(SERVER_DIR, 'server.log'), 'w');
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO,
      env: { ...process.env, DEMO_SCHOOLS: '1', PORT: String(PORT), PUBLIC_URL: URL_BASE, DATA_DIR: path.join(SERVER_DIR, 'data'), WEB_ROOT: ROOT, SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}` },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log); // the server has its own
    for (let waited = 0; ; waited += 500) {
      if (server.exitCode !== null) throw new Error(`the journey's server stopped: ${fs.readFileSync(path.join(SERVER_DIR, 'server.log'), 'utf8').slice(-2000)}`);
      if (await fetch(`${URL_BASE}/config.json`).then((response) => response.ok, () => false)) break;
      if (waited > 180_000) throw new Error("the journey's server did not answer in 3 minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  for (const dir of [ROOT, SERVER_DIR]) fs.rmSync(dir, { recursive: true, force: true });
  console.log(`release journey | steps: ${timings.map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join('; ')}`);
});

test('mf-homework is released alone while a teacher works, and rolled back', async ({ page, context }) => {
  test.setTimeout(480_000);
  const before = scriptsOf(page);
  await timed('sign in and open All Homework', async () => {
    await page.goto(`${URL_BASE}/#/homework/all-homework`);
    await new SignInPage(page).signIn('teacher');
    await expect(page.getByRole('search', { name: 'Homework filters' })).toBeVisible();
  });
  await expect(versionLine(page, FIRST)).toBeVisible();
  const shellEntry = before.find((script) => /^\/main\.[0-9a-f]+\.js$/.test(script));
  expect(shellEntry).toBeTruthy();
  expect(before.some((script) => script.startsWith(`/releases/mf-homework/${FIRST}/`))).toBe(true);

  const untouched = snapshot();
  await timed(`release mf-homework ${NEXT} (build alone, compress, point)`, () => release('build', 'mf-homework', '--version', NEXT));
  // Nothing but the new release's folder and remotes.json was written: the shell and the other
  // remotes were not rebuilt, and the release the open page runs is as it was.
  const after = snapshot();
  const changed = [...after].filter(([file, state]) => untouched.get(file) !== state).map(([file]) => file);
  expect(changed.filter((file) => !file.startsWith(`dist/releases/mf-homework/${NEXT}/`))).toEqual(['dist/remotes.json']);
  expect([...untouched.keys()].filter((file) => !after.has(file))).toEqual([]);

  const next = await context.newPage();
  const nextScripts = scriptsOf(next);
  await timed('the next load of the shell', () => openAllHomework(next));
  await expect(versionLine(next, NEXT)).toBeVisible();
  expect(nextScripts).toContain(shellEntry);
  expect(nextScripts.some((script) => script.startsWith(`/releases/mf-homework/${NEXT}/`))).toBe(true);
  expect(nextScripts.some((script) => script.startsWith(`/releases/mf-homework/${FIRST}/`))).toBe(false);
  await expectAccessible(next, 'All Homework with its release line');

  // The page opened before the release goes on with its own: the Create page's chunk, loaded when it
  // is first opened, and a module of mf-homework it has not loaded yet, './mount', through its own
  // federation runtime, must come from the release the page started with, still served.
  const openBefore = before.length;
  await timed('the page opened before the release opens Create and loads a module it had not', async () => {
    await new ShellPage(page).menuEntry('Create').click();
    await expect(page.getByRole('form', { name: 'Homework' })).toBeVisible();
    await expect(versionLine(page, FIRST)).toBeVisible();
    const exposed = await page.evaluate(async () => {
      const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; loadRemote(id: string): Promise<unknown> }[] } }).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      const module = (await shell?.loadRemote('mf_homework/mount')) as Record<string, unknown> | undefined;
      return Object.keys(module ?? {});
    });
    expect(exposed.length).toBeGreaterThan(0);
  });
  const loadedSince = before.slice(openBefore).filter((script) => script.includes('/mf-homework/'));
  expect(loadedSince.some((script) => /\/__federation_expose_mount\.[0-9a-f]+\.js$/.test(script))).toBe(true);
  expect(loadedSince.filter((script) => !script.startsWith(`/releases/mf-homework/${FIRST}/`))).toEqual([]);

  await timed(`roll back to ${FIRST} (point only)`, () => release('point', 'mf-homework', FIRST));
  await timed('the next load after the rollback', async () => {
    await next.reload();
    await expect(next.getByRole('search', { name: 'Homework filters' })).toBeVisible();
  });
  await expect(versionLine(next, FIRST)).toBeVisible();
  await expect(versionLine(page, FIRST)).toBeVisible();
});

/**
 * Writes `file` (under the repository) as `content` for the length of `work`, then puts it back as it
 * was: the change a remote team makes, released from the working tree as the command does.
 */
async function withSourceChanged<T>(file: string, change: (source: string) => string, work: () => Promise<T>): Promise<T> {
  const at = path.join(REPO, file);
  const before = fs.readFileSync(at, 'utf8');
  fs.writeFileSync(at, change(before));
  try {
    return await work();
  } finally {
    fs.writeFileSync(at, before);
  }
}

/** The release line of mf-homework, also using names of each shared library that no other package imports. */
const WITH_NEW_NAMES = (source: string) =>
  source
    .replace(
      "import type { ComponentType } from 'react';",
      "import type { ComponentType } from 'react';\nimport { Statistic } from 'antd';\nimport { useMatch } from 'react-router-dom';\nimport { useIsFetching } from '@tanstack/react-query';",
    )
    .replace(
      /export function ReleaseLine\(\) \{\n/,
      `export function ReleaseLine() {
  const onTheList = useMatch('/homework/all-homework');
  const fetching = useIsFetching();
  return (
    <>
      <Statistic title="Release check" value={onTheList ? 'on the homework list' : 'on another page'} />
      <Statistic title="Questions to the server" value={fetching >= 0 ? 'counted' : 'not counted'} />
      <ReleaseVersion />
    </>
  );
}

function ReleaseVersion() {
`,
    );

test('a remote using names of the shared libraries that no other package imports is released alone, and its page is drawn', async ({ page }) => {
  test.setTimeout(480_000);
  const scripts = scriptsOf(page);
  const version = '1.0.2-new-names';
  await withSourceChanged('mf-homework/src/lib/release-line.tsx', WITH_NEW_NAMES, () => timed(`release mf-homework ${version} with new names`, () => release('build', 'mf-homework', '--version', version)));
  await page.goto(`${URL_BASE}/#/homework/all-homework`);
  await new SignInPage(page).signIn('teacher');
  await expect(page.getByRole('search', { name: 'Homework filters' })).toBeVisible();
  await expect(versionLine(page, version)).toBeVisible();
  const label = page.getByText('Release check', { exact: true });
  await expect(label).toBeVisible();
  await expect(page.getByText('on the homework list', { exact: true })).toBeVisible();
  await expect(page.getByText('counted', { exact: true })).toBeVisible();
  // Drawn with antd's styles: the shell's stylesheet has no rules for Statistic, the remote's own has,
  // and it was added to the page beside the shell's.
  const styled = await label.evaluate((element) => ({
    rules: [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('ant-statistic-title'))),
    sheets: [...document.querySelectorAll('link[data-antd-prebuilt-more]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
    labelColour: getComputedStyle(element).color,
    pageColour: getComputedStyle(document.body).color,
  }));
  expect(styled.rules).toBe(true);
  expect(styled.sheets).toEqual([expect.stringMatching(new RegExp(`^/releases/mf-homework/${version}/antd\\.[0-9a-f]+\\.css$`))]);
  expect(styled.labelColour).not.toBe(styled.pageColour);
  await test.info().attach('All Homework with names no other package imports', { body: await page.screenshot(), contentType: 'image/png' });
  // The names came from the whole of the page's one antd, the shell's.
  const whole = scripts.filter((script) => /\/antd-whole\.[0-9a-f]+\.js$/.test(script));
  expect(whole).toHaveLength(1);
  expect(whole[0].startsWith('/releases/')).toBe(false);
  await expectAccessible(page, 'All Homework with names no other package imports');
  await release('point', 'mf-homework', FIRST);
});

/**
 * @tanstack/react-query at the next patch version for the length of `work`, as a team's checkout has it
 * after a routine upgrade inside the declared range, in the packages mf-homework's build takes it from
 * (its own and the platform's): each installed package becomes a copy beside pnpm's (so it resolves its
 * own dependencies the same way) that says the new version. package.json is left alone: pnpm would
 * install on the next command anyone runs.
 */
async function withNewerPatchOfReactQuery<T>(work: () => Promise<T>): Promise<T> {
  const links = ['mf-homework', 'shared/platform'].map((pkg) => path.join(REPO, pkg, 'node_modules', '@tanstack', 'react-query'));
  const installed = fs.realpathSync(links[0]!);
  const copy = `${installed}-next-patch`;
  const current = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string };
  const next = current.version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(installed, copy, { recursive: true });
  const packageJson = path.join(copy, 'package.json');
  fs.writeFileSync(packageJson, fs.readFileSync(packageJson, 'utf8').replace(`"version": "${current.version}"`, `"version": "${next}"`));
  const targets = links.map((link) => fs.readlinkSync(link));
  for (const link of links) {
    fs.rmSync(link);
    fs.symlinkSync(copy, link);
  }
  try {
    return await work();
  } finally {
    links.forEach((link, at) => {
      fs.rmSync(link);
      fs.symlinkSync(targets[at]!, link);
    });
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Each version of `name` in the page's share scopes: who provided it, and whether the page loaded it. */
const sharedVersions = (page: Page, name: string) =>
  page.evaluate((name) => {
    type Provided = { from: string; loaded?: boolean; useIn?: string[] };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Provided>>>> } }).__FEDERATION__.__SHARE__;
    return Object.values(scopes).flatMap((scope) => Object.entries(scope.default?.[name] ?? {}).map(([version, provided]) => ({ version, from: provided.from, loaded: Boolean(provided.loaded) })));
  }, name);

test('a remote built with a newer patch of a shared library is released alone, and its page is drawn', async ({ page }) => {
  test.setTimeout(480_000);
  const version = '1.0.4-newer-patch';
  const installed = JSON.parse(fs.readFileSync(path.join(REPO, 'mf-homework', 'node_modules', '@tanstack', 'react-query', 'package.json'), 'utf8')) as { version: string };
  await withNewerPatchOfReactQuery(() => timed(`release mf-homework ${version} with a newer patch of TanStack Query`, () => release('build', 'mf-homework', '--version', version)));
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'releases', 'mf-homework', version, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string }[] };
  const brought = manifest.shared.find((shared) => shared.name === '@tanstack/react-query')?.version;
  expect(brought).not.toBe(installed.version);
  await openAllHomework(page);
  await expect(versionLine(page, version)).toBeVisible();
  // Drawn from the server's answer: the list's cards came through TanStack Query.
  await expect(new AllHomeworkPage(page).cards.first()).toBeVisible();
  // Both copies were offered; the page runs one QueryClient context, from the copy the shell loaded first.
  const versions = await sharedVersions(page, '@tanstack/react-query');
  expect(versions).toEqual(expect.arrayContaining([expect.objectContaining({ version: brought }), expect.objectContaining({ version: installed.version, loaded: true })]));
  expect(versions.filter((offered) => offered.loaded)).toHaveLength(1);
  await test.info().attach('All Homework from a release with a newer patch of TanStack Query', { body: await page.screenshot(), contentType: 'image/png' });
  await release('point', 'mf-homework', FIRST);
});

test('a remote built with a platform change the shell has not shipped is refused, and remotes.json is left as it was', async () => {
  test.setTimeout(480_000);
  const list = fs.readFileSync(path.join(ROOT, 'dist', 'remotes.json'), 'utf8');
  const refusal = await withSourceChanged(
    'shared/platform/src/remote/theme.ts',
    (source) => `${source}\n/** The shell has not shipped this line. */\nexport const NOT_SHIPPED = true;\n`,
    () => release('build', 'mf-homework', '--version', '1.0.3-platform').then(() => null, (error: { stderr?: string }) => error.stderr ?? String(error)),
  );
  expect(refusal).toContain('mf-homework 1.0.3-platform cannot run on the suite\'s shell, so remotes.json was left as it was.');
  expect(refusal).toContain('mf-homework was built with a changed @homework/platform');
  expect(refusal).toContain('the shell must be released with the platform change first (npm run build shell), then mf-homework.');
  expect(fs.readFileSync(path.join(ROOT, 'dist', 'remotes.json'), 'utf8')).toBe(list);
});
