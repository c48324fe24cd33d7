// `npm start`: install, build what changed, then run the whole suite (server, identity provider,
// front ends) on the embedded database. The server migrates and seeds on its first start and
// prints the URL and the demo sign-ins when it is ready.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, installDependencies, run } from './lib.mjs';

const started = Date.now();
installDependencies();
if (run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]) !== 0) {
  console.warn('Some front ends did not build; the suite starts without them.');
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, SUITE_STARTED_AT: String(started) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
