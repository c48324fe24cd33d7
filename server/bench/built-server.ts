// How the benches of production's topology (bench:cluster, bench:messaging) start an API process or a
// mail worker: as production does (docs/operations.md, "The built server"), the bundle of
// scripts/build-server.mjs in server/dist/ on Node.js alone, not the sources through tsx. Their
// scripts (scripts/bench-cluster.mjs, scripts/bench-messaging.mjs) build it before starting them.
import { spawn, type StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(SERVER_DIR, 'dist');

/** The bundles a bench starts, by the names scripts/build-server.mjs gives them: the server, the mail worker. */
export type ServerProcess = 'main' | 'worker';

/** Starts `node --enable-source-maps server/dist/<name>.js` from server/ with `env`. */
export function spawnServer(name: ServerProcess, env: NodeJS.ProcessEnv, stdio: StdioOptions) {
  const bundle = path.join(DIST, `${name}.js`);
  if (!existsSync(bundle)) throw new Error(`No ${bundle}: run the bench through its npm script, which builds the server first`);
  return spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: SERVER_DIR, env, stdio });
}
