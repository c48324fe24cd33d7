// What Module Federation shares between the shell and the remotes, and at which versions.
import path from 'node:path';
import { workspaceShareVersion } from '../shared-versions.mjs';
import { antdShare } from './antd.mjs';
import { readJson, repoRoot } from './generated.mjs';

/** Version of a dependency as the package declares it; workspace packages use their own version. */
function declaredVersion(pkg, name) {
  const spec = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (!spec) return null;
  if (spec.startsWith('workspace:')) {
    const dir = /^@homework\/(contracts|platform|ui|testing)$/.exec(name)?.[1];
    return dir ? readJson(path.join(repoRoot, 'shared', dir, 'package.json')).version : null;
  }
  const match = /\d+\.\d+\.\d+(?:-[\w.]+)?/.exec(spec);
  return match ? match[0] : null;
}

/**
 * The suite's shared singletons (ARCHITECTURE "Module Federation: what the field has learned").
 * `react-dom/` (trailing slash) and the explicit `react-dom/client` and `react/jsx-runtime` keys keep a
 * second renderer from loading from a remote (STACK-NOTES). `@homework/platform/` shares every subpath
 * of the platform package, so the suite's auth service and API client are one object.
 *
 * Every one of them is shared whole, so that a remote released alone finds whatever it imports
 * (decision 0003), but for antd, whose whole is 447 KiB gzipped: the page's antd holds the names the suite
 * imported when its provider was built, and loads the rest of itself on demand (antdShare, and the
 * per-package modules every import of antd is rewritten to). react-router-dom is not shared: each
 * React root (the shell's, each remote's) has its own router, from its own build.
 * Contracts (pure) are shared without being forced to one instance: a page loads one copy when the
 * versions agree, and nothing breaks if a remote brings its own. @homework/ui is not shared: a shared
 * module is provided whole, so every page downloaded every component (the selector's tables, the
 * date picker, the editor's parts); each remote bundles the components it uses, and loads its
 * popouts and forms when they are opened (decision 0002).
 */
export function sharedSingletons(pkg) {
  const range = (name, fallback) => {
    const version = declaredVersion(pkg, name) ?? fallback;
    return version ? `^${version}` : false;
  };
  const item = (requiredVersion) => ({ singleton: true, strictVersion: false, requiredVersion });
  const workspaceShare = (dir) => ({ ...item(workspaceShareVersion(dir)), version: workspaceShareVersion(dir) });
  const react = range('react', '19.3.1');
  const reactDom = range('react-dom', '19.3.1');
  const shared = {
    react: item(react),
    'react/jsx-runtime': item(react),
    'react-dom': item(reactDom),
    'react-dom/': item(reactDom),
    'react-dom/client': item(reactDom),
    antd: { ...item(range('antd', '6.6.8')), ...antdShare() },
    zustand: item(range('zustand', '5.1.0')),
    // One QueryClient context: the platform's subpaths (api, remote) and the remotes import it separately.
    '@tanstack/react-query': item(range('@tanstack/react-query', '5.108.0')),
    // Workspace packages at a version with their content hash, required exactly (tools/shared-versions.mjs).
    // But the marking changes kept offline: their state is the browser's IndexedDB, not an object of
    // the page's, so each part that uses them (the marking view, Sign Out's question) bundles its own
    // copy, loaded with it, and no first screen carries it (decision 0032).
    '@homework/platform/': { ...workspaceShare('platform'), exclude: { request: /waiting-changes/ } },
    '@homework/contracts': { ...workspaceShare('contracts'), singleton: false },
    '@homework/contracts/': { ...workspaceShare('contracts'), singleton: false },
  };
  if (process.env.NODE_ENV !== 'production') shared['react/jsx-dev-runtime'] = item(react);
  return shared;
}
