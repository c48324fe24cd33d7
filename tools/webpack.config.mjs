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
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import * as esbuild from 'esbuild';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { workspaceShareVersion } from './shared-versions.mjs';
import { DEV_PORTS, REMOTES } from './suite-remotes.cjs';

const toolsDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(toolsDir, '..');

/** Browsers the suite supports: evergreen ones (esbuild target). */
const TARGET = 'es2020';

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * antd's styles for the suite's theme and the components it imports (and theirs), built ahead
 * (shared/platform/build/antd-styles.tsx) once per theme, antd version and list of names and kept
 * under node_modules/.cache; every front end emits them as `antd.<hash>.css` beside its scripts
 * (`prebuiltStylesAsset`), which the remote kit links as `__ANTD_PREBUILT_CSS_FILE__` before it turns
 * antd's run-time styles off. All of antd's styles were 104.9 KiB gzipped in every first screen; the
 * suite's are 70.2 KiB (decision 0005), in a stylesheet rather than a script since.
 */
function prebuiltAntdStyles() {
  const platform = path.join(repoRoot, 'shared', 'platform');
  const antdVersion = readJson(path.join(platform, 'node_modules', 'antd', 'package.json')).version;
  const names = antdExportsUsed().join(',');
  const hash = createHash('sha256').update(antdVersion).update(names);
  for (const file of ['build/antd-styles.tsx', 'build/write-antd-styles.tsx', 'src/remote/theme.ts']) hash.update(fs.readFileSync(path.join(platform, file)));
  const file = path.join(repoRoot, 'node_modules', '.cache', 'homework', `antd-styles-${hash.digest('hex').slice(0, 12)}.css`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const building = `${file}.${process.pid}`;
  const made = spawnSync(process.execPath, ['--import', 'tsx', path.join(platform, 'build', 'write-antd-styles.tsx'), building, names], {
    cwd: platform,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (made.status !== 0) throw new Error("antd's styles could not be built ahead (write-antd-styles.tsx failed)");
  fs.renameSync(building, file); // whole or not at all: builds side by side share it
  return file;
}

/** antd's prebuilt styles as a file of the build: { from: the cached CSS, to: its content-hashed name }. */
function prebuiltStylesAsset() {
  const from = prebuiltAntdStyles();
  const hash = createHash('sha256').update(fs.readFileSync(from)).digest('hex').slice(0, 10);
  return { from, to: `antd.${hash}.css` };
}

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
 * (decision 0003), but for antd, whose whole is 447 KiB gzipped: the page's antd holds the names the
 * suite imported when its provider was built, and loads the rest of itself on demand (antdShare, and
 * the per-package modules every import of antd is rewritten to). react-router-dom is not shared: each
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
    '@homework/platform/': workspaceShare('platform'),
    '@homework/contracts': { ...workspaceShare('contracts'), singleton: false },
    '@homework/contracts/': { ...workspaceShare('contracts'), singleton: false },
  };
  if (process.env.NODE_ENV !== 'production') shared['react/jsx-dev-runtime'] = item(react);
  return shared;
}

/** The shared platform's sources: they import antd's names from the shared antd itself, never one of ANTD_ON_DEMAND. */
export const PLATFORM_SOURCES = path.join(repoRoot, 'shared', 'platform', 'src');

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

/**
 * A module re-exporting `names` (those `barrel` has as values) from `barrel`, written once under
 * node_modules/.cache/homework and provided under its package's key: Module Federation shares a
 * module whole, so the package's own barrel would bring everything it has.
 */
function suiteModule(key, barrel, names, version, more = '') {
  const content = `// Generated by tools/webpack.config.mjs: what the suite imports from ${key}.\nexport { ${names.join(', ')} } from ${JSON.stringify(barrel)};\n${more ? `${more}\n` : ''}`;
  const file = writeGenerated(`${key}-suite.mjs`, content);
  // The file has no package.json of its own: the package's version is the one it serves.
  return { import: file, version };
}

/**
 * antd's names that no first screen needs and that cost bytes there (decision 0002; esbuild's measure,
 * gzipped, beside the other names: Table 54.6 KiB, DatePicker 35.6, Card 13.1 (with Tabs), Tabs 10.5,
 * Pagination 6.3, Progress 4.8, Popover 1.3). They load with the code that uses them: the shared
 * antd module holds the other names and a function that loads these from the same antd (one
 * instance: its config context is antd's own). A first screen importing one waits for them:
 * scripts/measure-bundles.mjs counts them there, and e2e/tests/remotes.spec.ts shows that All
 * Homework does not.
 */
export const ANTD_ON_DEMAND = ['Card', 'DatePicker', 'Pagination', 'Popover', 'Progress', 'Table', 'Tabs'];

/** antd's JavaScript names (values; type-only names such as ButtonProps are not in it). */
function antdValues(barrel) {
  return new Set([...fs.readFileSync(barrel, 'utf8').matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, list]) => list.split(',').map((part) => part.trim().split(/\s+as\s+/).pop())));
}

