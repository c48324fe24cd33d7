// Builds the front ends (the shell and each remote), one at a time, skipping a package whose inputs
// have not changed since its last successful build (a content hash per package in .build-stamps/).
// Then composes dist/remotes.json from each remote's dist/contract.json and its manifest URL
// /remotes/<package>/mf-manifest.json. A package that fails to build is reported and, for a remote,
// left out of remotes.json; it never stops the others. Exit code 1 when any package failed.
//
//   node scripts/build.mjs                 build what changed
//   node scripts/build.mjs --force         build everything
//   node scripts/build.mjs mf-homework     only these packages (remotes.json is still composed)
import { spawn } from 'node:child_process';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../tools/suite-remotes.cjs';
import { buildExample } from '../examples/embedding/build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHELL = 'shell';
export { REMOTES };
export const FRONT_ENDS = [...REMOTES, SHELL];
const STAMPS = path.join(ROOT, '.build-stamps');
const REMOTES_JSON = path.join(ROOT, 'dist', 'remotes.json');

/** Everything a front end's bundle is made from, besides its own folder. */
const COMMON_INPUTS = ['shared/contracts/src', 'shared/contracts/package.json', 'shared/platform/src', 'shared/platform/build', 'shared/platform/package.json', 'shared/ui/src', 'shared/ui/package.json', 'shared/testing/src', 'shared/testing/package.json', 'tools/webpack.config.mjs', 'tools/webpack', 'tools/remote-contract.mjs', 'tools/suite-remotes.cjs', 'tools/shared-versions.mjs', 'tools/antd-imports-loader.cjs', 'tools/antd-on-page.mjs', 'tsconfig.base.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'testing', '.federation']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(target, out = []) {
  if (!fs.existsSync(target)) return out;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    out.push(target);
    return out;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() ? SKIP_DIRS.has(entry.name) : isTestFile(entry.name)) continue;
    listFiles(path.join(target, entry.name), out);
  }
  return out;
}

/** Content hash of a package's inputs: its own files (not dist, node_modules or tests) and the common ones, never another front end's. */
export function inputHash(pkg) {
  const files = [...listFiles(path.join(ROOT, pkg)), ...COMMON_INPUTS.flatMap((input) => listFiles(path.join(ROOT, input)))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (pkg) => path.join(STAMPS, `${pkg}.json`);

function readStamp(pkg) {
  try {
    return JSON.parse(fs.readFileSync(stampFile(pkg), 'utf8'));
  } catch {
    return null;
  }
}

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|map|txt|wasm)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each text asset in dist, once per build, so the server
 * sends them as they are (chosen by Accept-Encoding) instead of compressing on every request.
 * Files whose copies are newer are left alone; copies no smaller than the file are not written.
 */
export async function compressDist(pkg, dist = path.join(ROOT, pkg, 'dist')) {
  const files = listFiles(dist).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    const source = fs.statSync(file);
    const content = fs.readFileSync(file);
    for (const [ext, compress] of [
      ['.br', () => brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
      ['.gz', () => gzip(content, { level: 9 })],
    ]) {
      const target = file + ext;
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs) continue;
      const compressed = await compress();
      if (compressed.length < content.length) fs.writeFileSync(target, compressed);
      else fs.rmSync(target, { force: true });
    }
  }
}

const manifestHash = (pkg) => {
  try {
    return createHash('sha256').update(fs.readFileSync(path.join(ROOT, pkg, 'dist', 'mf-manifest.json'))).digest('hex');
  } catch {
    return null;
  }
};

function isBuilt(pkg) {
  const dist = path.join(ROOT, pkg, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) return false;
  return pkg === SHELL ? fs.existsSync(path.join(dist, 'index.html')) : fs.existsSync(path.join(dist, 'contract.json'));
}

