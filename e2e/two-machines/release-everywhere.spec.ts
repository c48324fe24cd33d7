// A remote's release reaches every machine (decision 0028, docs/release.md "Proved on two machines").
// scripts/test-two-machines.mjs starts two server processes that share no disk behind nginx (round
// robin, no stickiness), on one PostgreSQL and one s3rver, and a third checkout of the repository;
// TWO_MACHINES_CLUSTER names them. mf-homework's team changes one page in that checkout, commits and
// releases it as its CI would (`npm run release -- mf-homework --to <nginx>`, the deploy token in
// HOMEWORK_DEPLOY_TOKEN). Then every fresh visit through nginx must draw the new release with no page
// error, whichever machine served the page and each of its files; refused and truncated releases, and
// another remote's token, must change nothing on either machine; a rollback must reach every visit.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../pages/accessibility';
import { expect, test } from '../pages/journey';
import { SignInPage } from '../pages/sign-in-page';

interface Machine {
  name: string;
  url: string;
  /** How nginx's log names it: address and port. */
  upstream: string;
  webRoot: string;
  dataDir: string;
}
interface Cluster {
  /** nginx's address: what a teacher's browser and the team's pipeline use. */
  url: string;
  checkout: string;
  nginxLog: string;
  tokens: { homework: string; marking: string };
  machines: Machine[];
}

if (!process.env.TWO_MACHINES_CLUSTER) throw new Error('Run this suite through node scripts/test-two-machines.mjs, which starts the two machines and nginx.');
const cluster = JSON.parse(fs.readFileSync(process.env.TWO_MACHINES_CLUSTER, 'utf8')) as Cluster;
const REPO = path.resolve(__dirname, '..', '..');
/** The team's earlier release: the suite's own build of mf-homework, as it is served before any release. */
const FIRST = '1.0.0';
/** Fresh browsers that must each see the same release. */
const VISITS = 6;
/** The page the team changes, and what it adds to it. */
const CHANGED_PAGE = 'mf-homework/src/features/all-homework/components/all-homework-page.tsx';
const PAGE_OPENS = "<PageFrame title={t('l.title')} titleInBreadcrumb>";
const CHANGED_TEXT = "Released from the homework team's own checkout";
const REMOTE_FAILED = 'This part of Homework could not be loaded.';

test.describe.configure({ mode: 'serial' });

/** The current release's version, once released from the third checkout. */
let released = '';

/** A command of the third checkout, as its CI runs it, with `token` in HOMEWORK_DEPLOY_TOKEN. */
function inCheckout(token: string, command: string, ...args: string[]): Promise<{ code: number; output: string }> {
  // INIT_CWD is left for the checkout's own npm to set: where it was run.
  const { INIT_CWD: _outer, ...inherited } = process.env;
  const env = { ...inherited, HOMEWORK_DEPLOY_TOKEN: token };
  return new Promise((resolve) => {
    execFile(command, args, { cwd: cluster.checkout, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      if (command === 'npm') console.log(output.trim().replace(/^/gm, `two machines | npm run ${args[2]} | `));
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0, output });
    });
  });
}
const npmRun = (token: string, script: string, ...args: string[]) => inCheckout(token, 'npm', 'run', '--silent', script, '--', ...args);

/** The lines nginx logged from byte `from` on: which machine answered each request, and how. */
function nginxLines(from: number): { upstream: string; status: number; path: string }[] {
  const text = fs.readFileSync(cluster.nginxLog).subarray(from).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [upstream = '', status = '0', , uri = ''] = line.split(' ');
      return { upstream, status: Number(status), path: uri.split('?')[0] ?? '' };
    });
}
const nginxLogSize = () => fs.statSync(cluster.nginxLog).size;
const machineOf = (upstream: string) => cluster.machines.find((machine) => machine.upstream === upstream)?.name ?? upstream;

interface VisitSeen {
  /** Every /releases/ file the browser asked for, and its status. */
  releaseFiles: { path: string; status: number }[];
  faults: string[];
}

/**
 * A teacher in a browser of their own (a new context: no cache, cookies or connections) opens All
 * Homework through nginx and signs in; `check` then looks at the page drawn.
 */
