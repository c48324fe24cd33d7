// One federation runtime core a page, and a remote's entry named by its content.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { TARGET, readJson, writeGenerated } from './generated.mjs';

const requireBesideFederationPlugin = () => createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));

/**
 * One federation runtime core a page (docs/benchmarks.md, "One federation runtime"). The shell
 * provides its own (`provideExternalRuntime`: a runtime plugin sets `_FEDERATION_RUNTIME_CORE` on
 * the page's global before anything is loaded) and each remote's entry uses the one it finds there
 * (`externalRuntime`) instead of carrying a copy: 27.4 → 9.2 KiB gzipped.
 *
 * Module Federation adds that plugin by `require.resolve`, which answers its CommonJS build; its
 * `require` of the runtime core then brought the core's, the SDK's and the error codes' CommonJS
 * builds, whole, beside the modules the shell's own runtime imports (the entry 31.4 → 58.3 KiB).
 * Aliased to the plugin's module build, it imports those very modules.
 */
export function runtimeCoreInjectorAsModule() {
  const enhanced = requireBesideFederationPlugin();
  const commonJs = enhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  // Its package.json is not among its exports: found as the folder above its build.
  let dir = path.dirname(commonJs);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return { [`${commonJs}$`]: path.join(dir, readJson(path.join(dir, 'package.json')).exports['.'].import.default) };
}

/**
 * A remote's own page (running it alone) has no host to provide the runtime core: it loads this
 * script first, the core its runtime expects (the one Module Federation's plugin imports), bundled by
 * esbuild and set where the shell's plugin sets it. Any other page hosting a remote does the same
 * (examples/embedding). `{ from, to }`, a file of the build.
 */
export function federationRuntimeCoreAsset() {
  const enhanced = requireBesideFederationPlugin();
  const made = esbuild.buildSync({
    stdin: {
      contents: "import * as core from '@module-federation/runtime-tools/runtime-core';\nglobalThis._FEDERATION_RUNTIME_CORE = core;\n",
      resolveDir: path.dirname(enhanced.resolve('@module-federation/runtime-tools/package.json')),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    write: false,
    logLevel: 'error',
  });
  const content = made.outputFiles[0].text;
  const from = writeGenerated('federation-runtime-core.js', content);
  return { from, to: `federation-runtime-core.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.js` };
}

/**
 * Gives remoteEntry.js a content hash once everything is written (the Module Federation plugin only
 * takes a fixed file name), and points mf-manifest.json at it: every built file is then immutable
 * and a release is a new manifest (ARCHITECTURE).
 */
export class HashRemoteEntryPlugin {
  apply(compiler) {
    compiler.hooks.done.tapPromise('HashRemoteEntryPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const dir = compiler.options.output.path;
      const entry = path.join(dir, 'remoteEntry.js');
      if (!fs.existsSync(entry)) return;
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(fs.readFileSync(entry)).digest('hex').slice(0, 10);
      const name = `remoteEntry.${hash}.js`;
      fs.renameSync(entry, path.join(dir, name));
      for (const file of ['mf-manifest.json', 'mf-manifest-stats.json']) {
        const target = path.join(dir, file);
        if (!fs.existsSync(target)) continue;
        const manifest = readJson(target);
        if (manifest.metaData?.remoteEntry) manifest.metaData.remoteEntry.name = name;
        fs.writeFileSync(target, JSON.stringify(manifest, null, 2));
      }
    });
  }
}

