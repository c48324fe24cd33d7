// The shell's page as served: the build's index.html with the suite's run-time configuration and the
// remotes list in it (JSON data blocks the platform's loadSuiteConfig and the shell's registrations
// read), so that no start, signed in or not, waits a round trip for /config.json or /remotes.json
// (decision 0001, a school's slow link). Made and compressed once per build of the shell or of the
// list; its ETag lets a reload revalidate it in one short answer.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { SUITE_CONFIG_ELEMENT_ID, SUITE_REMOTES_ELEMENT_ID, type RemoteRegistration, type SuiteConfig } from '@homework/contracts';

export interface ShellPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A JSON data block; '<' escaped, so no value can close it. */
const dataBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The page with the configuration and the remotes list before </head>. */
export function withSuiteConfig(html: string, suite: SuiteConfig, remotes: readonly RemoteRegistration[] = []): string {
  return html.replace('</head>', `${dataBlock(SUITE_CONFIG_ELEMENT_ID, suite)}${dataBlock(SUITE_REMOTES_ELEMENT_ID, remotes)}</head>`);
}

const modifiedAt = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * Makes the page when the built page or the remotes list (`listKey`, servedRemotes' key) changes; null
 * while there is no page.
 */
export function shellPageLoader(file: string, suite: SuiteConfig): (remotes: readonly RemoteRegistration[], listKey: string) => ShellPage | null {
  let cached: { key: string; page: ShellPage } | undefined;
  return (remotes, listKey) => {
    const modified = modifiedAt(file);
    if (modified === null) return null;
    const key = `${modified}|${listKey}`;
    if (cached?.key === key) return cached.page;
    const html = Buffer.from(withSuiteConfig(fs.readFileSync(file, 'utf8'), suite, remotes));
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    cached = { key, page: { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html), etag } };
    return cached.page;
  };
}
