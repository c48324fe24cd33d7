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

/** Runs a command with inherited output without blocking the event loop (other work goes on beside it); resolves with its exit code. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a command beside other work, keeping its output to print when it is awaited: resolves with { code, output }. */
export function runInBackground(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const keep = (chunk) => void (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
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

/**
 * Starts installing whichever of these Debian packages are missing (`{ probe: package }`), in one
 * apt-get beside other work; ensureDebianPackages then finds them there. Resolves when done.
 */
export async function installDebianPackagesInBackground(packagesByProbe) {
  const missing = Object.entries(packagesByProbe).filter(([probe]) => !existsSync(probe)).map(([, pkg]) => pkg);
  if (missing.length === 0 || !isRoot() || !existsSync('/usr/bin/apt-get')) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runInBackground('apt-get', ['update', '-qq'], { env });
  aptUpdated = update.code === 0;
  const install = await runInBackground('apt-get', ['install', '-y', '-qq', ...missing], { env });
  console.log(`\n== Installed ${missing.join(', ')} from Debian's packages beside the checks${install.code === 0 ? '' : ` (failed: ${install.output.slice(-2000)})`}`);
}
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
