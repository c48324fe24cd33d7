// One webpack configuration factory for every front-end package (the shell and the four remotes).
//
// - esbuild-loader for TS/TSX, swc's minifier (through terser-webpack-plugin);
// - content-hashed file names (a release is a new manifest, never an overwritten chunk);
// - Module Federation 2 (@module-federation/enhanced/webpack) with mf-manifest.json, the suite's
//   shared singletons (none eager: the shell's entry has an async boundary; strictVersion false, requiredVersion from the package's
//   own dependency versions) and shareStrategy 'loaded-first'; one federation runtime core a page,
//   the host's (runtimeCoreInjectorAsModule);
// - html-webpack-plugin page with <meta charset="utf-8"> (the shell's index.html; a remote's dev page).
//
// The shell's webpack.config.mjs calls `frontEndConfig({ packageDir, container, ... })`, a remote's
// `remoteConfig({ packageDir, container })`, and exports the result. `npm run dev -- <remote>` serves a
// remote's development build (scripts/dev.mjs).
//
// Its parts, under tools/webpack/: antd.mjs (antd's stylesheet, shared module and rewritten imports),
// shared.mjs (what Module Federation shares), charts.mjs (the charts' trimmed G2), federation.mjs
// (one runtime core a page, the remote entry's hashed name), checks.mjs (one version of a package,
// chunk-groups.json, copied files), messages.mjs (the message catalogues, compiled), imports.mjs (the
// names sources import), generated.mjs (shared helpers).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DEV_PORTS, containerOf } from './suite-remotes.cjs';
import { ANTD_ON_DEMAND, PLATFORM_SOURCES, antdImportModules, prebuiltStylesAsset } from './webpack/antd.mjs';
import { plotsOnG2Lite } from './webpack/charts.mjs';
import { ChunkGroupsPlugin, ContractPlugin, CopyFilesPlugin, OneVersionPlugin } from './webpack/checks.mjs';
import { HashRemoteEntryPlugin, federationRuntimeCoreAsset, runtimeCoreInjectorAsModule } from './webpack/federation.mjs';
import { TARGET, readJson, repoRoot, toolsDir } from './webpack/generated.mjs';
import { sharedSingletons } from './webpack/shared.mjs';
import { CATALOGUE_FILE, messagesAlias, messagesRule } from './webpack/messages.mjs';

