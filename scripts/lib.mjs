// Small helpers the start, test and bench scripts share.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['-y', 'pnpm@12.21.0'];

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  return result.status ?? 1;
}

/** Runs a command, teeing its output, and resolves with { code, output }. */
export function runCapturing(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export function installDependencies() {
  const code = run('npx', [...PNPM, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (code !== 0) throw new Error('Installing dependencies failed.');
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let aptUpdated = false;
/** Installs Debian packages when missing and we may (root with apt-get); returns whether `probe` exists afterwards. */
export function ensureDebianPackages(probe, packages) {
  if (existsSync(probe)) return true;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing ${packages.join(', ')} from Debian's packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  return existsSync(probe);
}