async function visit(browser: Browser, check: (page: Page) => Promise<void>, axe = false): Promise<VisitSeen> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const seen: VisitSeen = { releaseFiles: [], faults: [] };
  context.on('weberror', (error) => seen.faults.push(`uncaught page error: ${error.error().stack ?? error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') seen.faults.push(`console error: ${message.text()} (${message.location().url})`);
  });
  context.on('response', (response) => {
    const address = new URL(response.url());
    if (address.pathname.startsWith('/releases/')) seen.releaseFiles.push({ path: address.pathname, status: response.status() });
  });
  try {
    const page = await context.newPage();
    await page.goto(`${cluster.url}/#/homework/all-homework`);
    await new SignInPage(page).signIn('teacher');
    await expect(page.getByRole('search', { name: 'Homework filters' })).toBeVisible();
    await check(page);
    await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
    if (axe) {
      await test.info().attach('All Homework through nginx, a fresh browser', { body: await page.screenshot(), contentType: 'image/png' });
      await expectAccessible(page, 'All Homework from the release, through nginx');
    }
  } finally {
    await context.close();
  }
  return seen;
}

/** The new release drawn: the team's changed text on screen, and the release line naming it. */
const drawsRelease = (version: string) => async (page: Page) => {
  await expect(page.getByText(CHANGED_TEXT, { exact: true })).toBeInViewport();
  await expect(page.getByText(`Homework pages version ${version}`, { exact: true })).toBeVisible();
};
/** The earlier release drawn: its release line, and nothing of the team's change. */
const drawsFirst = async (page: Page) => {
  await expect(page.getByText(`Homework pages version ${FIRST}`, { exact: true })).toBeVisible();
  await expect(page.getByText(CHANGED_TEXT)).toHaveCount(0);
};

/**
 * `count` fresh visits, each drawn as `check` wants with no page error, every release file they
 * asked for 200 and of `version`; the machines that served those files (from nginx's log), which
 * must be both.
 */
async function visitsAll(browser: Browser, count: number, version: string, check: (page: Page) => Promise<void>) {
  const from = nginxLogSize();
  const started = Date.now();
  for (let at = 1; at <= count; at += 1) {
    const seen = await visit(browser, check, at === 1);
    expect(seen.faults, `visit ${at}: the page threw or logged errors`).toEqual([]);
    expect(seen.releaseFiles.length, `visit ${at} loaded the release's files`).toBeGreaterThan(0);
    expect(seen.releaseFiles.filter((file) => file.status !== 200 || !file.path.startsWith(`/releases/mf-homework/${version}/`)), `visit ${at}: files not of ${version} or not 200`).toEqual([]);
  }
  // 499: the browser went away before the answer (the sign-in page's prefetch, cut by signing in).
  const releaseLines = nginxLines(from).filter((line) => line.path.startsWith('/releases/mf-homework/') && line.status !== 499);
  const byMachine = Object.fromEntries(cluster.machines.map((machine) => [machine.name, releaseLines.filter((line) => machineOf(line.upstream) === machine.name).length]));
  console.log(`two machines | ${count} visits of ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s: release files served by ${Object.entries(byMachine).map(([name, n]) => `machine ${name.toUpperCase()} ${n}`).join(', ')}`);
  expect(releaseLines.filter((line) => line.status !== 200)).toEqual([]);
  for (const machine of cluster.machines) expect(byMachine[machine.name], `release files served by machine ${machine.name.toUpperCase()}`).toBeGreaterThan(0);
}

/** What machine `machine` itself (not through nginx) lists as mf-homework's manifest, in remotes.json and in the shell's page. */
async function listedOn(machine: Machine): Promise<{ list: string | undefined; page: boolean }> {
  const list = (await (await fetch(`${machine.url}/remotes.json`)).json()) as { name: string; manifest: string }[];
  const manifest = list.find((entry) => entry.name === 'mf_homework')?.manifest;
  const shellPage = await (await fetch(`${machine.url}/`)).text();
  return { list: manifest, page: manifest !== undefined && shellPage.includes(manifest) };
}

