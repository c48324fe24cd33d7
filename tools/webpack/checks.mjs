// The build's own checks and outputs beside the bundles: one version of the packages that must be
// one, chunk-groups.json, a remote's contract.json, and files copied into dist.
import fs from 'node:fs';
import webpack from 'webpack';
import { remoteContract } from '../remote-contract.mjs';

/** Packages a bundle must hold one version of, and how far they must agree. */
const ONE_VERSION = { tslib: 'major', react: 'exact', 'react-dom': 'exact', antd: 'exact', '@antv/g-lite': 'exact' };

/** The package and version of a module's file, from its real path in pnpm's store; null outside it. */
export function packageOf(resource) {
  const match = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@([^_/]+)[^/]*\/node_modules\//.exec(resource ?? '');
  return match ? { name: match[1].replace('+', '/'), version: match[2] } : null;
}

/** Of the ONE_VERSION packages, those the modules' files hold in more than one version: `[{ name, versions }]`. */
export function packagesInSeveralVersions(resources) {
  const found = new Map();
  for (const resource of resources) {
    const where = packageOf(resource);
    const rule = where && ONE_VERSION[where.name];
    if (!rule) continue;
    if (!found.has(where.name)) found.set(where.name, new Set());
    found.get(where.name).add(rule === 'major' ? where.version.split('.')[0] : where.version);
  }
  return [...found].filter(([, versions]) => versions.size > 1).map(([name, versions]) => ({ name, versions: [...versions].sort() }));
}

/**
 * Fails the build when a bundle would hold two versions of a package that must be one: two tslib
 * majors (tslib 1's helpers break on tslib 2 code: every chart drew nothing), two G renderers (two
 * registries, nothing drawn), two Reacts.
 */
export class OneVersionPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneVersionPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('OneVersionPlugin', (modules) => {
        for (const { name, versions } of packagesInSeveralVersions([...modules].map((module) => module.resource)))
          compilation.errors.push(
            new webpack.WebpackError(`${name} is bundled in ${versions.length} versions (${versions.join(', ')}); declare one for every importer (pnpm-workspace.yaml packageExtensions or overrides).`),
          );
      });
    });
  }
}

/**
 * Writes chunk-groups.json: each named chunk group (webpackChunkName: a page's chart, a marking
 * viewer) and the JavaScript files it loads, for scripts/measure-bundles.mjs and for the sign-in
 * page, which prefetches the groups a route's firstScreenChunks name (server/src/web/start-up-assets.ts).
 */
export class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = filesOf(group);
        // Unnamed groups by what asks for them: a shared library's own chunks (Module Federation
        // lists only some of them in mf-manifest.json) and other code's dynamic imports.
        const unnamed = [...compilation.chunkGroups]
          .filter((group) => !group.name)
          .map((group) => ({ origins: [...new Set(group.origins.map((origin) => `${origin.module?.constructor?.name ?? ''}:${origin.request ?? ''}`))], files: filesOf(group) }));
        compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify({ ...groups, '': unnamed }, null, 2)));
        // The named groups whose code waits for antd's on-demand names (antdImportModules, one module
        // per name), with the names each waits for: a first screen showing one downloads their chunks
        // too (scripts/measure-bundles.mjs counts them).
        const waiting = {};
        const onDemandModule = /[\\/]\.cache[\\/]homework[\\/]antd-on-demand-(\w+)\.mjs$/;
        for (const module of compilation.modules) {
          const name = module.resource?.match(onDemandModule)?.[1];
          if (!name) continue;
          for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module))
            for (const group of chunk.groupsIterable) if (group.name) (waiting[group.name] ??= new Set()).add(name);
        }
        const waits = Object.fromEntries(Object.entries(waiting).sort(([a], [b]) => a.localeCompare(b)).map(([group, names]) => [group, [...names].sort()]));
        compilation.emitAsset('antd-on-demand-waits.json', new webpack.sources.RawSource(JSON.stringify(waits, null, 2)));
      });
    });
  }
}

/**
 * Writes a remote's contract.json, made from its route table (tools/remote-contract.mjs), and reads
 * the table again when it or what it takes from @homework/contracts changes (a development build). A
 * firstScreenChunks name no chunk group has fails the build: the page would wait for it unprefetched.
 */
export class ContractPlugin {
  /** @param {string} packageDir the remote's folder */
  constructor(packageDir) {
    this.packageDir = packageDir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      let contract = null;
      compilation.hooks.processAssets.tapPromise({ name: 'ContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const made = await remoteContract(this.packageDir);
        for (const file of made.files) compilation.fileDependencies.add(file);
        contract = made.contract;
        compilation.emitAsset('contract.json', new webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const route of contract?.routes ?? [])
          for (const name of route.firstScreenChunks ?? [])
            if (!compilation.namedChunkGroups.has(name))
              compilation.errors.push(new webpack.WebpackError(`src/routes.tsx: ${route.path} names first-screen chunk "${name}", but no import has webpackChunkName "${name}".`));
      });
    });
  }
}

/** Copies a few files into the output as assets (antd's prebuilt styles, the federation runtime). */
export class CopyFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { from, to } of this.files) {
            compilation.fileDependencies.add(from);
            compilation.emitAsset(to, new webpack.sources.RawSource(fs.readFileSync(from)));
          }
        },
      );
    });
  }
}
