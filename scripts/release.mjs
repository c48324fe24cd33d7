// Releases one remote on its own (docs/release.md): builds it alone into a folder of its own,
// dist/releases/<remote>/<version>/, never written twice, then points dist/remotes.json at it in one
// step (a whole new file renamed over the old one), which the server reads on every request. Rolling
// back is that last step alone, naming an earlier version: nothing is built.
//
//   node scripts/release.mjs build mf-homework [--version 2.4.0]   (npm run release -- mf-homework)
//   node scripts/release.mjs point mf-homework 2.3.0                (npm run release:point -- mf-homework 2.3.0)
//   node scripts/release.mjs point mf-homework                      lists the released versions
//
// --to <address> releases to a running suite through its release API instead (docs/release.md), from
// any checkout or CI machine, with the deploy token in HOMEWORK_DEPLOY_TOKEN: the build goes to a
// temporary folder, its files are uploaded, and the suite publishes and points at it in one step
// (--from <folder> --version <v> uploads a folder built already). point and the listing take --to too.
//
// --root <dir> works on another copy of the suite's built files (dist/, served by a server started with
// WEB_ROOT=<dir>); the release journey uses one. Without --version a release is named after its
// package version and a hash of its inputs, so releasing unchanged sources again only points at the
// release already made.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL, compressDist, contractValidator, inputHash, runWebpack } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The contracts' release rules (addresses, version names) through tsx, so they are defined once. */
async function releaseRules() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(path.join(ROOT, 'shared/contracts/src/remotes.ts'), import.meta.url);
}

/** The release API's endpoints and words (shared/contracts/src/releases.ts), and how an endpoint's address is made. */
async function apiRules() {
  const { tsImport } = await import('tsx/esm/api');
  const [releases, { pathOf }] = await Promise.all(['releases.ts', 'endpoint.ts'].map((file) => tsImport(path.join(ROOT, 'shared/contracts/src', file), import.meta.url)));
  return { ...releases, pathOf };
}

export const releasesFolder = (root, pkg) => path.join(root, 'dist', 'releases', pkg);
const remotesJson = (root) => path.join(root, 'dist', 'remotes.json');

class ReleaseError extends Error {}

/** The versions of `pkg` released under `root`, oldest first. */
export function releasedVersions(root, pkg) {
  const folder = releasesFolder(root, pkg);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ version: entry.name, at: fs.statSync(path.join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.version);
}

