// Type check: one `tsc -b` over the project references of the root tsconfig.json. Each package keeps
// its own tsconfig, which holds what that package may use (contracts and the server see no DOM,
// browser code sees no Node); shared code is checked once, in its own project, and the packages that
// import it read its declarations (in each package's node_modules/.cache/tsc). tsconfig.tests.json
// checks the front ends' tests and @homework/testing (DOM, Node and jest). A project whose inputs have
// not changed since its last clean check is skipped. Exits non-zero when any check fails.
import path from 'node:path';
import { ROOT, runCapturing } from './lib.mjs';

/** Type-checks every package, without blocking the event loop (other work goes on beside it); `echo: false` keeps what tsc printed in `output` instead of printing it. */
export async function typeCheck({ echo = true } = {}) {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const { code, output } = await runCapturing(tsc, ['-b', 'tsconfig.json'], { echo });
  const passed = code === 0;
  const said = `tsc -b (tsconfig.json: every package, then the tests)\n${output}${passed ? '' : 'Type errors: see above.\n'}`;
  return { passed, output: said };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, output } = await typeCheck({ echo: false });
  process.stdout.write(output);
  process.exit(passed ? 0 : 1);
}
