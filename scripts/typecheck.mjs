// Type check: the whole workspace in one pass (tests included), then each package by its own
// tsconfig, which holds what that package may use: contracts and the server see no DOM, browser code
// sees no Node. Exits non-zero when any check fails.
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

export const PACKAGE_CONFIGS = [
  'shared/contracts', 'shared/platform', 'shared/ui', 'shared/testing',
  'shell', 'mf-homework', 'mf-marking', 'mf-dashboard', 'mf-messaging', 'server', 'e2e',
].map((dir) => `${dir}/tsconfig.json`);

export function typeCheck() {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const failed = ['tsconfig.json', ...PACKAGE_CONFIGS].filter((config) => {
    console.log(`tsc --noEmit -p ${config}`);
    return run(tsc, ['--noEmit', '-p', config]) !== 0;
  });
  if (failed.length) console.log(`Type errors in: ${failed.join(', ')}`);
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(typeCheck() ? 0 : 1);
