// GET /sw.js: the suite's service worker. It does one thing: it keeps the files a signed-in teacher
// needs first (the shell's and each remote's start-up scripts and the shell's stylesheet,
// start-up-assets.ts) in the browser's Cache Storage, put there when it is installed. Chrome compiles
// a script put in Cache Storage by a service worker's install at once and keeps the compiled code
// beside it, so even the first start after sign-in runs the suite's 2 MB of scripts without compiling
// them, where the HTTP cache only keeps compiled code from a script's third load (decision 0006, a
// school's slow machine). The shell installs it on a first visit, before it sends the visitor to sign
// in: a worker's downloads go on while the browser moves to the sign-in page and back, where a page's
// prefetches are cancelled when the next page arrives (decision 0006, a password manager's Sign in). A
// page asking for a file the install is still downloading waits for that download (the browser's
// HTTP cache), not for another. A static route (Chrome 123+) serves those files straight from the
// cache without starting the worker; anything not cached, and every other request, goes to the
// network as if there were no worker (it has no fetch handler). Where there are no static routes
// the install only downloads them, into the HTTP cache. Each build's list makes a new script, so the
// browser installs the new one and the old cache is deleted.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '@homework/contracts';
import { NO_CACHE } from './cache-control';
import { servedRemotes } from './remotes';
import { startUpFilesInNeedOrder } from './start-up-assets';

export const SCRIPT_CACHE_PREFIX = 'homework-scripts-';

/** The worker's script for these start-up files (root-relative URLs, all content-hashed), fetched in their order. */
export function serviceWorkerScript(files: readonly string[]): string {
  const cacheName = `${SCRIPT_CACHE_PREFIX}${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)}`;
  return `'use strict';
const FILES = ${JSON.stringify(files)};
const CACHE = ${JSON.stringify(cacheName)};
// One file that cannot be fetched (a remote released meanwhile) leaves only itself out.
const each = (fetchOne) => Promise.allSettled(FILES.map(fetchOne));
self.addEventListener('install', (event) => {
  if (event.addRoutes) {
    event.addRoutes(['/*.js', '/*.css'].map((pathname) => ({ condition: { urlPattern: { pathname }, requestMethod: 'get' }, source: 'cache' })));
    event.waitUntil(caches.open(CACHE).then((cache) => each((url) => cache.add(url))).then(() => self.skipWaiting()));
  } else {
    // Nothing would be served from Cache Storage: the files go to the HTTP cache alone.
    event.waitUntil(each((url) => fetch(url).then((response) => response.arrayBuffer())).then(() => self.skipWaiting()));
  }
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(${JSON.stringify(SCRIPT_CACHE_PREFIX)}) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});
`;
}

export function registerServiceWorker(app: FastifyInstance, repoRoot: string): void {
  app.get(SERVICE_WORKER_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const files = startUpFilesInNeedOrder(repoRoot, await servedRemotes(repoRoot, app.db));
    return reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(serviceWorkerScript(files));
  });
}
