// Which names a build's source files import from a package: its antd modules, its stylesheet and its
// charts' core are made of them. A build reads its own sources and the shared packages it bundles,
// never another front end's: a remote's build depends on its own inputs alone (decision 0003).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './generated.mjs';

/** The shared packages' sources every front end bundles (their imports of antd are its imports). */
const SHARED_SOURCES = ['shared/platform/src', 'shared/ui/src'];

/**
 * The names a source file imports from package `pkg`, or re-exports from it (values and types alike;
 * a type costs nothing).
 */
export function importsOf(source, pkg) {
  const from = `\\s*from\\s*'${pkg.replace(/[-/]/g, '\\$&')}'`;
  const names = new Set();
  for (const [, list] of source.matchAll(new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}${from}`, 'g')))
    for (const part of list.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (name) names.add(name);
    }
  if (new RegExp(`import\\s+(?:\\*\\s+as\\s+)?\\w+\\s*(?:,\\s*\\{[^}]*\\})?${from}|export\\s+\\*(?:\\s+as\\s+\\w+)?${from}`).test(source))
    throw new Error(`import ${pkg} by name (import { Button } from '${pkg}'): a default or namespace import defeats the shared ${pkg}'s tree shaking`);
  return names;
}

/** The names a source file imports from 'antd'. */
export const antdImportsOf = (source) => importsOf(source, 'antd');

/** Every name a front end's bundled code (`packageDir`'s src and the shared packages') imports from `pkg`, sorted. */
export function buildImports(packageDir, pkg) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const name of importsOf(fs.readFileSync(file, 'utf8'), pkg)) names.add(name);
      }
    }
  };
  for (const dir of [path.join(packageDir, 'src'), ...SHARED_SOURCES.map((shared) => path.join(repoRoot, shared))]) if (fs.existsSync(dir)) walk(dir);
  return [...names].sort();
}