const antdBarrel = () => path.join(fs.realpathSync(path.join(repoRoot, 'shared', 'platform', 'node_modules', 'antd')), 'es', 'index.js');

/**
 * antd shared as the suite uses it, provided under 'antd': a module re-exporting the names the suite
 * imports (Module Federation shares a module whole: antd's barrel put every component in the shell's
 * first download, 470 KiB gzipped; this one is 320 KiB), `loadAntdOnDemand()`, which loads the
 * ANTD_ON_DEMAND names, and `loadAntdWhole()`, which loads all of antd. Both load from the same
 * build, so they reuse the modules already loaded: one ConfigProvider context, one antd. A remote
 * built later with a name the page's antd lacks takes it from the whole (antd-on-page.mjs).
 */
function antdShare() {
  const barrel = antdBarrel();
  const values = antdValues(barrel);
  const used = antdExportsUsed().filter((name) => values.has(name));
  const onDemand = suiteModule('antd-on-demand', barrel, ANTD_ON_DEMAND, '');
  const loaders = [
    `export const loadAntdOnDemand = () => import(/* webpackChunkName: "antd-on-demand" */ ${JSON.stringify(onDemand.import)});`,
    `export const loadAntdWhole = () => import(/* webpackChunkName: "antd-whole" */ ${JSON.stringify(barrel)});`,
  ].join('\n');
  return suiteModule('antd', barrel, used.filter((name) => !ANTD_ON_DEMAND.includes(name)), readJson(path.join(path.dirname(barrel), '..', 'package.json')).version, loaders);
}

/**
 * The modules a package's imports of antd are rewritten to (tools/antd-imports-loader.cjs): one for
 * the names a first screen needs, one for ANTD_ON_DEMAND's. Each takes its names from the page's one
 * antd, waiting (top-level await) when the page's antd must first load them (antd-on-page.mjs), so a
 * chunk importing one loads after them. Written under the package's node_modules/.cache, so that their
 * import of antd is the package's own, shared.
 */
function antdImportModules(packageDir) {
  const values = antdValues(antdBarrel());
  const eager = antdExportsUsed().filter((name) => values.has(name) && !ANTD_ON_DEMAND.includes(name));
  const module = (file, names, part) =>
    writeGenerated(
      file,
      [
        "// Generated by tools/webpack.config.mjs: the antd names this build imports, from the page's one antd.",
        "import * as antd from 'antd';",
        `import { antdWithNames } from ${JSON.stringify(path.join(toolsDir, 'antd-on-page.mjs'))};`,
        `export const { ${names.join(', ')} } = await antdWithNames(antd, ${JSON.stringify(names)}, ${JSON.stringify(part)});`,
        '',
      ].join('\n'),
      path.join(packageDir, 'node_modules', '.cache', 'homework'),
    );
  return { eager: module('antd-names.mjs', eager, 'eager'), onDemand: module('antd-on-demand.mjs', ANTD_ON_DEMAND, 'on-demand') };
}

