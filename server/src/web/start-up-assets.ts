// What the suite downloads after sign-in: all of the shell's scripts (its entry, start-up, layout,
// remote loader and the shared libraries: React DOM, antd, the platform) but the chunks of the pages
// few reach (the sickness page, the status pages), and each remote's entry and app, whichever page
// the teacher lands on. The sign-in page asks the browser to prefetch them, so that on a school's
// slow link they arrive while the teacher types (issue 7), not after Sign in.
import fs from 'node:fs';
import path from 'node:path';
import { remotePackages } from './static';

const SCRIPT = /\.js$/;
const LATER = /^shell-(sickness|status-pages)\./;

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A built remote's entry and the scripts its app needs when it mounts (its federation manifest). */
function remoteAppScripts(repoRoot: string, pkg: string): string[] {
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, pkg, 'dist', 'mf-manifest.json'), 'utf8')) as FederationManifest;
  } catch {
    return [];
  }
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  const files = [...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []), ...(app?.assets?.js?.sync ?? [])];
  return files.map((file) => `/remotes/${pkg}/${file}`);
}

let cached: { key: string; urls: string[] } | undefined;

const modifiedAt = (file: string) => {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return null;
  }
};

/** Root-relative URLs of the scripts a signed-in teacher needs; none while the shell is not built. */
export function shellStartUpAssets(repoRoot: string): string[] {
  const dist = path.join(repoRoot, 'shell', 'dist');
  // A build replaces the shell's index.html, a remote's release its manifest: their times say
  // whether the list is still the builds'.
  const shellBuilt = modifiedAt(path.join(dist, 'index.html'));
  if (shellBuilt === null) return [];
  const remotes = remotePackages(repoRoot);
  const key = [repoRoot, shellBuilt, ...remotes.map((pkg) => modifiedAt(path.join(repoRoot, pkg, 'dist', 'mf-manifest.json')))].join('|');
  if (cached?.key === key) return cached.urls;
  const shell = fs
    .readdirSync(dist)
    .filter((file) => SCRIPT.test(file) && !LATER.test(file))
    .sort()
    .map((file) => `/${file}`);
  const urls = [...shell, ...remotes.flatMap((pkg) => remoteAppScripts(repoRoot, pkg))];
  cached = { key, urls };
  return urls;
}
