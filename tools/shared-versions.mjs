// The version under which a workspace package (shared/contracts, platform) is shared through
// Module Federation. The runtime tells shared copies apart by version alone, and every workspace
// package says 1.0.0 in its package.json: once a remote is released on its own (docs/release.md), a
// remote built with a changed @homework/contracts would be handed the shell's old copy, or the shell a
// remote's new one, because both claim 1.0.0. So each build shares a workspace package as
// `<package.json version>-h<content hash>` and requires exactly that version: copies built from the
// same sources are one (the common case: the suite built together), different ones are never mixed.
// For a package shared without `singleton` (contracts) a remote with different sources loads its
// own copy; for the platform, a singleton (one auth service for the page), the runtime keeps the
// shell's copy and warns in the console that the remote asked for another version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') sourceFiles(file, out);
    } else if (!isTest(entry.name)) out.push(file);
  }
  return out;
}

/** `<package.json version>-h<12 hex>` for a package folder: a hash of its package.json and its sources but tests. */
export function contentVersion(folder) {
  const packageJson = path.join(folder, 'package.json');
  const hash = createHash('sha256');
  for (const file of [packageJson, ...sourceFiles(path.join(folder, 'src')).sort()]) {
    hash.update(path.relative(folder, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  // 'h' first: a pre-release tag of digits alone with a leading zero is not valid semver.
  return `${JSON.parse(fs.readFileSync(packageJson, 'utf8')).version}-h${hash.digest('hex').slice(0, 12)}`;
}

const versions = new Map();

/** The version shared/<dir> (contracts, platform) is shared under, once per build. */
export function workspaceShareVersion(dir) {
  if (!versions.has(dir)) versions.set(dir, contentVersion(path.join(repoRoot, 'shared', dir)));
  return versions.get(dir);
}
