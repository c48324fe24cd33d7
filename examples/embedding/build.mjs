// Builds the example page into dist/: its script bundled with the Module Federation runtime and
// oidc-client-ts (the remote brings its own React and antd), beside index.html. About a second.
//   node examples/embedding/build.mjs
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');

export async function buildExample() {
  fs.rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(here, 'src', 'main.ts')],
    outfile: path.join(dist, 'main.js'),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(here, 'index.html'), path.join(dist, 'index.html'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(here, 'build.mjs')) await buildExample();
