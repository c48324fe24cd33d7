// Which names the suite's source files import from a package: the shared antd and the charts' core
// are made of them.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../suite-remotes.cjs';
import { repoRoot } from './generated.mjs';

/** Front-end source folders whose imports the shared antd and router must serve. */
const SUITE_SOURCES = ['shell/src', 'shared/platform/src', 'shared/ui/src', ...REMOTES.map((remote) => `${remote}/src`)];

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

/** Every name the suite's bundled code imports from `pkg`, sorted. */
export function suiteImports(pkg) {
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
  for (const dir of SUITE_SOURCES) if (fs.existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
  return [...names].sort();
}

/** Every name the suite's bundled code imports from 'antd', sorted. */
export const antdExportsUsed = () => suiteImports('antd');

/** What the shared antd serves: a change rebuilds every package (scripts/build.mjs), so that the built suite's antd holds every name and none loads the rest of antd. */
export const suiteSharedNames = () => `antd:${antdExportsUsed().join(',')}`;
