// GET /sw.js: the suite's service worker. It does one thing: it keeps the scripts a signed-in teacher
// needs (the shell's and each remote's start-up scripts, start-up-assets.ts) in the browser's Cache
// Storage, put there when it is installed. Chrome compiles a script put in Cache Storage by a service
// worker's install at once and keeps the compiled code beside it, so even the first start after
// sign-in runs the suite's 2 MB of scripts without compiling them, where the HTTP cache only keeps
// compiled code from a script's third load (issue 7, a school's slow machine). The sign-in page
// installs it while the teacher types. A static route (Chrome 123+) serves those scripts straight
// from the cache without starting the worker; anything not cached, and every other request, goes to
// the network as if there were no worker (it has no fetch handler). Each build's list makes a new
// script, so the browser installs the new one and the old cache is deleted.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '@homework/contracts';
import { NO_CACHE } from './cache-control';
import { shellStartUpAssets } from './start-up-assets';

export const SCRIPT_CACHE_PREFIX = 'homework-scripts-';

/** The worker's script for these start-up scripts (root-relative URLs, all content-hashed). */
export function serviceWorkerScript(scripts: readonly string[]): string {
  const cacheName = `${SCRIPT_CACHE_PREFIX}${createHash('sha256').update(scripts.join('\n')).digest('hex').slice(0, 12)}`;
  return `'use strict';
const SCRIPTS = ${JSON.stringify(scripts)};
const CACHE = ${JSON.stringify(cacheName)};
self.addEventListener('install', (event) => {
  // Without static routes (not Chrome) nothing would be served from the cache: nothing is put in it.
  if (!event.addRoutes) return void self.skipWaiting();
  event.addRoutes({ condition: { urlPattern: { pathname: '/*.js' }, requestMethod: 'get' }, source: 'cache' });
  // One script that cannot be fetched (a remote released meanwhile) leaves only itself out.
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.allSettled(SCRIPTS.map((url) => cache.add(url)))).then(() => self.skipWaiting()));
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
  app.get(SERVICE_WORKER_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(serviceWorkerScript(shellStartUpAssets(repoRoot))),
  );
}
