// A throw-away PostgreSQL server for the server's tests: DATABASE_URL when given, otherwise Debian's
// postgresql package (installed when missing and we are root) in a temporary data folder.
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { installDebianPackages, isRoot } from './lib.mjs';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(base, version, 'bin') : null;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(command, args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startPostgres(workDir) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop() {} };
  if (!isRoot()) return null;
  await installDebianPackages({ '/usr/lib/postgresql': 'postgresql' });
  const bin = postgresBin();
  if (!bin) return null;

  const dataDir = path.join(workDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  chownSync(workDir, 0, 0);
  spawnSync('chown', ['-R', 'postgres:postgres', dataDir]);
  spawnSync('chmod', ['755', workDir]);
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'),
    '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start',
  ]);
  asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'homework_test']);
  console.log(`PostgreSQL ${path.basename(path.dirname(bin))} started on port ${port}.`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/homework_test`,
    stop() {
      spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', 'stop'], { stdio: 'ignore' });
    },
  };
}
