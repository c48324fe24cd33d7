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

/**
 * Runs a command without blocking the event loop (other work goes on beside it) and resolves with
 * { code, output }. Its output is printed as it comes (`echo`, the default) or only kept, for the
 * caller to print when it awaits the result.
 */
export function runCapturing(command, args, { echo = true, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
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

export function installDependencies() {
  const code = run('npx', [...PNPM, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (code !== 0) throw new Error('Installing dependencies failed.');
}

/**
 * The Node.js release lines the suite supports (README, "Node.js"): the current LTS lines. 20 reached
 * its end of life in April 2026; it still runs the suite and is what this machine may have.
 */
export const SUPPORTED_NODE_LINES = ['22', '24'];

/**
 * The path of a Node.js binary of `line` (for example '22'), fetched from the npm registry's `node`
 * package into npm's cache when missing, so that a machine with any Node.js can run the others.
 */
export async function nodeOfLine(line) {
  const { code, output } = await runCapturing('npx', ['-y', `node@${line}`, '-p', 'process.execPath'], { echo: false });
  const binary = output.trim().split('\n').at(-1);
  if (code !== 0 || !existsSync(binary)) throw new Error(`Node.js ${line} could not be fetched: ${output.slice(-500)}`);
  return binary;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Installs whichever of these Debian packages are missing (`{ probe: package }`: a package is missing
 * while its probe path is), in one apt-get, when we may (root with apt-get). It does not block the
 * event loop, so other work goes on beside it. Resolves with whether every probe exists afterwards.
 */
export async function installDebianPackages(packagesByProbe) {
  const missing = Object.entries(packagesByProbe).filter(([probe]) => !existsSync(probe)).map(([, pkg]) => pkg);
  if (missing.length > 0 && isRoot() && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await runCapturing('apt-get', ['update', '-qq'], { env, echo: false });
    const install = await runCapturing('apt-get', ['install', '-y', '-qq', ...missing], { env, echo: false });
    console.log(`\n== Installed ${missing.join(', ')} from Debian's packages${install.code === 0 ? '' : ` (failed: ${install.output.slice(-2000)})`}`);
  }
  return Object.keys(packagesByProbe).every((probe) => existsSync(probe));
}
