// What the scripts that start the suite as several processes on loopback share (test-two-machines.mjs,
// bench-marking-live.mjs): free ports, a child's log, waiting until it answers, a database of the run's own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Until `url` answers 200, or `child` exits (then its log's end is in the error). */
export async function untilAnswers(url, child, name, logFile, timeoutS = 120) {
  for (const at = Date.now(); Date.now() - at < timeoutS * 1000; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it answered: ${logFile ? fs.readFileSync(logFile, 'utf8').slice(-3000) : ''}`);
    if ((await fetch(url).then((r) => r.status, () => 0)) === 200) return;
  }
  throw new Error(`${name} did not answer ${url} in ${timeoutS} s`);
}

/** A child process writing to its own log file, ended when the run ends. */
export function startLogged(command, args, { logFile, ...options }, cleanUp) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out], ...options });
  fs.closeSync(out);
  cleanUp.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

/** A database of the run's own on DATABASE_URL's server, or Debian's PostgreSQL in `work`. */
export async function database(work, cleanUp) {
  const shared = process.env.DATABASE_URL;
  if (!shared) {
    const postgres = await startPostgres(work);
    if (!postgres) throw new Error("No PostgreSQL: set DATABASE_URL, or run as root so that Debian's postgresql can be started.");
    cleanUp.push(() => postgres.stop());
    return postgres.url;
  }
  const { Client } = createRequire(path.join(ROOT, 'server/package.json'))('pg');
  const name = `homework_two_machines_${process.pid}`;
  const admin = new Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanUp.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  });
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}
