// `npm run bench:cluster`: three API processes and two mail workers behind nginx, on PostgreSQL and an
// s3rver, under simulated teachers and faults (server/bench/cluster.ts; docs/benchmarks.md). Starts
// PostgreSQL (Debian's, or DATABASE_URL) and installs Debian's nginx when missing, as npm test does
// Chromium. The API processes and workers run the build (server/dist/), made first. Exits non-zero
// when a goal is missed.
//   BENCH_TEACHERS=200  BENCH_SECONDS=60
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { ROOT, installDebianPackages } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const NGINX = '/usr/sbin/nginx';

if (!(await installDebianPackages({ [NGINX]: 'nginx' }))) {
  console.error('No nginx: run as root with apt-get, or install Debian\'s nginx package.');
  process.exit(1);
}
// The bench starts the server's processes as production does, from the build (server/dist/, as
// npm run build:server makes it; docs/operations.md, "The built server"): made now, from the sources.
await buildServer();
console.log('Built the server into server/dist.');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-pg-'));
const postgres = await startPostgres(workDir);
if (!postgres) {
  console.error('No PostgreSQL: set DATABASE_URL, or run as root so that Debian\'s postgresql can be started.');
  process.exit(1);
}
const bench = spawn(process.execPath, ['--import', 'tsx', 'bench/cluster.ts'], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: postgres.url, NGINX_BIN: NGINX },
});
const code = await new Promise((resolve) => bench.on('exit', (exitCode) => resolve(exitCode ?? 1)));
postgres.stop();
rmSync(workDir, { recursive: true, force: true });
process.exit(code);