export { ANTD_ON_DEMAND, PAGE_ANTD_NAMES, PLATFORM_SOURCES, namesPageAntdLacks } from './webpack/antd.mjs';
export { PLOTS_G2_PARTS } from './webpack/charts.mjs';
export { packageOf, packagesInSeveralVersions } from './webpack/checks.mjs';
export { repoRoot } from './webpack/generated.mjs';
export { antdImportsOf, buildImports, importsOf } from './webpack/imports.mjs';
export { sharedSingletons } from './webpack/shared.mjs';

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder (import.meta.dirname of its config)
 * @param {string} options.container   Module Federation container name: shell, mf_homework, ...
 * @param {boolean} [options.host]     the shell: html page at the root, publicPath '/'
 * @param {Record<string,string>} [options.exposes]  remote exposes, e.g. { './app': './src/app.tsx' }
 * @param {string} [options.entry]     page entry (shell: its start-up; remote: its dev page)
 * @param {string} [options.title]     html page title
 * @param {boolean} [options.remote]   a remote: its contract.json is written from src/routes.tsx (ContractPlugin)
 * @param {string} [options.favicon]  the page's icon: emitted as /favicon.ico beside it and declared with <link rel="icon">
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function frontEndConfig(options) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.WEBPACK_MODE || 'production';
    const production = mode === 'production';
    if (!process.env.NODE_ENV) process.env.NODE_ENV = mode;
    const { packageDir, container, host = false, exposes = {}, entry = './src/index.ts', title = 'Homework', favicon, remote = false } = options;
    const pkg = readJson(path.join(packageDir, 'package.json'));
    const antdStyles = prebuiltStylesAsset(packageDir);
    const runtimeCore = host ? null : federationRuntimeCoreAsset();

    /** @type {import('webpack').Configuration} */
    const config = {
      name: container,
      mode,
      context: packageDir,
      target: 'web',
      entry: { main: entry },
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: host ? '/' : 'auto',
        filename: production ? hashedName('[name]') : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        uniqueName: container,
        clean: true,
      },
      // No eval in development: the suite's page forbids it (its Content-Security-Policy), and a remote's
      // development build runs there (scripts/dev.mjs).
      devtool: production ? false : 'cheap-module-source-map',
      // Opt-in persistent cache (WEBPACK_CACHE=filesystem): rebuilds reuse unchanged modules, about a
      // third faster here, at about 70 MB of node_modules/.cache/webpack per package and mode. Off by
      // default: minifying the shared libraries dominates a build anyway.
      ...(process.env.WEBPACK_CACHE !== 'filesystem'
        ? {}
        : {
            cache: {
              type: 'filesystem',
              cacheDirectory: path.join(repoRoot, 'node_modules', '.cache', 'webpack'),
              name: `${container}-${mode}`,
              buildDependencies: { config: [fileURLToPath(import.meta.url), `${path.join(toolsDir, 'webpack')}/`, path.join(packageDir, 'webpack.config.mjs')] },
            },
          }),
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...messagesAlias(), ...(host ? runtimeCoreInjectorAsModule() : {}) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: [/node_modules/, CATALOGUE_FILE],
            use: [{ loader: 'esbuild-loader', options: { loader: 'tsx', target: TARGET, jsx: 'automatic', tsconfig: path.join(repoRoot, 'tsconfig.base.json') } }],
          },
          {
            // Run before esbuild (the rules' loaders run last to first): imports of antd are rewritten in
            // the TypeScript source. Not the platform's: it is shared, so it must not wait (top-level
            // await makes a module async, which a shared module cannot be), and it always runs with the
            // antd of the build it came with, which has its names (PLATFORM_SOURCES).
            test: /\.[cm]?tsx?$/,
            exclude: [/node_modules/, PLATFORM_SOURCES, CATALOGUE_FILE],
            use: [{ loader: path.join(toolsDir, 'antd-imports-loader.cjs'), options: { onDemandNames: ANTD_ON_DEMAND, modules: antdImportModules(packageDir) } }],
          },
          // Message catalogues, compiled to syntax trees at build time (decision 0040).
          messagesRule(),
          // ESM packages (single-spa-react, antd) import files without extensions.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // A module that two async chunks hold (a shared library's provide and consume sides, two lazy
        // parts) goes to one chunk of its own however small: under splitChunks' default minSize
        // (20 kB) webpack wrote it into each, and a page fetched it twice (react-dom's entry, the
        // analytics: 6.9 kB gzipped of the shell's 705 kB; the ratchet's ceilings hold it).
        splitChunks: { cacheGroups: { heldTwice: { chunks: 'async', minChunks: 2, minSize: 0, priority: -30, reuseExistingChunk: true } } },
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __ANTD_PREBUILT_CSS_FILE__: JSON.stringify(antdStyles.to),
        }),
        new ModuleFederationPlugin({
          name: container,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        new HtmlWebpackPlugin({
          templateContent: page(title, runtimeCore ? [runtimeCore.to] : []),
          chunks: ['main'],
          scriptLoading: 'defer',
          inject: 'head',
          minify: production,
          ...(favicon ? { favicon: path.join(packageDir, favicon) } : {}),
        }),
        ...plotsOnG2Lite(packageDir, pkg),
        new OneVersionPlugin(),
        new ChunkGroupsPlugin(),
        ...(remote ? [new ContractPlugin(packageDir)] : []),
        ...(production && !host ? [new HashRemoteEntryPlugin()] : []),
        new CopyFilesPlugin([antdStyles, ...(runtimeCore ? [runtimeCore] : [])]),
      ],
    };
    return config;
  };
}

export { DEV_PORTS };

/**
 * A remote's configuration: container `container`, exposing './app' (src/app.tsx) and any `exposes`
 * more, its dev page (src/index.ts) titled '<package folder> (alone) - Homework', and dist/contract.json
 * written from its route table, src/routes.tsx (scripts/build.mjs lists it in remotes.json). `npm run dev -- <remote>`
 * serves it for development (scripts/dev.mjs).
 * @param {{ packageDir: string, exposes?: Record<string,string> }} options
 */
export function remoteConfig({ packageDir, exposes = {} }) {
  return frontEndConfig({
    packageDir,
    // The container's name is the folder's (tools/suite-remotes.cjs): typed nowhere.
    container: containerOf(path.basename(packageDir)),
    exposes: { './app': './src/app.tsx', ...exposes },
    entry: './src/index.ts',
    title: `${path.basename(packageDir)} (alone) - Homework`,
    remote: true,
  });
}

/**
 * A content-hashed file name for an entry chunk. The federation runtime module asks for the entry's
 * file name before hashes exist, only to learn the folder depth; it then gets the unhashed name.
 */
function hashedName(base) {
  return (pathData) => (pathData?.chunk?.contentHash?.javascript ? `${base}.[contenthash:10].js` : `${base}.js`);
}


/**
 * The html page: utf-8 declared first (the minifier writes raw non-ASCII characters); `scripts` run
 * before the page's entry (deferred, in order, ahead of the entry html-webpack-plugin adds).
 */
function page(title, scripts = []) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>html,body{margin:0;height:100%;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}#root{min-height:100%}</style>
${scripts.map((src) => `<script defer src="${src}"></script>\n`).join('')}</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

