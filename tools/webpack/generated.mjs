// What every part of the front ends' build configuration shares: the repository's folders, the
// browsers it targets, and how a generated module is written.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** tools/: the build's own files (the antd loader, antd-on-page.mjs) live there. */
export const toolsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(toolsDir, '..');

/** Browsers the suite supports: evergreen ones (esbuild target). */
export const TARGET = 'es2020';

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes a generated module under `folder` (whole or not at all) and answers its path. */
export function writeGenerated(name, content, folder = path.join(repoRoot, 'node_modules', '.cache', 'homework')) {
  const file = path.join(folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) {
    fs.writeFileSync(`${file}.${process.pid}`, content);
    fs.renameSync(`${file}.${process.pid}`, file); // builds side by side share it
  }
  return file;
}
