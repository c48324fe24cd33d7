// The sign-in page for everyone (decision 0026): its error tied to its fields, an h1, visible focus,
// readable colours, and a layout that fits a 320 px screen.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import vm from 'node:vm';
import { MESSAGES, SERVICE_WORKER_PATH } from '@homework/contracts';
import { COLOURS, INSTALL_SERVICE_WORKER_SCRIPT, PREFETCH_TEMPLATE_ID, PREFETCH_UNLESS_WORKER_SCRIPT, SIGN_IN_ERROR_ID, SIGN_IN_SERVICE_WORKER_DELAY_MS, signInPage } from '../../src/identity/pages';
import { SCRIPT_CACHE_PREFIX, serviceWorkerScript } from '../../src/web/service-worker';
import { startUpFilesInNeedOrder } from '../../src/web/start-up-assets';
import { Browser, authorizationRequest, formAction, startTestServer, type TestServer } from '../support';

/** The remotes list of a suite with no dist/remotes.json and nothing deployed in its database. */
const NOTHING_DEPLOYED = { remotes: [], deployed: [], key: '' };

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast of the sign-in page', () => {
  test('the measure itself: black on white is 21:1, the old brand-blue button fails', () => {
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.ok(contrastRatio('#ffffff', '#1677ff') < 4.5);
  });

  for (const [what, foreground, background] of [
    ['text on the card', COLOURS.text, COLOURS.card],
    ['the Sign in button', COLOURS.buttonText, COLOURS.button],
    ['the error message', COLOURS.errorText, COLOURS.errorBackground],
    ['field borders', COLOURS.fieldBorder, COLOURS.card],
    ['the focus ring', COLOURS.focus, COLOURS.card],
  ] as const) {
    test(`${what}: at least 4.5:1`, () => {
      assert.ok(contrastRatio(foreground, background) >= 4.5, `${foreground} on ${background}: ${contrastRatio(foreground, background).toFixed(2)}:1`);
    });
  }

  test('a visible focus ring on fields and the button, and a narrow-screen layout', () => {
    const html = signInPage({ action: '/oidc/interaction/x/login' });
    assert.match(html, /input:focus-visible, button:focus-visible \{ outline: 3px solid/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
    assert.match(html, /@media \(max-width: 24rem\) \{ main \{ margin: 0;/);
  });
});

describe('the sign-in page over HTTP', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  test('one h1, and fields not marked invalid before a try', async () => {
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    const html = await response.text();
    assert.equal(html.match(/<h1>/g)?.length, 1);
    assert.doesNotMatch(html, /<input[^>]*aria-(?:invalid|describedby)|role="alert"/);
  });

  test('a refused sign-in marks both fields invalid and points them at the announced message', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizationRequest(server.baseUrl).url);
    const action = formAction(await page.response.text(), server.baseUrl);
    const body = new URLSearchParams({ username: 'nobody-here', password: 'wrong' });
    const answer = await browser.fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const html = await answer.text();
    assert.ok(html.includes(`<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${MESSAGES.invalidCredentials.replace("'", '&#39;')}</p>`));
    for (const field of ['username', 'password']) {
      const input = html.match(new RegExp(`<input id="${field}"[^>]*>`))?.[0] ?? '';
      assert.match(input, /aria-invalid="true"/, field);
      assert.match(input, new RegExp(`aria-describedby="${SIGN_IN_ERROR_ID}"`), field);
    }
  });
});