/** Both machines list `version` of mf-homework, in remotes.json and in the shell's page. */
async function expectBothList(version: string) {
  for (const machine of cluster.machines) {
    expect(await listedOn(machine), `machine ${machine.name.toUpperCase()}`).toEqual({ list: `/releases/mf-homework/${version}/mf-manifest.json`, page: true });
  }
}

/** A copy of the suite's built mf-homework (the first release's files), changed by `change`. */
function builtCopy(name: string, change: (folder: string) => void): string {
  const folder = path.join(os.tmpdir(), `two-machines-${process.pid}-${name}`);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(path.join(REPO, 'mf-homework', 'dist'), folder, { recursive: true });
  // The files a refusal changes are sent as they are, without the build's compressed copies of them.
  for (const file of ['mf-manifest.json', 'contract.json']) for (const copy of ['.br', '.gz']) fs.rmSync(path.join(folder, `${file}${copy}`), { force: true });
  change(folder);
  return folder;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value));

test('mf-homework released from a third checkout as its CI would: every fresh visit through nginx draws it', async ({ browser }) => {
  test.setTimeout(300_000);
  // The team's earlier release: the build every machine serves now, released as FIRST.
  const first = await npmRun(cluster.tokens.homework, 'release', 'mf-homework', '--from', path.join(REPO, 'mf-homework', 'dist'), '--version', FIRST, '--to', cluster.url);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain(`mf-homework now at ${FIRST} on ${cluster.url} (was the workspace build)`);
  await expectBothList(FIRST);

  // The team's change, committed in its own checkout, and its pipeline's release.
  const page = path.join(cluster.checkout, CHANGED_PAGE);
  const source = fs.readFileSync(page, 'utf8');
  expect(source, 'the page the team changes opens as the test expects').toContain(PAGE_OPENS);
  fs.writeFileSync(page, source.replace(PAGE_OPENS, `${PAGE_OPENS}\n      <Typography.Paragraph>${CHANGED_TEXT}</Typography.Paragraph>`));
  expect((await inCheckout('', 'git', '-c', 'user.name=Homework team', '-c', 'user.email=team@homework.example', 'commit', '-q', '-am', 'All Homework: say where it was released from')).code).toBe(0);
  const commit = (await inCheckout('', 'git', 'rev-parse', 'HEAD')).output.trim();
  const releaseStarted = Date.now();
  const release = await npmRun(cluster.tokens.homework, 'release', 'mf-homework', '--to', cluster.url);
  expect(release.code, release.output).toBe(0);
  console.log(`two machines | the release from the third checkout (build alone, compress, upload, publish and point): ${((Date.now() - releaseStarted) / 1000).toFixed(1)} s`);
  released = release.output.match(/mf-homework now at (\S+) on /)?.[1] ?? '';
  expect(release.output).toContain(`mf-homework now at ${released} on ${cluster.url} (was ${FIRST})`);
  expect(released).not.toBe(FIRST);
  const listing = await npmRun(cluster.tokens.homework, 'release:point', 'mf-homework', '--to', cluster.url);
  expect(listing.output).toMatch(new RegExp(`^\\* ${released.replaceAll('.', '\\.')} {2}published by homework team CI \\S+ from ${commit}$`, 'm'));

  await expectBothList(released);
  await visitsAll(browser, VISITS, released, drawsRelease(released));

  // Each machine serves the release's files from the shared storage, the same bytes; neither has them on its disk.
  const manifest = (await (await fetch(`${cluster.machines[0]!.url}/releases/mf-homework/${released}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } }; exposes: { assets: { js: { sync: string[] } } }[] };
  for (const file of [manifest.metaData.remoteEntry.name, ...manifest.exposes[0]!.assets.js.sync]) {
    const bodies = await Promise.all(cluster.machines.map(async (machine) => {
      const answer = await fetch(`${machine.url}/releases/mf-homework/${released}/${file}`);
      expect(answer.status, `${file} from machine ${machine.name.toUpperCase()}`).toBe(200);
      return Buffer.from(await answer.arrayBuffer()).toString('base64');
    }));
    expect(new Set(bodies).size, `${file}: the same bytes from both`).toBe(1);
  }
  for (const machine of cluster.machines) {
    expect(fs.existsSync(path.join(machine.webRoot, 'dist', 'releases')), `machine ${machine.name.toUpperCase()}'s web root has no release`).toBe(false);
    expect(fs.existsSync(path.join(machine.dataDir, 'files', 'releases')), `machine ${machine.name.toUpperCase()}'s data folder has no release`).toBe(false);
  }
});

test('a refused or truncated release, or another remote\'s token, changes nothing on either machine', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(released, 'the release of the first test').not.toBe('');
  const entry = (readJson(path.join(REPO, 'mf-homework', 'dist', 'mf-manifest.json')).metaData as { remoteEntry: { name: string } }).remoteEntry.name;
  const refusals: { version: string; folder: string; token: string; says: string }[] = [
    {
      version: '9.0.1-react-18',
      folder: builtCopy('react-18', (folder) => {
        const manifest = readJson(path.join(folder, 'mf-manifest.json')) as { shared: { name: string; requiredVersion: string }[] };
        for (const shared of manifest.shared.filter((library) => library.name.startsWith('react'))) shared.requiredVersion = '^18.2.0';
        writeJson(path.join(folder, 'mf-manifest.json'), manifest);
      }),
      token: cluster.tokens.homework,
      says: 'mf-homework 9.0.1-react-18 cannot run on the deployed shell, so nothing was pointed.',
    },
    {
      version: '9.0.2-no-routes',
      folder: builtCopy('no-routes', (folder) => writeJson(path.join(folder, 'contract.json'), { ...readJson(path.join(folder, 'contract.json')), routes: undefined })),
      token: cluster.tokens.homework,
      says: "The shell refuses mf-homework 9.0.2-no-routes's contract: routes are missing",
    },
    {
      version: '9.0.3-entry-missing',
      folder: builtCopy('entry-missing', (folder) => {
        for (const file of [entry, `${entry}.br`, `${entry}.gz`]) fs.rmSync(path.join(folder, file), { force: true });
      }),
      token: cluster.tokens.homework,
      says: `mf-homework 9.0.3-entry-missing's manifest names files that were not uploaded: ${entry}`,
    },
    {
      version: '9.0.4-manifest-cut',
      folder: builtCopy('manifest-cut', (folder) => {
        const manifest = fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8');
        fs.writeFileSync(path.join(folder, 'mf-manifest.json'), manifest.slice(0, manifest.length >> 1));
      }),
      token: cluster.tokens.homework,
      says: "mf-homework 9.0.4-manifest-cut's mf-manifest.json is not a whole federation manifest",
    },
    {
      version: '9.0.5-marking-token',
      folder: builtCopy('marking-token', () => undefined),
      token: cluster.tokens.marking,
      says: '403 This deploy token is for mf-marking; it cannot change mf-homework',
    },
  ];
  try {
    for (const refusal of refusals) {
      const answer = await npmRun(refusal.token, 'release', 'mf-homework', '--from', refusal.folder, '--version', refusal.version, '--to', cluster.url);
      expect(answer.code, `${refusal.version}: ${answer.output}`).toBe(1);
      expect(answer.output, refusal.version).toContain(refusal.says);
    }
  } finally {
    for (const refusal of refusals) fs.rmSync(refusal.folder, { recursive: true, force: true });
  }
  // Every machine still lists the release, and serves none of the refused releases' files.
  await expectBothList(released);
  for (const { version } of refusals) {
    for (const machine of cluster.machines) {
      for (const file of ['mf-manifest.json', 'contract.json', entry]) {
        expect((await fetch(`${machine.url}/releases/mf-homework/${version}/${file}`)).status, `${version}/${file} on machine ${machine.name.toUpperCase()}`).toBe(404);
      }
    }
  }
  await visitsAll(browser, 2, released, drawsRelease(released));
});

test('a rollback reaches every fresh visit the same way', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(released, 'the release of the first test').not.toBe('');
  const back = await npmRun(cluster.tokens.homework, 'release:point', 'mf-homework', FIRST, '--to', cluster.url);
  expect(back.code, back.output).toBe(0);
  expect(back.output).toContain(`mf-homework now at ${FIRST} on ${cluster.url} (was ${released})`);
  await expectBothList(FIRST);
  await visitsAll(browser, VISITS, FIRST, drawsFirst);
});