/**
 * @ant-design/plots' one chart class, the G2 runtime every one of its charts draws with, is made with
 * G2's standard library (every mark, transform and interaction, plots, graphs, maps) and its own plot
 * extension: all of it in a chart chunk (461.6 KiB gzipped) for a pie and a stacked column. It is
 * replaced with one made with G2's lite library (the interval mark, scales, axes, legends, tooltip)
 * and the few parts the suite's charts add (decision 0002): the pie's theta coordinate and both charts'
 * stacking, and the column's highlight, and the pie's labels kept apart (docs/teacher-week.md, week 2 item 14). The charts' options and look
 * are unchanged; a chart needing more (a line, a sankey, a map) fails to draw, with G2's "Unknown
 * Component" in the console, which the dashboard's and marking's journeys would show: add its parts
 * here. G's image export, which draws a chart's HTML parts with html2canvas (45 KiB gzipped), is not
 * used by the suite: html2canvas is replaced with a function that says so. And the charts family
 * imports lodash's CommonJS build whole (about 25 KiB gzipped): it is given lodash-es instead (the same
 * functions, as modules, so only those it uses are bundled), when the store has a lodash-es 4 (quill
 * brings one). Its map of every chart (a sankey's, a venn's… code) holds only the charts the suite
 * imports from it.
 */
export const PLOTS_G2_PARTS = {
  'coordinate.theta': ['coordinate', 'Theta'],
  'coordinate.polar': ['coordinate', 'Polar'],
  'coordinate.transpose': ['coordinate', 'Transpose'],
  'transform.stackY': ['transform', 'StackY'],
  // The pie's slice names, moved apart where small slices would put them on top of each other.
  'labelTransform.overlapDodgeY': ['label-transform', 'OverlapDodgeY'],
  'interaction.elementHighlight': ['interaction', 'ElementHighlight'],
  'theme.light': ['theme', 'Light'],
};

function plotsOnG2Lite() {
  const plots = fs.realpathSync(path.join(repoRoot, 'mf-dashboard', 'node_modules', '@ant-design', 'plots'));
  const g2 = path.join(fs.realpathSync(path.join(plots, '..', '..', '@antv', 'g2')), 'esm');
  const from = (folder) => JSON.stringify(path.join(g2, folder, 'index.js'));
  const parts = Object.entries(PLOTS_G2_PARTS);
  const file = writeGenerated('plots-chart-g2-lite.mjs', [
    "// Generated by tools/webpack.config.mjs: @ant-design/plots' chart class on G2's lite library and the suite's parts.",
    `import { Runtime, extend } from ${from('api')};`,
    `import { litelib } from ${JSON.stringify(path.join(g2, 'lib', 'lite.js'))};`,
    ...parts.map(([, [folder, name]], i) => `import { ${name} as part${i} } from ${from(folder)};`),
    `export const Chart = extend(Runtime, { ...litelib(), ${parts.map(([key], i) => `${JSON.stringify(key)}: part${i}`).join(', ')} });`,
    '',
  ].join('\n'));
  const noHtml2canvas = writeGenerated(
    'html2canvas-not-used.mjs',
    "// Generated by tools/webpack.config.mjs: G's image export of a chart's HTML parts is not used by the suite.\nexport default function html2canvas() {\n  throw new Error('html2canvas is left out of the suite\\'s charts (tools/webpack.config.mjs)');\n}\n",
  );
  const chartClass = path.join(plots, 'es', 'core', 'base', 'chart.js');
  const chartMap = path.join(plots, 'es', 'core', 'index.js');
  const suiteCharts = plotsChartsModule(chartMap);
  const lodashEs = lodashEsModule();
  return [
    new webpack.NormalModuleReplacementPlugin(/[\\/]core[\\/](base[\\/]chart|index)\.js$/, (resolveData) => {
      if (resolveData.createData?.resource === chartClass) resolveData.createData.resource = file;
      else if (resolveData.createData?.resource === chartMap) resolveData.createData.resource = suiteCharts;
    }),
    new webpack.NormalModuleReplacementPlugin(/^html2canvas$/, (resolveData) => {
      if (/[\\/]@antv[\\/]g[\\/]/.test(resolveData.context ?? '')) resolveData.request = noHtml2canvas;
    }),
    ...(lodashEs
      ? [
          new webpack.NormalModuleReplacementPlugin(/^lodash$/, (resolveData) => {
            if (/[\\/]@ant-design[\\/](plots|charts-util)[\\/]/.test(resolveData.context ?? '')) resolveData.request = lodashEs;
          }),
        ]
      : []),
  ];
}

/**
 * @ant-design/plots' core (`chartMap`: its chart classes by name, which every chart component looks
 * its class up in) with only Base and the charts the suite imports from @ant-design/plots.
 */
