// What the shell downloads after sign-in: all of its scripts (its entry, start-up, layout, remote
// loader and the shared libraries: React DOM, antd, the platform) but the chunks of the pages few
// reach (the sickness page, the status pages). The sign-in page asks the browser to prefetch them,
// so that on a school's slow link they arrive while the teacher types (issue 7), not after Sign in.
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /\.js$/;
const LATER = /^shell-(sickness|status-pages)\./;

let cached: { dist: string; modified: number; urls: string[] } | undefined;

/** Root-relative URLs of the shell's scripts a signed-in teacher needs; none while it is not built. */
export function shellStartUpAssets(repoRoot: string): string[] {
  const dist = path.join(repoRoot, 'shell', 'dist');
  let modified: number;
  try {
    // A build replaces index.html, so its time says whether the list is still the build's.
    modified = fs.statSync(path.join(dist, 'index.html')).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.dist === dist && cached.modified === modified) return cached.urls;
  const urls = fs
    .readdirSync(dist)
    .filter((file) => SCRIPT.test(file) && !LATER.test(file))
    .sort()
    .map((file) => `/${file}`);
  cached = { dist, modified, urls };
  return urls;
}