function readList(root) {
  try {
    const list = JSON.parse(fs.readFileSync(remotesJson(root), 'utf8'));
    if (!Array.isArray(list)) throw new ReleaseError(`${remotesJson(root)} is not a list`);
    return list;
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Holds a lock (a folder: made or not, in one call) while remotes.json is read, changed and
 * replaced, so two teams releasing at once do not undo each other's step.
 */
async function withListLock(root, work) {
  const lock = `${remotesJson(root)}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (waited >= 30_000) throw new ReleaseError(`${lock} has been held for 30 s: another release is running, or one stopped half way (remove the folder if none runs)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The release a remotes.json entry points at, or 'the workspace build' (/remotes/<pkg>/). */
function versionOf(registration, pkg, rules) {
  const prefix = `${rules.RELEASES_PATH}${pkg}/`;
  const manifest = registration?.manifest ?? '';
  return manifest.startsWith(prefix) ? manifest.slice(prefix.length).split('/')[0] : registration ? 'the workspace build' : 'not listed';
}

/**
 * Points remotes.json's entry for `pkg` at release `version` (its contract and manifest), replacing
 * the file whole: a reader sees the old list or the new one, never half of one. Returns the version
 * it pointed at before.
 */
export async function pointRemote({ root = ROOT, pkg, version }) {
  const rules = await releaseRules();
  const folder = path.join(releasesFolder(root, pkg), version);
  if (!rules.RELEASE_VERSION_PATTERN.test(version) || !fs.existsSync(path.join(folder, 'mf-manifest.json'))) {
    const known = releasedVersions(root, pkg);
    throw new ReleaseError(`${pkg} has no release ${version}; released: ${known.join(', ') || 'none'}`);
  }
  const contract = JSON.parse(fs.readFileSync(path.join(folder, 'contract.json'), 'utf8'));
  const registration = { ...contract, manifest: rules.releasedManifestPath(pkg, version) };
  const problems = (await contractValidator())(registration);
  if (problems.length > 0) throw new ReleaseError(`${pkg} ${version}'s contract: ${problems.join('; ')}`);
  const shellDir = path.join(root, SHELL, 'dist');
  const mismatches = fs.existsSync(path.join(shellDir, 'mf-manifest.json')) ? await compatibilityProblems(pkg, readManifest(folder), readManifest(shellDir), shellDir) : [];
  if (mismatches.length > 0) throw new ReleaseError(`${pkg} ${version} cannot run on the suite's shell, so remotes.json was left as it was.\n${mismatches.join('\n')}`);
  return withListLock(root, () => {
    const list = readList(root);
    const at = list.findIndex((entry) => entry?.name === registration.name);
    const before = versionOf(list[at], pkg, rules);
    if (at >= 0) list[at] = registration;
    else list.push(registration);
    const file = remotesJson(root);
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(list, null, 2)}\n`);
    fs.renameSync(temporary, file);
    return before;
  });
}

/** The folder of the build remotes.json names for `pkg` under `root` (a release, or the workspace build). */
function currentFolder(root, pkg, rules) {
  const version = versionOf(readList(root).find((entry) => entry?.manifest?.includes(`/${pkg}/`)), pkg, rules);
  return version === 'the workspace build' || version === 'not listed' ? path.join(root, pkg, 'dist') : path.join(releasesFolder(root, pkg), version);
}

/**
 * Takes the compressed copies (.br, .gz) of files an earlier build holds byte for byte (the shared
 * libraries' chunks, most of a release) instead of compressing them again: brotli at its best is
 * most of a release's time otherwise. compressDist then makes only the copies still missing.
 */
function reuseCompressed(staging, earlier) {
  for (const entry of fs.readdirSync(staging, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(staging, file);
    const content = fs.readFileSync(file);
    const same = earlier.map((folder) => path.join(folder, relative)).find((other) => fs.existsSync(other) && fs.existsSync(`${other}.br`) && fs.existsSync(`${other}.gz`) && content.equals(fs.readFileSync(other)));
    if (!same) continue;
    for (const ext of ['.br', '.gz']) fs.copyFileSync(`${same}${ext}`, `${file}${ext}`);
  }
}

/**
 * Why a remote built with manifest `remote` cannot run on the suite whose shell was built with
 * manifest `shell` (its files in `shellDir`): the contracts' rules (compatibilityProblems in
 * shared/contracts/src/remotes.ts, which the server's release API runs too), with whether the
 * shell's antd can load the names it lacks read from its files.
 */
export async function compatibilityProblems(pkg, remote, shell, shellDir) {
  const rules = await releaseRules();
  return rules.compatibilityProblems(pkg, remote.shared, shell.shared, shellLoadsAntdWhole(shell, shellDir));
}

/** Whether the shell's antd chunks can load the whole of antd (tools/antd-on-page.mjs). */
export function shellLoadsAntdWhole(shell, shellDir) {
  const antd = shell.shared.find((shared) => shared.name === 'antd');
  const files = antd ? [...antd.assets.js.sync, ...antd.assets.js.async] : [];
  return files.some((file) => fs.readFileSync(path.join(shellDir, file), 'utf8').includes('loadAntdWhole'));
}

function readManifest(folder) {
  return JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
}

/** The version a release of `pkg` is named: the one given, or its package version and a hash of its inputs. */
function versionName(pkg, version) {
  return version ?? `${JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')).version}-${inputHash(pkg).slice(0, 10)}`;
}

/** Builds `pkg` alone into `staging` and compresses it; the timings of both. Throws (leaving nothing) when it does not build. */
async function buildRelease({ root, pkg, named, staging, log, rules }) {
  const timings = {};
  fs.rmSync(staging, { recursive: true, force: true });
  let started = Date.now();
  log(`building ${pkg} ${named} ...`);
  const { code, output } = await runWebpack(pkg, {
    args: ['--output-path', staging],
    // The persistent cache: a release rebuilds only what changed since the last build of this remote.
    env: { WEBPACK_CACHE: 'filesystem', RELEASE_VERSION: named, MF_BUILD_VERSION: named },
  });
  timings.buildMs = Date.now() - started;
  if (code !== 0 || !fs.existsSync(path.join(staging, 'mf-manifest.json')) || !fs.existsSync(path.join(staging, 'contract.json'))) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`${pkg} ${named} did not build:\n${output.trim()}`);
  }
  started = Date.now();
  reuseCompressed(staging, [currentFolder(root, pkg, rules), path.join(root, pkg, 'dist'), path.join(ROOT, pkg, 'dist')]);
  await compressDist(pkg, staging);
  timings.compressMs = Date.now() - started;
  return timings;
}

/**
 * Builds `pkg` alone into dist/releases/<pkg>/<version>/ (through a staging folder renamed into place
 * whole, so the folder is complete or absent), then points remotes.json at it.
 */
export async function releaseRemote({ root = ROOT, pkg, version, log = console.log }) {
  const rules = await releaseRules();
  const named = versionName(pkg, version);
  if (!rules.RELEASE_VERSION_PATTERN.test(named)) throw new ReleaseError(`${named} cannot name a release: letters, digits, '.', '_' and '-' only, 64 at most`);
  const folder = path.join(releasesFolder(root, pkg), named);
  let timings = {};
  if (fs.existsSync(folder)) {
    // Never rebuilt over: what a page already loaded from it must stay as it was.
    if (version) throw new ReleaseError(`${pkg} ${named} is released already and is never rebuilt; name a new version, or point at it with release:point`);
    log(`${pkg} ${named}: these sources are released already`);
  } else {
    const staging = path.join(root, 'dist', '.release-staging', `${pkg}-${named}-${process.pid}`);
    timings = await buildRelease({ root, pkg, named, staging, log, rules });
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    // rename fails on a folder that exists and is not empty: a release written meanwhile is kept.
    fs.renameSync(staging, folder);
    try {
      fs.rmdirSync(path.dirname(staging)); // only when empty: another release may be staging beside it
    } catch {
      // not empty
    }
  }
  const started = Date.now();
  const before = await pointRemote({ root, pkg, version: named });
  timings.pointMs = Date.now() - started;
  log(`${pkg} now at ${named} (was ${before}); built in ${((timings.buildMs ?? 0) / 1000).toFixed(1)} s, compressed in ${((timings.compressMs ?? 0) / 1000).toFixed(1)} s, pointed in ${timings.pointMs} ms`);
  return { version: named, before, timings };
}

/** One call of the suite's release API at `to`; its answer, or a ReleaseError with the suite's words. */
async function callApi(to, address, { method = 'GET', body, type } = {}) {
  const token = process.env.HOMEWORK_DEPLOY_TOKEN;
  if (!token) throw new ReleaseError('Set HOMEWORK_DEPLOY_TOKEN to the deploy token the suite\'s operator issued for this remote.');
  const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': type ?? 'application/json' }) };
  const answer = await fetch(new URL(address, to.endsWith('/') ? to : `${to}/`), { method, headers, body: body === undefined || type ? body : JSON.stringify(body) });
  const text = await answer.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text };
  }
  if (!answer.ok) throw new ReleaseError(`${method} ${address}: ${answer.status} ${parsed.message ?? text}`);
  return parsed;
}

/** Every file under `folder`, as paths inside it with '/'. */
const filesOf = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** The commit this checkout is at, for the suite's history; null outside a git checkout. */
function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Releases the built `folder` of `pkg` to the suite at `to`: uploads every file (four at a time;
 * each sent again is stored once), then publishes and points in one call, which the suite refuses in
 * words, pointing nothing, when the release is incomplete or cannot run on its deployed shell.
 */
export async function publishFolder({ to, pkg, version, folder, commit = currentCommit(), log = console.log }) {
  const { RELEASE_API, pathOf } = await apiRules();
  const files = filesOf(folder);
  let started = Date.now();
  for (let at = 0; at < files.length; at += 4) {
    await Promise.all(files.slice(at, at + 4).map((file) => callApi(to, pathOf(RELEASE_API.releaseFile, { remote: pkg, version, file }), { method: 'PUT', body: fs.readFileSync(path.join(folder, file)), type: 'application/octet-stream' })));
  }
  const uploadMs = Date.now() - started;
  started = Date.now();
  const answer = await callApi(to, pathOf(RELEASE_API.release, { remote: pkg, version }), { method: 'PUT', body: { point: true, ...(commit ? { commit } : {}) } });
  log(`${pkg} now at ${version} on ${to} (was ${answer.pointed.before}); ${files.length} files uploaded in ${(uploadMs / 1000).toFixed(1)} s, published and pointed in ${Date.now() - started} ms`);
  return answer;
}

/** Builds `pkg` alone into a temporary folder and releases it to the suite at `to`. */
async function releaseTo({ to, pkg, version, log = console.log }) {
  const rules = await releaseRules();
  const named = versionName(pkg, version);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `release-${pkg}-`));
  try {
    await buildRelease({ root: ROOT, pkg, named, staging, log, rules });
    return await publishFolder({ to, pkg, version: named, folder: staging, log });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function parse(args) {
  const options = { positional: [] };
  for (let i = 0; i < args.length; i += 1) {
    if (['--version', '--root', '--to', '--from'].includes(args[i])) options[args[i].slice(2)] = args[++i];
    else if (args[i].startsWith('--')) throw new ReleaseError(`unknown option ${args[i]}`);
    else options.positional.push(args[i]);
  }
  return options;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positional, version, root: rootOption, to, from } = parse(rest);
  const [pkg, pointAt] = positional;
  const root = rootOption ? path.resolve(rootOption) : ROOT;
  if (!REMOTES.includes(pkg)) throw new ReleaseError(`name a remote: ${REMOTES.join(', ')}`);
  if (command === 'build' && to && from) {
    if (!version) throw new ReleaseError('name the version of the folder with --version');
    await publishFolder({ to, pkg, version, folder: path.resolve(process.env.INIT_CWD ?? process.cwd(), from) });
  } else if (command === 'build' && to) {
    await releaseTo({ to, pkg, version });
  } else if (command === 'build') {
    await releaseRemote({ root, pkg, version });
  } else if (command === 'point' && to) {
    const { RELEASE_API, pathOf } = await apiRules();
    if (pointAt) {
      const commit = currentCommit();
      const answer = await callApi(to, pathOf(RELEASE_API.deployment, { remote: pkg }), { method: 'PUT', body: { version: pointAt, ...(commit ? { commit } : {}) } });
      console.log(`${pkg} now at ${pointAt} on ${to} (was ${answer.before})`);
    } else {
      const listing = await callApi(to, pathOf(RELEASE_API.releases, { remote: pkg }));
      console.log(listing.releases.length ? listing.releases.map((r) => `${r.version === listing.current ? '*' : ' '} ${r.version}  published by ${r.publishedBy} ${r.publishedAt}${r.commit ? ` from ${r.commit}` : ''}`).join('\n') : `${pkg} has no release on ${to} yet`);
      console.log(`${to} points at ${listing.current ?? 'the workspace build'}`);
    }
  } else if (command === 'point' && pointAt) {
    const before = await pointRemote({ root, pkg, version: pointAt });
    console.log(`${pkg} now at ${pointAt} (was ${before})`);
  } else if (command === 'point') {
    const rules = await releaseRules();
    const current = versionOf(readList(root).find((entry) => entry?.manifest?.includes(`/${pkg}/`)), pkg, rules);
    const versions = releasedVersions(root, pkg);
    console.log(versions.length ? versions.map((v) => `${v === current ? '*' : ' '} ${v}`).join('\n') : `${pkg} has no release yet`);
    console.log(`remotes.json points at ${current}`);
  } else {
    throw new ReleaseError('usage: release.mjs build <remote> [--version <v>] [--root <dir> | --to <suite> [--from <folder>]] | point <remote> [<version>] [--root <dir> | --to <suite>]');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  }
}
