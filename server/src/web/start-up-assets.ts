// What the suite downloads after sign-in: all of the shell's scripts (its entry, start-up, layout,
// remote loader and the shared libraries: React DOM, antd, the platform) but the chunks of the pages
// few reach (the sickness page, the status pages), and each remote's entry and app, whichever page
// the teacher lands on. The suite's service worker fetches them (with the stylesheet) from the first
// visit, or the sign-in page asks the browser to prefetch them, so that on a school's slow link they
// arrive before Sign in (decisions 0001 and 0006), not after it.
import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_PATH, type FederationManifest, type RemoteContract } from '@homework/contracts';
import type { RecordedRelease } from '../domain/releases';
import type { ServedRemotes } from './remotes';
import { releasesFolder, remotePackages } from './static';

const SCRIPT = /\.js$/;
const STYLESHEET = /\.css$/;
const LATER = /^shell-(sickness|status-pages)\./;
/** antd's on-demand names, a chunk each (tools/webpack/antd.mjs): only pages with a table, tabs, a date picker or a card wait for them. */
const ON_DEMAND = /^antd-on-demand-\w+\./;

/**
 * Where remote package `pkg`'s manifest is, as an address and a file: the release remotes.json points
 * at (docs/release.md), else the workspace build, /remotes/<pkg>/.
 */
function manifestOf(repoRoot: string, pkg: string, listed: readonly string[]): { url: string; file: string } {
  const release = listed.find((url) => url.startsWith(`${RELEASES_PATH}${pkg}/`));
  if (release) return { url: release, file: path.join(releasesFolder(repoRoot), release.slice(RELEASES_PATH.length)) };
  return { url: `/remotes/${pkg}/mf-manifest.json`, file: path.join(repoRoot, pkg, 'dist', 'mf-manifest.json') };
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * The files of the chunk groups a remote's routes name as their first screen's (RemoteRoute
 * firstScreenChunks: the dashboard's charts), from the build's chunk-groups.json.
 */
function firstScreenScripts(contract: Partial<RemoteContract> | null, groups: Record<string, unknown> | null): string[] {
  if (!contract || !groups || !Array.isArray(contract.routes)) return [];
  const names = contract.routes.flatMap((route) => route.firstScreenChunks ?? []);
  return names.flatMap((name) => (Array.isArray(groups[name]) ? groups[name].filter((file): file is string => typeof file === 'string') : []));
}

/**
 * A built remote's entry, the scripts its app needs when it mounts (its federation manifest) and its
 * first screens' chunks, as addresses beside its manifest's `url` (root-relative, or another origin's).
 */
export function remoteAppScripts(url: string, manifest: FederationManifest | null, contract: Partial<RemoteContract> | null, groups: Record<string, unknown> | null): string[] {
  if (!manifest) return [];
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  const files = [...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []), ...(app?.assets?.js?.sync ?? []), ...firstScreenScripts(contract, groups)];
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  return [...new Set(files)].map((name) => `${folder}${name}`);
}

/** A remote built on this server's disk (a workspace build or a local release): its scripts from its files. */
function builtRemoteScripts({ url, file }: { url: string; file: string }): string[] {
  const folder = path.dirname(file);
  return remoteAppScripts(url, readJson<FederationManifest>(file), readJson<Partial<RemoteContract>>(path.join(folder, 'contract.json')), readJson<Record<string, unknown>>(path.join(folder, 'chunk-groups.json')));
}

/** A release from the record: its scripts from the lists recorded with it. */
const recordedRemoteScripts = (release: RecordedRelease) => remoteAppScripts(release.manifest, release.federation, release.contract, release.chunkGroups);

let cached: { key: string; urls: string[] } | undefined;

const modifiedAt = (file: string) => {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return null;
  }
};

/**
 * URLs of the scripts a signed-in teacher needs (root-relative, but a release hosted elsewhere's);
 * none while the shell is not built. `served` is the remotes list as pages are served it: a remote
 * the record deploys takes its scripts from the record, any other from its build on this disk.
 */
export function shellStartUpAssets(repoRoot: string, served: Pick<ServedRemotes, 'remotes' | 'deployed' | 'key'>): string[] {
  const dist = path.join(repoRoot, 'shell', 'dist');
  // A build replaces the shell's index.html and a remote's manifest: their times say whether the
  // list is still the builds'.
  const shellBuilt = modifiedAt(path.join(dist, 'index.html'));
  if (shellBuilt === null) return [];
  const deployed = new Map(served.deployed.map((release) => [release.remote, release]));
  const listed = served.remotes.map((remote) => remote?.manifest).filter((url) => typeof url === 'string');
  const packages = [...new Set([...remotePackages(repoRoot), ...deployed.keys()])].sort();
  const built = new Map(packages.filter((pkg) => !deployed.has(pkg)).map((pkg) => [pkg, manifestOf(repoRoot, pkg, listed)]));
  // A release or a rollback changes the list (its key) and no manifest: the key is part of it.
  const key = [repoRoot, shellBuilt, served.key, ...[...built.values()].map(({ file }) => `${file}@${modifiedAt(file)}`)].join('|');
  if (cached?.key === key) return cached.urls;
  const shell = fs
    .readdirSync(dist)
    .filter((file) => SCRIPT.test(file) && !LATER.test(file))
    .sort()
    .map((file) => `/${file}`);
  const remoteScripts = (pkg: string) => {
    const release = deployed.get(pkg);
    return release ? recordedRemoteScripts(release) : builtRemoteScripts(built.get(pkg)!);
  };
  const urls = [...shell, ...packages.flatMap(remoteScripts)];
  cached = { key, urls };
  return urls;
}

/**
 * Root-relative URLs of the shell's stylesheets (antd's prebuilt styles, which every signed-in page
 * links before it draws); none while the shell is not built.
 */
export function shellStartUpStyles(repoRoot: string): string[] {
  const dist = path.join(repoRoot, 'shell', 'dist');
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((file) => STYLESHEET.test(file))
    .sort()
    .map((file) => `/${file}`);
}

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * The start-up scripts and stylesheets in the order the service worker fetches them (decision 0006):
 * the shell's scripts largest first (every first screen waits for all of them, and the largest take
 * longest), its stylesheet, each remote's entry and app, and antd's on-demand part last.
 */
export function startUpFilesInNeedOrder(repoRoot: string, served: Pick<ServedRemotes, 'remotes' | 'deployed' | 'key'>): string[] {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const scripts = shellStartUpAssets(repoRoot, served);
  // A remote's are under /remotes/ or /releases/, or at another origin (a release hosted elsewhere).
  const isShells = (url: string) => url.startsWith('/') && !url.startsWith('/remotes/') && !url.startsWith(RELEASES_PATH);
  const shells = scripts.filter((url) => isShells(url) && !ON_DEMAND.test(url.slice(1)));
  const bySize = shells.map((url) => ({ url, size: sizeOf(path.join(dist, url)) })).sort((a, b) => b.size - a.size);
  return [
    ...bySize.map(({ url }) => url),
    ...shellStartUpStyles(repoRoot),
    ...scripts.filter((url) => !isShells(url)),
    ...scripts.filter((url) => isShells(url) && ON_DEMAND.test(url.slice(1))),
  ];
}