/** One front end's production build; `args` and `env` add to the command and its environment (a release's output folder and version). */
export function runWebpack(pkg, { args = [], env = {} } = {}) {
  return new Promise((resolve) => {
    const cli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--config', 'webpack.config.mjs', ...args], {
      cwd: path.join(ROOT, pkg),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function buildPackage(pkg, { force }) {
  const hash = inputHash(pkg);
  const stamp = readStamp(pkg);
  // Unchanged only if dist still holds that build (not one written by something else since).
  if (!force && stamp?.hash === hash && isBuilt(pkg) && stamp.manifest === manifestHash(pkg)) {
    await compressDist(pkg);
    return { pkg, status: 'unchanged' };
  }
  const started = Date.now();
  process.stdout.write(`building ${pkg} ... `);
  const { code, output } = await runWebpack(pkg);
  const ms = Date.now() - started;
  if (code !== 0 || !isBuilt(pkg)) {
    console.log(`FAILED after ${(ms / 1000).toFixed(1)} s`);
    console.error(output.trim().split('\n').map((line) => `  ${pkg} | ${line}`).join('\n'));
    fs.rmSync(stampFile(pkg), { force: true });
    return { pkg, status: 'failed', ms };
  }
  await compressDist(pkg);
  console.log(`${(ms / 1000).toFixed(1)} s`);
  fs.mkdirSync(STAMPS, { recursive: true });
  fs.writeFileSync(stampFile(pkg), `${JSON.stringify({ hash, manifest: manifestHash(pkg), builtAt: new Date().toISOString(), ms }, null, 2)}\n`);
  return { pkg, status: 'built', ms };
}

/** shared/contracts' validateRemoteContract through tsx, so the rule is defined once; a plain check without it. */
export async function contractValidator() {
  try {
    const { tsImport } = await import('tsx/esm/api');
    const contracts = await tsImport(path.join(ROOT, 'shared/contracts/src/remotes.ts'), import.meta.url);
    if (typeof contracts.validateRemoteContract === 'function') return contracts.validateRemoteContract;
  } catch {
    // tsx missing: fall through
  }
  return (value) => (value && typeof value.name === 'string' && Array.isArray(value.routes) && Array.isArray(value.menu) ? [] : ['contract is malformed']);
}

/** dist/remotes.json: one RemoteRegistration per remote that is built and whose build did not just fail. */
export async function composeRemotesJson(failed = new Set()) {
  const validate = await contractValidator();
  const registrations = [];
  const left = [];
  for (const pkg of REMOTES) {
    const dist = path.join(ROOT, pkg, 'dist');
    if (failed.has(pkg)) {
      left.push(`${pkg} (its build failed)`);
      continue;
    }
    if (!isBuilt(pkg)) {
      left.push(`${pkg} (not built)`);
      continue;
    }
    const contract = JSON.parse(fs.readFileSync(path.join(dist, 'contract.json'), 'utf8'));
    const registration = { ...contract, manifest: `/remotes/${pkg}/mf-manifest.json` };
    const problems = validate(registration);
    if (problems.length > 0) {
      left.push(`${pkg} (contract: ${problems.join('; ')})`);
      continue;
    }
    registrations.push(registration);
  }
  fs.mkdirSync(path.dirname(REMOTES_JSON), { recursive: true });
  const temporary = `${REMOTES_JSON}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registrations, null, 2)}\n`);
  fs.renameSync(temporary, REMOTES_JSON);
  return { registrations, left };
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((pkg) => !FRONT_ENDS.includes(pkg));
  if (unknown.length > 0) {
    console.error(`Unknown front-end package(s): ${unknown.join(', ')}. Known: ${FRONT_ENDS.join(', ')}.`);
    process.exit(2);
  }
  const packages = named.length > 0 ? FRONT_ENDS.filter((pkg) => named.includes(pkg)) : FRONT_ENDS;

  const started = Date.now();
  const results = [];
  // One at a time: each build uses both cores of a small machine.
  for (const pkg of packages) results.push(await buildPackage(pkg, { force }));
  const failed = new Set(results.filter((r) => r.status === 'failed').map((r) => r.pkg));
  const { registrations, left } = await composeRemotesJson(failed);
  // The page other products copy (examples/embedding, README): esbuild, about a second, so always.
  const exampleBuilt = named.length > 0 || (await buildExample().then(() => true, (error) => (console.error(`examples/embedding: ${error.message}`), false)));

  const summary = results.map((r) => `${r.pkg}: ${r.status}${r.ms ? ` (${(r.ms / 1000).toFixed(1)} s)` : ''}`).join(', ');
  console.log(`front ends: ${summary}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  console.log(`dist/remotes.json lists ${registrations.map((r) => r.name).join(', ') || 'no remote'}${left.length ? `; left out: ${left.join(', ')}` : ''}`);
  if (failed.size > 0 || !exampleBuilt) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
