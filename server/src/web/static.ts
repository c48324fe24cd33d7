// The built front ends: the shell at /, each remote's workspace build at /remotes/<package>/ (its
// releases are releases.ts's). Missing builds only log.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language, RemoteRegistration, SuiteConfig } from '@homework/contracts';
import { declarePublic } from '../kit';
import { languageOfAcceptLanguage } from '../kit/messages';
import { cacheControlFor, NO_CACHE } from './cache-control';
import { webMessages } from './messages';
import { servedRemotes } from './remotes';
import { shellPageLoader } from './shell-page';

const setHeaders = (reply: FastifyReply, file: string) => void reply.header('cache-control', cacheControlFor(file));

/**
 * The shell page's Content-Security-Policy: scripts only from our own origin, so that nothing a
 * teacher pastes into a homework can run even if it slipped past the sanitisers. Styles allow
 * inline because antd writes its CSS-in-JS into style elements. The origins the operator allows
 * remotes' development builds from (remoteOverrideOrigins) may serve scripts, styles and their
 * manifest, and talk to the page over a WebSocket (hot updates); so may the origins of releases the
 * record names by another origin's address (`hosted`, hostedReleaseOrigins).
 */
export function contentSecurityPolicy(suite: SuiteConfig, hosted: readonly string[] = []): string {
  const origin = (url: string) => new URL(url).origin;
  // The browser calls every service and the identity provider (discovery, token, renewal frame).
  const called = [...new Set([...Object.values(suite.services), suite.auth.authority].map(origin))];
  const development = (suite.remoteOverrideOrigins ?? []).map(origin);
  const sockets = development.map((address) => address.replace(/^http/, 'ws'));
  // Releases hosted elsewhere serve their manifest, scripts and styles (no hot updates).
  const remotes = [...new Set([...development, ...hosted])];
  const sources = (...more: string[]) => ["'self'", ...more].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...remotes)}`,
    `style-src ${sources("'unsafe-inline'", ...remotes)}`,
    "img-src 'self' data: blob:",
    `connect-src ${sources(...new Set([...called, ...remotes, ...sockets]))}`,
    `frame-src 'self' ${origin(suite.auth.authority)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Only our own pages may frame the shell (the silent-renewal frame); no clickjacking.
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The origins of the remotes list's manifests that are not the suite's own (releases hosted elsewhere). */
export function hostedReleaseOrigins(remotes: readonly RemoteRegistration[]): string[] {
  const origins = remotes.map((remote) => /^(https:\/\/[^/?#]+)\//.exec(remote?.manifest ?? '')?.[1]).filter((found): found is string => found !== undefined);
  return [...new Set(origins)].sort();
}

export async function registerStatic(app: FastifyInstance, repoRoot: string, suite: SuiteConfig): Promise<void> {
  // In its own scope: the static plugin's routes are declared public there (they are all files).
  await app.register(async (scope) => {
    declarePublic(scope);
    await registerFiles(scope, repoRoot, suite);
  });
}

async function registerFiles(app: FastifyInstance, repoRoot: string, suite: SuiteConfig): Promise<void> {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  // preCompressed: the build's .br/.gz copies, chosen by Accept-Encoding, with Vary: accept-encoding.
  const common = { cacheControl: false, setHeaders, index: false as const, wildcard: true, preCompressed: true };

  await app.register(fastifyStatic, { root: shellDist, prefix: '/', ...common });

  // The shell's page, also the target of the silent-renewal frame (its code handles the return).
  const shellPage = shellPageLoader(path.join(shellDist, 'index.html'), suite);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { remotes, key, problem } = await servedRemotes(repoRoot, app.db);
    if (problem) request.log.warn(problem);
    const page = shellPage(remotes, key);
    const csp = contentSecurityPolicy(suite, hostedReleaseOrigins(remotes));
    if (!page) {
      const language = languageOfAcceptLanguage(request.headers['accept-language']) ?? 'en';
      return reply.code(503).header('cache-control', NO_CACHE).header('vary', 'accept-language').type('text/html; charset=utf-8').send(notBuiltPage(language));
    }
    reply
      .header('content-security-policy', csp)
      .header('cache-control', NO_CACHE)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
  const hide = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/', hide, sendShell);
  app.get('/index.html', hide, sendShell);
  app.get('/silent-token-renew', hide, sendShell);

  for (const pkg of remotePackages(repoRoot)) {
    await app.register(fastifyStatic, {
      root: path.join(repoRoot, pkg, 'dist'),
      prefix: `/remotes/${pkg}/`,
      decorateReply: false,
      ...common,
    });
  }
}

/** Where the releases of every remote are: dist/releases/<package>/<version>/ (scripts/release.mjs). */
export const releasesFolder = (repoRoot: string) => path.join(repoRoot, 'dist', 'releases');

/** The remote packages of the workspace (mf-*), whether built yet or not. */
export function remotePackages(repoRoot: string): string[] {
  return fs
    .readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mf-[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The page before the front end is built, in the language the browser asks for (nobody is signed in yet). */
export function notBuiltPage(language: Language): string {
  const t = (key: Parameters<typeof webMessages.html>[1]) => webMessages.html(language, key);
  // Welsh says that it awaits a Welsh speaker's review, as the identity provider's pages do.
  const note = language === 'cy' ? `<p>${t('page.reviewNote')}</p>` : '';
  return `<!DOCTYPE html>
<html lang="${language === 'en' ? 'en-GB' : language}"><head><meta charset="utf-8"><title>${t('notBuilt.title')}</title></head>
<body><h1>${t('notBuilt.heading')}</h1><p>${t('notBuilt.body')}</p>${note}</body></html>`;
}
