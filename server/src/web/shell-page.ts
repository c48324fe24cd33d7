// The shell's page as served: the build's index.html with the suite's run-time configuration in it
// (a JSON data block the platform's loadSuiteConfig reads), so that no start, signed in or not, waits
// a round trip for /config.json (issue 7, a school's slow link). Made and compressed once per build;
// its ETag lets a reload revalidate it in one short answer.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { SUITE_CONFIG_ELEMENT_ID, type SuiteConfig } from '@homework/contracts';

export interface ShellPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The page with the configuration before </head>; '<' escaped, so no value can close the block. */
export function withSuiteConfig(html: string, suite: SuiteConfig): string {
  const json = JSON.stringify(suite).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="${SUITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`);
}

/** Reads the built page when it changes; null while there is none. */
export function shellPageLoader(file: string, suite: SuiteConfig): () => ShellPage | null {
  let cached: { modified: number; page: ShellPage } | undefined;
  return () => {
    let modified: number;
    try {
      modified = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.modified === modified) return cached.page;
    const html = Buffer.from(withSuiteConfig(fs.readFileSync(file, 'utf8'), suite));
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    cached = { modified, page: { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html), etag } };
    return cached.page;
  };
}
