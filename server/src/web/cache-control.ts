// How long browsers keep what the server sends: hashed chunks and a release's folder a year,
// everything a build replaces in place (remotes.json above all, which a release replaces) revalidated
// on every load.
import path from 'node:path';

/** Files a release replaces in place: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remotes.json', 'config.json', 'contract.json']);
// webpack's [contenthash] in a name, e.g. main.3f9a1c2b.js or 412.a1b2c3d4e5f6.js.
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed chunks never change, so browsers keep them for a year; anything named without a hash
 * (index.html, manifests, an un-hashed remoteEntry.js) may be replaced by a release and is
 * revalidated on every load.
 */
export function cacheControlFor(file: string): string {
  // A build's compressed copy (main.3f9a1c2b.js.br) is cached as the file it stands for.
  const name = path.basename(file).replace(/\.(?:br|gz)$/, '');
  return !NO_CACHE_FILES.has(name) && CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * A release's folder (served under /releases/ from dist/releases/<remote>/<version>/ or the file
 * storage's releases/<remote>/<version>/, web/releases.ts) is written once and never again: all of
 * it, its manifest too, is kept a year. What a release changes is the remotes list, which is revalidated.
 */
export const RELEASED_FILE_CACHE_CONTROL = IMMUTABLE;
