// `npm test -- <remote>`: what a remote's team runs before it releases (docs/release.md, "Developing
// a remote"): lint over its folder, the type check, the build of what changed, then its journeys (the
// "journeys" of its package.json) against that suite, with its unit tests beside them. The whole suite's `npm test` still
// runs everything; this is the part a team's change can break, in a few minutes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, installDebianPackages, installDependencies, runAsync, runCapturing } from './lib.mjs';
import { typeCheck } from './typecheck.mjs';

export async function testRemote(remote) {
  const started = Date.now();
  const steps = [];
  const step = async (name, work) => {
    const at = Date.now();
    console.log(`\n== ${name}`);
    const ok = await work();
    steps.push({ name, ok, seconds: Math.round((Date.now() - at) / 1000) });
    return ok;
  };
  installDependencies();
  const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
  const { journeys = [] } = JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'));
  await step(`Lint (${remote})`, async () => (await runAsync(path.join(ROOT, 'tools/lint/node_modules/.bin/eslint'), [remote])) === 0);
  await step('Type check (tsc -b: what changed)', async () => (await typeCheck()).passed);
  const built = await step('Build (the front ends whose sources changed)', async () => (await runAsync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')])) === 0);
  // The unit tests (one core) run beside the journeys (the browser and the suite wait on each other,
  // about one core); their output is printed whole once they end.
  const unit = runCapturing(bin('jest'), ['--ci', '--selectProjects', remote], { echo: false });
  const browser = await installDebianPackages({ '/usr/bin/chromium': 'chromium' });
  await step(`Journeys (${journeys.join(', ')}), beside the unit tests`, async () => {
    if (!built || !browser) return false;
    const files = journeys.map((file) => `e2e/tests/${file}`);
    return (await runAsync(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list', ...files])) === 0;
  });
  await step(`Unit tests (jest --selectProjects ${remote}, ran beside the journeys)`, async () => {
    const { code, output } = await unit;
    process.stdout.write(output);
    return code === 0;
  });
  console.log(`\n== ${remote}: summary`);
  for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
  return steps.every(({ ok }) => ok) ? 0 : 1;
}
