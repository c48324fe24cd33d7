// Type check: one `tsc -b` over the project references of the root tsconfig.json. Each package keeps
// its own tsconfig, which holds what that package may use (contracts and the server see no DOM,
// browser code sees no Node); shared code is checked once, in its own project, and the packages that
// import it read its declarations (in each package's node_modules/.cache/tsc). tsconfig.tests.json
// checks the front ends' tests and @homework/testing (DOM, Node and jest). A project whose inputs have
// not changed since its last clean check is skipped. Exits non-zero when any check fails.
import path from 'node:path';
import { ROOT, runAsync } from './lib.mjs';

/** Without blocking the event loop, so that other work can go on beside it. */
export async function typeCheck() {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  console.log('tsc -b (tsconfig.json: every package, then the tests)');
  const passed = (await runAsync(tsc, ['-b', 'tsconfig.json'])) === 0;
  if (!passed) console.log('Type errors: see above.');
  return passed;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await typeCheck()) ? 0 : 1);