function plotsChartsModule(chartMap) {
  const source = fs.readFileSync(chartMap, 'utf8');
  const folders = new Map([...source.matchAll(/^import \{ (\w+) \} from '\.\/plots\/([\w-]+)';$/gm)].map(([, name, folder]) => [name, folder]));
  const names = ['Base', ...suiteImports('@ant-design/plots').filter((name) => folders.has(name) && name !== 'Base')];
  const at = (relative) => JSON.stringify(path.join(path.dirname(chartMap), relative));
  return writeGenerated('plots-core-suite.mjs', [
    "// Generated by tools/webpack.config.mjs: @ant-design/plots' core with the suite's charts alone.",
    ...names.map((name) => `import { ${name} } from ${at(`plots/${folders.get(name)}/index.js`)};`),
    `export * from ${at('types/index.js')};`,
    `export const Plots = { ${names.join(', ')} };`,
    '',
  ].join('\n'));
}

/** lodash-es 4's module in pnpm's store (the newest there), or null. */
function lodashEsModule() {
  const store = path.join(repoRoot, 'node_modules', '.pnpm');
  const versions = fs.existsSync(store) ? fs.readdirSync(store).map((name) => /^lodash-es@(4\.\d+\.\d+)$/.exec(name)?.[1]).filter(Boolean) : [];
  const newest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  return newest ? path.join(store, `lodash-es@${newest}`, 'node_modules', 'lodash-es', 'lodash.js') : null;
}

/** Writes a generated module under `folder` (whole or not at all) and answers its path. */
function writeGenerated(name, content, folder = path.join(repoRoot, 'node_modules', '.cache', 'homework')) {
  const file = path.join(folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) {
    fs.writeFileSync(`${file}.${process.pid}`, content);
    fs.renameSync(`${file}.${process.pid}`, file); // builds side by side share it
  }
  return file;
}

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder (import.meta.dirname of its config)
 * @param {string} options.container   Module Federation container name: shell, mf_homework, ...
 * @param {boolean} [options.host]     the shell: html page at the root, publicPath '/'
 * @param {Record<string,string>} [options.exposes]  remote exposes, e.g. { './app': './src/app.tsx' }
 * @param {string} [options.entry]     page entry (shell: its start-up; remote: its dev page)
 * @param {string} [options.title]     html page title
 * @param {Array} [options.copy]       files copied to dist: [{ from: 'src/contract.json', to: 'contract.json' }]
 * @param {string} [options.contract]  a remote's contract.json: its routes' firstScreenChunks must name chunk groups of the build
 * @param {string} [options.favicon]  the page's icon: emitted as /favicon.ico beside it and declared with <link rel="icon">
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function frontEndConfig(options) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.WEBPACK_MODE || 'production';
    const production = mode === 'production';
    if (!process.env.NODE_ENV) process.env.NODE_ENV = mode;
    const { packageDir, container, host = false, exposes = {}, entry = './src/index.ts', title = 'Homework', copy = [], favicon, contract } = options;
    const pkg = readJson(path.join(packageDir, 'package.json'));
    const antdStyles = prebuiltStylesAsset();
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
              buildDependencies: { config: [fileURLToPath(import.meta.url), path.join(packageDir, 'webpack.config.mjs')] },
            },
          }),
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        ...(host ? { alias: runtimeCoreInjectorAsModule() } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: [{ loader: 'esbuild-loader', options: { loader: 'tsx', target: TARGET, jsx: 'automatic', tsconfig: path.join(repoRoot, 'tsconfig.base.json') } }],
          },
          {
            // Run before esbuild (the rules' loaders run last to first): imports of antd are rewritten in
            // the TypeScript source. Not the platform's: it is shared, so it must not wait (top-level
            // await makes a module async, which a shared module cannot be), and it always runs with the
            // antd of the build it came with, which has its names (PLATFORM_SOURCES).
            test: /\.[cm]?tsx?$/,
            exclude: [/node_modules/, PLATFORM_SOURCES],
            use: [{ loader: path.join(toolsDir, 'antd-imports-loader.cjs'), options: { onDemandNames: ANTD_ON_DEMAND, modules: antdImportModules(packageDir) } }],
          },
          // ESM packages (single-spa-react, antd) import files without extensions.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
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
        ...plotsOnG2Lite(),
        new OneVersionPlugin(),
        new ChunkGroupsPlugin(contract ? readJson(path.join(packageDir, contract)) : null),
        ...(production && !host ? [new HashRemoteEntryPlugin()] : []),
        new CopyFilesPlugin([antdStyles, ...(runtimeCore ? [runtimeCore] : []), ...copy.map((c) => ({ from: path.join(packageDir, c.from), to: c.to }))]),
      ],
    };
    return config;
  };
}

