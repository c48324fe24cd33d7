// GET /releases/<remote>/<version>/<file>: a release's files. Those the local release command wrote
// into this server's dist/releases/ are read from there; any other from the suite's file storage
// (releases/<remote>/<version>/<file>, published through the release API), which every server on it
// shares, so that a page served by one machine finds its chunks on any other, once the release is
// published (checked whole and recorded): the files of a release only uploaded, or refused, are
// served by no server. A release's files are never changed once written: all of them, the manifest
// too, are kept a year.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASES_PATH, RELEASE_FILE_PATTERN, RELEASE_VERSION_PATTERN } from '@homework/contracts';
import { isPublishedFromStorage, releaseFileKey } from '../domain/releases';
import { LocalDiskStorage, type FileStorage } from '../storage';
import { RELEASED_FILE_CACHE_CONTROL } from './cache-control';

/** A remote's package name, as its folder and its releases' addresses carry it. */
const REMOTE_PACKAGE = /^mf-[a-z0-9-]+$/;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface ReleasedFile {
  remote: string;
  version: string;
  /** The path inside the release's folder. */
  file: string;
}

/** The release file an address under /releases/ names, or null when it names none (a 404). */
export function releasedFileOf(address: string): ReleasedFile | null {
  const [remote = '', version = '', ...rest] = address.split('/');
  const file = rest.join('/');
  if (!REMOTE_PACKAGE.test(remote) || !RELEASE_VERSION_PATTERN.test(version) || !RELEASE_FILE_PATTERN.test(file)) return null;
  return { remote, version, file };
}

/** The copies worth trying for an Accept-Encoding, best first: the build's brotli and gzip copies, then the file. */
export function encodedCopies(file: string, acceptEncoding: string): { name: string; encoding: 'br' | 'gzip' | null }[] {
  return [
    ...(/\bbr\b/.test(acceptEncoding) ? [{ name: `${file}.br`, encoding: 'br' as const }] : []),
    ...(/\bgzip\b/.test(acceptEncoding) ? [{ name: `${file}.gz`, encoding: 'gzip' as const }] : []),
    { name: file, encoding: null },
  ];
}

export function registerReleasedFiles(app: FastifyInstance, releasesFolder: string): void {
  const local = new LocalDiskStorage(releasesFolder);

  app.get(`${RELEASES_PATH}*`, { config: { access: 'public' }, schema: { hide: true } }, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const wanted = releasedFileOf(request.params['*']);
    if (!wanted) return reply.callNotFound();
    // Asked once a request, and only when the file is not on this server's disk.
    let published: Promise<boolean> | undefined;
    const find = async (name: string): Promise<Awaited<ReturnType<FileStorage['get']>>> =>
      (await local.get(`${wanted.remote}/${wanted.version}/${name}`)) ??
      ((await (published ??= isPublishedFromStorage(app.db, wanted.remote, wanted.version))) ? await app.storage.get(releaseFileKey(wanted.remote, wanted.version, name)) : null);
    for (const { name, encoding } of encodedCopies(wanted.file, String(request.headers['accept-encoding'] ?? ''))) {
      const found = await find(name);
      if (!found) continue;
      reply
        .header('cache-control', RELEASED_FILE_CACHE_CONTROL)
        .header('vary', 'accept-encoding')
        .header('content-length', found.size)
        .type(CONTENT_TYPES[path.extname(wanted.file)] ?? 'application/octet-stream');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(found.stream);
    }
    return reply.callNotFound();
  });
}
