// `npm run bench:messaging`: the mail pipeline's figures on PostgreSQL (Debian's, started here, or
// DATABASE_URL): Notify to 2,000 parents, mails per second to a local SMTP server, the SMTP server
// stopped for two minutes mid-send, the API killed with SIGKILL mid-delivery (server/bench/messaging.ts).
// The API and workers run the build (server/dist/), made first.
//   BENCH_RECIPIENTS=2000  BENCH_SMTP_DOWN_SECONDS=120  BENCH_PHASES=accept,throughput,smtp-down,kill
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { ROOT } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

// The bench starts the server's processes as production does, from the build (server/dist/, as
// npm run build:server makes it; docs/operations.md, "The built server"): made now, from the sources.
await buildServer();
console.log('Built the server into server/dist.');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-messaging-pg-'));
const postgres = await startPostgres(workDir);
if (!postgres) {
  console.error('No PostgreSQL: set DATABASE_URL, or run as root so that Debian\'s postgresql can be started.');
  process.exit(1);
}
const bench = spawn(process.execPath, ['--import', 'tsx', 'bench/messaging.ts'], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: postgres.url },
});
const code = await new Promise((resolve) => bench.on('exit', (exitCode) => resolve(exitCode ?? 1)));
postgres.stop();
rmSync(workDir, { recursive: true, force: true });
process.exit(code);