export { DEV_PORTS };

/**
 * A remote's configuration: container `container`, exposing './app' (src/app.tsx) and any `exposes`
 * more, its dev page (src/index.ts) titled '<package folder> (alone) - Homework', and src/contract.json
 * copied to dist/contract.json (scripts/build.mjs lists it in remotes.json). `npm run dev -- <remote>`
 * serves it for development (scripts/dev.mjs).
 * @param {{ packageDir: string, exposes?: Record<string,string> }} options
 */
export function remoteConfig({ packageDir, exposes = {} }) {
  return frontEndConfig({
    packageDir,
    // The container's name is the contract's: typed once, where the shell reads it too.
    container: readJson(path.join(packageDir, 'src', 'contract.json')).name,
    exposes: { './app': './src/app.tsx', ...exposes },
    entry: './src/index.ts',
    title: `${path.basename(packageDir)} (alone) - Homework`,
    copy: [{ from: 'src/contract.json', to: 'contract.json' }],
    contract: 'src/contract.json',
  });
}

/**
 * A content-hashed file name for an entry chunk. The federation runtime module asks for the entry's
 * file name before hashes exist, only to learn the folder depth; it then gets the unhashed name.
 */
function hashedName(base) {
  return (pathData) => (pathData?.chunk?.contentHash?.javascript ? `${base}.[contenthash:10].js` : `${base}.js`);
}

/** A require that resolves as Module Federation's webpack plugin does: its own dependencies, at its versions. */
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
function runtimeCoreInjectorAsModule() {
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
function federationRuntimeCoreAsset() {
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

/**
 * Gives remoteEntry.js a content hash once everything is written (the Module Federation plugin only
 * takes a fixed file name), and points mf-manifest.json at it: every built file is then immutable
 * and a release is a new manifest (ARCHITECTURE).
 */
class HashRemoteEntryPlugin {
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
class OneVersionPlugin {
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
 * A firstScreenChunks name no group has fails the build: the page would wait for it unprefetched.
 */
class ChunkGroupsPlugin {
  /** @param {{ routes: { path: string, firstScreenChunks?: string[] }[] } | null} contract */
  constructor(contract) {
    this.contract = contract;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = filesOf(group);
        for (const route of this.contract?.routes ?? [])
          for (const name of route.firstScreenChunks ?? [])
            if (!groups[name]) compilation.errors.push(new webpack.WebpackError(`contract.json: ${route.path} names first-screen chunk "${name}", but no import has webpackChunkName "${name}".`));
        // Unnamed groups by what asks for them: a shared library's own chunks (Module Federation
        // lists only some of them in mf-manifest.json) and other code's dynamic imports.
        const unnamed = [...compilation.chunkGroups]
          .filter((group) => !group.name)
          .map((group) => ({ origins: [...new Set(group.origins.map((origin) => `${origin.module?.constructor?.name ?? ''}:${origin.request ?? ''}`))], files: filesOf(group) }));
        compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify({ ...groups, '': unnamed }, null, 2)));
        // The named groups whose code waits for antd's on-demand names (antdImportModules): a first
        // screen showing one downloads them too (scripts/measure-bundles.mjs counts them).
        const waiting = new Set();
        for (const module of compilation.modules)
          if (module.resource?.endsWith(path.join('.cache', 'homework', 'antd-on-demand.mjs')))
            for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) for (const group of chunk.groupsIterable) if (group.name) waiting.add(group.name);
        compilation.emitAsset('antd-on-demand-waits.json', new webpack.sources.RawSource(JSON.stringify([...waiting].sort(), null, 2)));
      });
    });
  }
}

/** Copies a few files into the output as assets (a remote's contract.json). */
class CopyFilesPlugin {
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
