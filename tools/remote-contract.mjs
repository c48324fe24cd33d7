// A remote's contract (contract.json, which the shell reads through remotes.json), made from its one
// route table, src/routes.tsx (decision 0029). The table's file is bundled with esbuild and run here:
// @homework/contracts (pure, where defineRoutes and the page addresses live) runs as written, and every
// other import (its pages, antd, React) is a stand-in that accepts anything, since the contract needs
// only the table's addresses, titles, access rules and menu entries, never a page.
// `node tools/remote-contract.mjs [<remote folder> …]` prints the contracts (every remote's without
// arguments) as JSON: the shell's unit tests read them so.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { REMOTES, containerOf } from './suite-remotes.cjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const REAL = /^@homework\/contracts(\/|$)/;

/**
 * Anything a page module could be asked for at load: a function, an object, a class, all at once.
 * esbuild reads a stand-in's named imports through an object made on its prototype, so that answers too.
 */
const STAND_IN = `
const anyName = new Proxy({}, { get: (_target, key) => (key === 'then' || key === Symbol.toPrimitive ? undefined : standIn) });
const standIn = new Proxy(function standIn() {}, {
  get: (_target, key) => (key === 'then' || key === Symbol.toPrimitive || key === '__esModule' ? undefined : key === 'prototype' ? {} : standIn),
  getPrototypeOf: () => anyName,
  apply: () => standIn,
  construct: () => standIn,
});
module.exports = standIn;`;

/** The route table file of the remote in `packageDir`. */
export const routeTableFile = (packageDir) => path.join(packageDir, 'src', 'routes.tsx');

/** The remote's Welsh words for its contract (section, titles, menu labels), where it has them: build-time only, never in the browser. */
export const welshCatalogueFile = (packageDir) => path.join(packageDir, 'src', 'messages', 'contract-cy.ts');

const inContracts = (file) => file.includes(`${path.sep}shared${path.sep}contracts${path.sep}`);

/**
 * The contract of the remote in `packageDir` (its folder's container name, its table's section,
 * routes and menu), and the files it was read from. Fails when the table makes no valid contract.
 */
export async function remoteContract(packageDir) {
  const entry = routeTableFile(packageDir);
  // The remote's Welsh words for its section, titles and menu labels (decision 0040).
  const welsh = welshCatalogueFile(packageDir);
  const result = await esbuild.build({
    stdin: {
      contents: `export { routes } from ${JSON.stringify(entry)}; export { contractOf, validateRemoteContract } from '@homework/contracts';${fs.existsSync(welsh) ? ` export { default as cy } from ${JSON.stringify(welsh)};` : ''}`,
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'stand-ins',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            const real = args.importer === '<stdin>' || REAL.test(args.path) || (args.path.startsWith('.') && inContracts(args.importer));
            return real ? undefined : { path: args.path, namespace: 'stand-in' };
          });
          build.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({ contents: STAND_IN, loader: 'js' }));
        },
      },
    ],
  });
  const loaded = { exports: {} };
  vm.runInNewContext(result.outputFiles[0].text, { module: loaded, exports: loaded.exports }, { filename: entry });
  const { routes, contractOf, validateRemoteContract, cy } = loaded.exports;
  const where = path.relative(ROOT, entry);
  if (!routes || typeof routes !== 'object') throw new Error(`${where} exports no route table named routes`);
  // As JSON, so that it is plain data of this realm, not the sandbox's.
  const contract = JSON.parse(JSON.stringify(contractOf(routes, containerOf(path.basename(packageDir)), cy ? { cy } : {})));
  const problems = validateRemoteContract(contract);
  if (problems.length > 0) throw new Error(`${where} makes an invalid contract: ${problems.join('; ')}`);
  const files = Object.keys(result.metafile.inputs)
    .filter((file) => !file.startsWith('stand-in:') && file !== '<stdin>')
    .map((file) => path.resolve(ROOT, file));
  return { contract, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : REMOTES;
  const contracts = await Promise.all(folders.map(async (folder) => (await remoteContract(path.resolve(ROOT, folder))).contract));
  process.stdout.write(`${JSON.stringify(contracts)}\n`);
}