describe('the sign-in page prefetches what the suite needs next, for a school\'s slow link', () => {
  let server: TestServer;
  let repoRoot: string;
  before(async () => {
    // A built shell of our own: its entry, start and layout chunks, a shared library's chunk, the
    // chunks of pages few reach, and files that are not scripts.
    repoRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-prefetch-'));
    const dist = path.join(repoRoot, 'shell', 'dist');
    await fs.mkdir(dist, { recursive: true });
    const files = ['index.html', 'main.0123abcd45.js', 'main.0123abcd45.js.br', 'antd.5f1c2d3e4a.css', 'antd.5f1c2d3e4a.css.br', 'shell-start.0123abcd45.js', 'shell-layout.89abcdef01.js', '262.edef66fab3.js', 'shell-sickness.0011223344.js', 'shell-status-pages.5566778899.js', 'mf-manifest.json'];
    // Sizes in the order the worker fetches the shell's scripts: largest first.
    const sizes: Record<string, number> = { '262.edef66fab3.js': 300, 'main.0123abcd45.js': 200, 'shell-start.0123abcd45.js': 20, 'shell-layout.89abcdef01.js': 10, 'antd-on-demand-table.77aa88bb99.js': 500 };
    for (const file of [...files, 'antd-on-demand-table.77aa88bb99.js']) await fs.writeFile(path.join(dist, file), 'x'.repeat(sizes[file] ?? 0));
    // A built remote: its entry and its app's scripts, not another expose's.
    await fs.mkdir(path.join(repoRoot, 'mf-homework', 'dist'), { recursive: true });
    const expose = (name: string, sync: string[]) => ({ path: name, assets: { js: { sync, async: ['999.aaaaaaaaaa.js'] } } });
    await fs.writeFile(
      path.join(repoRoot, 'mf-homework', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.f8e7ea8ba3.js', path: '' } },
        exposes: [expose('./app', ['988.bcbed9d466.js', '__federation_expose_app.65f202a6c7.js']), expose('./mount', ['__federation_expose_mount.bd882d8f30.js'])],
      }),
    );
    // Its contract names a chunk group for a route's first screen (RemoteRoute firstScreenChunks):
    // that group's files are prefetched too (the app's shared one once), another group's are not.
    await fs.writeFile(
      path.join(repoRoot, 'mf-homework', 'dist', 'contract.json'),
      JSON.stringify({ name: 'mf_homework', section: 'Homework', menu: [], routes: [{ path: '/homework/a', title: 'A', access: 'homework', firstScreenChunks: ['first-screen'] }, { path: '/homework/b', title: 'B', access: 'homework' }] }),
    );
    await fs.writeFile(
      path.join(repoRoot, 'mf-homework', 'dist', 'chunk-groups.json'),
      JSON.stringify({ 'first-screen': ['988.bcbed9d466.js', '325.10e05eda8f.js', 'first-screen.7383e96a3b.js'], 'later-page': ['444.0123456789.js'], '': [] }),
    );
    server = await startTestServer({ repoRoot });
  });
  after(async () => {
    await server?.close();
    await fs.rm(repoRoot, { recursive: true, force: true });
  });

  test("the shell's scripts and each remote's entry, app and first-screen chunks, each once; not the chunks of pages few reach, nor other files", async () => {
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    const html = await response.text();
    const prefetched = [...html.matchAll(/<link rel="prefetch" as="script" href="([^"]+)">/g)].map((m) => m[1]).sort();
    assert.deepEqual(prefetched, [
      '/262.edef66fab3.js',
      '/antd-on-demand-table.77aa88bb99.js',
      '/main.0123abcd45.js',
      '/remotes/mf-homework/325.10e05eda8f.js',
      '/remotes/mf-homework/988.bcbed9d466.js',
      '/remotes/mf-homework/__federation_expose_app.65f202a6c7.js',
      '/remotes/mf-homework/first-screen.7383e96a3b.js',
      '/remotes/mf-homework/remoteEntry.f8e7ea8ba3.js',
      '/shell-layout.89abcdef01.js',
      '/shell-start.0123abcd45.js',
    ]);
  });

  test("the shell's stylesheet (antd's prebuilt styles), as a style", async () => {
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    const html = await response.text();
    const prefetched = [...html.matchAll(/<link rel="prefetch" as="style" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(prefetched, ['/antd.5f1c2d3e4a.css']);
  });

  test('nothing to prefetch while the shell is not built, and no service worker to install', () => {
    const html = signInPage({ action: '/oidc/interaction/x/login', prefetch: [] });
    assert.doesNotMatch(html, /prefetch/);
    assert.doesNotMatch(html, /serviceWorker/);
  });

  test('the page carries the script that installs the service worker', async () => {
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    assert.ok((await response.text()).includes(`<script>${INSTALL_SERVICE_WORKER_SCRIPT}</script>`));
  });

  test('the service worker is installed while the user types: after the page has loaded and a moment more', () => {
    const page = runInstallScript();
    page.fire('load');
    page.passes(SIGN_IN_SERVICE_WORKER_DELAY_MS - 1);
    assert.deepEqual(page.registered, [], 'not while the page is still starting');
    page.passes(1);
    assert.deepEqual(page.registered, [SERVICE_WORKER_PATH]);
  });

  test('a sign-in sent at once (a password manager) installs nothing here: the signed-in shell does, once it has started', () => {
    const page = runInstallScript();
    page.fire('load');
    page.passes(SIGN_IN_SERVICE_WORKER_DELAY_MS / 2);
    page.fire('submit');
    page.passes(SIGN_IN_SERVICE_WORKER_DELAY_MS * 10);
    assert.deepEqual(page.registered, []);
  });

  test('GET /sw.js: a script, never kept stale, that puts those same scripts in Cache Storage and serves them from it', async () => {
    const answer = await fetch(new URL(SERVICE_WORKER_PATH, server.baseUrl));
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    const script = await answer.text();
    assert.doesNotThrow(() => new vm.Script(script), 'the worker parses');
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    const prefetched = [...(await response.text()).matchAll(/<link rel="prefetch" as="(?:script|style)" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(JSON.parse(/const FILES = (\[.*\]);/.exec(script)![1]!), startUpFilesInNeedOrder(repoRoot, NOTHING_DEPLOYED));
    assert.deepEqual([...startUpFilesInNeedOrder(repoRoot, NOTHING_DEPLOYED)].sort(), prefetched.sort());
  });

  test("the worker's order: the shell's scripts largest first, its stylesheet, each remote's, antd's on-demand part last", () => {
    assert.deepEqual(startUpFilesInNeedOrder(repoRoot, NOTHING_DEPLOYED), [
      '/262.edef66fab3.js',
      '/main.0123abcd45.js',
      '/shell-start.0123abcd45.js',
      '/shell-layout.89abcdef01.js',
      '/antd.5f1c2d3e4a.css',
      '/remotes/mf-homework/remoteEntry.f8e7ea8ba3.js',
      '/remotes/mf-homework/988.bcbed9d466.js',
      '/remotes/mf-homework/__federation_expose_app.65f202a6c7.js',
      '/remotes/mf-homework/325.10e05eda8f.js',
      '/remotes/mf-homework/first-screen.7383e96a3b.js',
      '/antd-on-demand-table.77aa88bb99.js',
    ]);
  });

  test('the hints are held back for a script that adds them only where no worker of the suite is there', async () => {
    const { response } = await new Browser().follow(authorizationRequest(server.baseUrl).url);
    const html = await response.text();
    assert.match(html, new RegExp(`<template id="${PREFETCH_TEMPLATE_ID}">\\s*<link rel="prefetch"`));
    assert.doesNotMatch(html.replace(/<template[\s\S]*?<\/template>/, ''), /rel="prefetch"/, 'no hint outside the template');
    assert.ok(html.includes(`<script>${PREFETCH_UNLESS_WORKER_SCRIPT}</script>`));
  });
});

/** Runs the sign-in page's install script against a fake page with a clock the test moves on. */
function runInstallScript() {
  const listeners: Record<string, () => void> = {};
  const timers = new Map<number, { at: number; run: () => void }>();
  const registered: string[] = [];
  let now = 0;
  let nextTimer = 1;
  const on = (type: string, listener: () => void) => void (listeners[type] = listener);
  vm.runInNewContext(INSTALL_SERVICE_WORKER_SCRIPT, {
    navigator: { serviceWorker: { register: (url: string) => (registered.push(url), Promise.resolve()) } },
    window: { addEventListener: on },
    document: { addEventListener: on },
    setTimeout: (run: () => void, ms: number) => (timers.set(nextTimer, { at: now + ms, run }), nextTimer++),
    clearTimeout: (id: number) => void timers.delete(id),
  });
  return {
    registered,
    fire: (type: string) => listeners[type]?.(),
    passes(ms: number) {
      now += ms;
      for (const [id, timer] of timers) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
}

/** Runs the worker's script against a fake worker scope; answers what its install and activation did. */
async function runWorker(script: string, options: { staticRoutes: boolean; cached?: string[] }) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const added: string[] = [];
  const fetched: string[] = [];
  const deleted: string[] = [];
  const routes: unknown[] = [];
  let waits: Promise<unknown>[] = [];
  const cache = { add: async (url: string) => void added.push(url) };
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => void (handlers[type] = handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = {
    open: async () => cache,
    keys: async () => options.cached ?? [],
    delete: async (name: string) => void deleted.push(name),
  };
  const fetch = async (url: string) => (fetched.push(url), { arrayBuffer: async () => new ArrayBuffer(0) });
  vm.runInNewContext(script, { self: scope, caches, fetch, Promise });
  const event = (extra: object) => ({ waitUntil: (p: Promise<unknown>) => void waits.push(p), ...extra });
  handlers.install!(event(options.staticRoutes ? { addRoutes: (rule: unknown) => void routes.push(rule) } : {}));
  await Promise.all(waits);
  waits = [];
  handlers.activate!(event({}));
  await Promise.all(waits);
  return { added, fetched, deleted, routes, handlers: Object.keys(handlers) };
}

describe("the service worker's script", () => {
  const scripts = ['/main.0123abcd45.js', '/antd.5f1c2d3e4a.css', '/remotes/mf-homework/remoteEntry.f8e7ea8ba3.js'];

  test('installed where static routes exist: caches every start-up file in its order, serves *.js and *.css from the cache, and has no fetch handler', async () => {
    const run = await runWorker(serviceWorkerScript(scripts), { staticRoutes: true });
    assert.deepEqual(run.added, scripts);
    assert.deepEqual(JSON.parse(JSON.stringify(run.routes)), [
      [
        { condition: { urlPattern: { pathname: '/*.js' }, requestMethod: 'get' }, source: 'cache' },
        { condition: { urlPattern: { pathname: '/*.css' }, requestMethod: 'get' }, source: 'cache' },
      ],
    ]);
    assert.deepEqual(run.handlers.sort(), ['activate', 'install']);
  });

  test('where there are no static routes nothing would be served from Cache Storage: the files are only downloaded, into the HTTP cache', async () => {
    const run = await runWorker(serviceWorkerScript(scripts), { staticRoutes: false });
    assert.deepEqual(run.added, []);
    assert.deepEqual(run.fetched, scripts);
  });

  test("activated, it deletes earlier builds' script caches and nothing else", async () => {
    const script = serviceWorkerScript(scripts);
    const own = /const CACHE = "([^"]+)";/.exec(script)![1]!;
    const run = await runWorker(script, { staticRoutes: true, cached: [`${SCRIPT_CACHE_PREFIX}0ld0ld0ld0ld`, own, 'another-product'] });
    assert.deepEqual(run.deleted, [`${SCRIPT_CACHE_PREFIX}0ld0ld0ld0ld`]);
  });

  const cacheNameOf = (script: string) => /const CACHE = "([^"]+)";/.exec(script)![1]!;

  test('a new build (another list of scripts) is a new script with a new cache; the same build the same', () => {
    const first = serviceWorkerScript(['/main.0123abcd45.js']);
    assert.equal(serviceWorkerScript(['/main.0123abcd45.js']), first);
    const next = serviceWorkerScript(['/main.9999abcd45.js']);
    assert.notEqual(cacheNameOf(next), cacheNameOf(first));
    assert.ok(cacheNameOf(first).startsWith(SCRIPT_CACHE_PREFIX));
  });

});

/** Runs the sign-in page's hint script against a fake page whose browser has `worker` registered. */
async function runHintScript(worker: 'none' | 'unsupported' | 'installing' | 'active' | 'failing') {
  const added: unknown[] = [];
  const hints = { content: { cloneNode: () => 'the hints' } };
  const registration = worker === 'installing' ? { installing: {} } : worker === 'active' ? { active: {} } : undefined;
  const navigator =
    worker === 'unsupported'
      ? {}
      : { serviceWorker: { getRegistration: () => (worker === 'failing' ? Promise.reject(new Error('no')) : Promise.resolve(registration)) } };
  vm.runInNewContext(PREFETCH_UNLESS_WORKER_SCRIPT, {
    navigator,
    document: { getElementById: (id: string) => (id === PREFETCH_TEMPLATE_ID ? hints : null), head: { appendChild: (node: unknown) => void added.push(node) } },
  });
  await new Promise((resolve) => setImmediate(resolve));
  return added;
}

describe("the sign-in page's hints, when no worker fetches ahead", () => {
  test('added where no worker of the suite is registered, or service workers are not there', async () => {
    assert.deepEqual(await runHintScript('none'), ['the hints']);
    assert.deepEqual(await runHintScript('unsupported'), ['the hints']);
    assert.deepEqual(await runHintScript('failing'), ['the hints']);
  });

  test("not added where the shell's worker is installing or installed: its install fetches the same files", async () => {
    assert.deepEqual(await runHintScript('installing'), []);
    assert.deepEqual(await runHintScript('active'), []);
  });
});
