// Type check: the whole workspace in one pass (tests included), then each package by its own
// tsconfig, which holds what that package may use: contracts and the server see no DOM, browser code
// sees no Node. Exits non-zero when any check fails.
import path from 'node:path';
import { ROOT, runAsync } from './lib.mjs';

export const PACKAGE_CONFIGS = [
  'shared/contracts', 'shared/platform', 'shared/ui', 'shared/testing',
  'shell', 'mf-homework', 'mf-marking', 'mf-dashboard', 'mf-messaging', 'server', 'e2e',
].map((dir) => `${dir}/tsconfig.json`);

/** One config at a time; without blocking the event loop, so that other work can go on beside it. */
export async function typeCheck() {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const failed = [];
  for (const config of ['tsconfig.json', ...PACKAGE_CONFIGS]) {
    console.log(`tsc --noEmit -p ${config}`);
    if ((await runAsync(tsc, ['--noEmit', '-p', config])) !== 0) failed.push(config);
  }
  if (failed.length) console.log(`Type errors in: ${failed.join(', ')}`);
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await typeCheck()) ? 0 : 1);
