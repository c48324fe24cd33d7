// `npm run build:server [-- --outdir <dir>]`: the server's entry points as plain JavaScript (esbuild),
// so that a production process runs on Node.js alone, without tsx compiling every module at start
// (docs/benchmarks.md, "Server start-up"). Into server/dist/ by default; the output must sit inside
// server/, where Node.js finds the server's packages at run time.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { ROOT } from './lib.mjs';
import { SERVER_ENTRIES } from './server-entries.mjs';

const SERVER = path.join(ROOT, 'server');


/**
 * Modules find their files (migrations, the seed's files, the repository's built front ends) from
 * their own `import.meta.url`. In a bundle that would be the bundle's; each module's is made its
 * source file's again, relative to the bundle, so the same paths hold wherever the checkout lies.
 */
const sourceLocations = (outdir) => ({
  name: 'source-import-meta-url',
  setup(setup) {
    setup.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, file).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
});

/** Builds every entry into `outdir` (inside server/); resolves with esbuild's result. */
export async function buildServer(outdir = path.join(SERVER, 'dist')) {
  const [server, root] = await Promise.all(
    [path.join(SERVER, 'package.json'), path.join(ROOT, 'package.json')].map(async (file) => JSON.parse(await readFile(file, 'utf8'))),
  );
  // The server's own packages stay outside, loaded from server/node_modules at run time. The
  // workspace's (which ship TypeScript) are bundled, and with them their dependencies, which
  // server/node_modules does not hold.
  const external = Object.entries(server.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
  return build({
    absWorkingDir: SERVER,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(SERVER, source)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: root.engines.node.replace('>=', 'node'),
    external,
    sourcemap: true,
    plugins: [sourceLocations(outdir)],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir ? path.resolve(values.outdir) : undefined;
  await buildServer(outdir);
  console.log(`Built the server into ${path.relative(process.cwd(), outdir ?? path.join(SERVER, 'dist')) || '.'}: ${Object.keys(SERVER_ENTRIES).map((name) => `${name}.js`).join(', ')}`);
}
