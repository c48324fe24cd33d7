// The build's one-version check: which packages a bundle's module paths hold in several versions.
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANTD_ON_DEMAND, PAGE_ANTD_NAMES, PLATFORM_SOURCES, PLOTS_G2_PARTS, antdImportsOf, buildImports, importsOf, namesPageAntdLacks, packageOf, packagesInSeveralVersions, repoRoot, sharedSingletons } from './webpack.config.mjs';
import { FRONT_ENDS, inputHash } from '../scripts/build.mjs';
import { contentVersion } from './shared-versions.mjs';

const store = (dir, file) => `/repo/node_modules/.pnpm/${dir}/node_modules/${file}`;

test('packageOf reads the package and version from pnpm store paths', () => {
  const cases = [
    [store('tslib@2.9.1', 'tslib/tslib.es6.mjs'), { name: 'tslib', version: '2.9.1' }],
    [store('@antv+g-lite@2.7.0', '@antv/g-lite/dist/index.js'), { name: '@antv/g-lite', version: '2.7.0' }],
    [store('react-dom@19.3.1_react@19.3.1', 'react-dom/client.js'), { name: 'react-dom', version: '19.3.1' }],
    ['/repo/shared/ui/src/index.ts', null],
    [undefined, null],
  ];
  for (const [resource, expected] of cases) assert.deepEqual(packageOf(resource), expected, resource);
});

test('two tslib majors, or two exact versions of a renderer, are reported; one major of tslib is not', () => {
  assert.deepEqual(
    packagesInSeveralVersions([
      store('tslib@2.9.1', 'tslib/tslib.es6.mjs'),
      store('tslib@1.14.1', 'tslib/tslib.es6.js'),
      store('@antv+g-lite@2.7.0', '@antv/g-lite/dist/index.js'),
      store('@antv+g-lite@2.7.2', '@antv/g-lite/dist/index.js'),
      store('lodash@4.17.21', 'lodash/lodash.js'),
      store('lodash@3.10.1', 'lodash/index.js'),
    ]),
    [
      { name: 'tslib', versions: ['1', '2'] },
      { name: '@antv/g-lite', versions: ['2.7.0', '2.7.2'] },
    ],
  );
  assert.deepEqual(packagesInSeveralVersions([store('tslib@2.9.1', 'tslib/a.js'), store('tslib@2.8.1', 'tslib/b.js')]), []);
});

test("antdImportsOf reads the names a file imports from antd, values and types, and refuses a whole-antd import", () => {
  const cases = [
    ["import { Button, Form } from 'antd';", ['Button', 'Form']],
    ["import {\n  Table,\n  type TableProps,\n  Select as Picker,\n} from 'antd';", ['Table', 'TableProps', 'Select']],
    ["import type { MenuProps } from 'antd';", ['MenuProps']],
    ["import { Button } from 'antd/es/button';\nimport enGB from 'antd/locale/en_GB';", []],
    ["import { Pie } from '@ant-design/plots';", []],
  ];
  for (const [source, names] of cases) assert.deepEqual([...antdImportsOf(source)], names, source);
  for (const source of ["import antd from 'antd';", "import * as antd from 'antd';"]) assert.throws(() => antdImportsOf(source), /by name/, source);
});

test("every import of antd is rewritten to the build's modules: on-demand names to their own, the rest to the first screens', lines kept", () => {
  const { rewriteAntdImports } = createRequire(import.meta.url)('./antd-imports-loader.cjs');
  const modules = { eager: '/e.mjs', onDemand: { Table: '/table.mjs', Card: '/card.mjs' } };
  const cases = [
    ["import { Button, Table, type TableProps } from 'antd';", 'import { Button, type TableProps } from "/e.mjs"; import { Table } from "/table.mjs";'],
    ["import { Table } from 'antd';", 'import { Table } from "/table.mjs";'],
    ["import { Table as Grid, Flex } from 'antd';", 'import { Flex } from "/e.mjs"; import { Table as Grid } from "/table.mjs";'],
    ["import { Card, Table } from 'antd';", 'import { Card } from "/card.mjs"; import { Table } from "/table.mjs";'],
    ["import {\n  Table,\n  Button,\n} from 'antd';\nconst a = 1;", 'import { Button } from "/e.mjs"; import { Table } from "/table.mjs";\n\n\n\nconst a = 1;'],
    ["import { Button } from 'antd';", 'import { Button } from "/e.mjs";'],
    ["import type { TableProps } from 'antd';", "import type { TableProps } from 'antd';"],
    ["import { Table } from 'antd/es/table';", "import { Table } from 'antd/es/table';"],
  ];
  for (const [source, rewritten] of cases) assert.equal(rewriteAntdImports(source, ['Card', 'Table'], modules), rewritten, source);
});

test("the shared platform imports none of antd's on-demand names: its imports are not rewritten, so they must be in the page's antd", () => {
  const imported = new Set();
  for (const entry of fs.readdirSync(PLATFORM_SOURCES, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      for (const name of antdImportsOf(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))) imported.add(name);
  assert.ok(imported.has('ConfigProvider'));
  assert.deepEqual(ANTD_ON_DEMAND.filter((name) => imported.has(name)), []);
});

test("antd's on-demand names are names the page's antd holds", () => {
  assert.deepEqual(ANTD_ON_DEMAND.filter((name) => !PAGE_ANTD_NAMES.includes(name)), []);
});

test("the page's antd holds every antd name the suite's front ends import: none of their pages loads the whole of antd", () => {
  for (const pkg of FRONT_ENDS) assert.deepEqual(namesPageAntdLacks(path.join(repoRoot, pkg)), [], `${pkg}: add to shared/platform/build/page-antd.json`);
});

test("buildImports lists the names a front end and the shared packages import, sorted, and no other front end's", () => {
  const names = buildImports(path.join(repoRoot, 'mf-homework'), 'antd');
  for (const name of ['Button', 'ConfigProvider']) assert.ok(names.includes(name), name);
  assert.deepEqual(names, [...names].sort());
  assert.deepEqual(buildImports(path.join(repoRoot, 'mf-homework'), '@ant-design/plots'), [], "the dashboard's charts are not mf-homework's");
});

test("a change in one remote's sources, a new antd name included, leaves another's input hash and release version as they were", () => {
  // scripts/release.mjs names a release `<package version>-<first 10 of inputHash>`.
  const before = { homework: inputHash('mf-homework'), marking: inputHash('mf-marking') };
  const probe = path.join(repoRoot, 'mf-marking', 'src', `input-hash-probe-${process.pid}.tsx`);
  try {
    fs.writeFileSync(probe, "import { Watermark } from 'antd';\nexport const Probe = () => <Watermark content=\"probe\" />;\n");
    assert.notEqual(inputHash('mf-marking'), before.marking);
    assert.equal(inputHash('mf-homework'), before.homework);
    assert.deepEqual(buildImports(path.join(repoRoot, 'mf-homework'), 'antd').includes('Watermark'), false);
  } finally {
    fs.rmSync(probe, { force: true });
  }
});

test("importsOf tells a package from one whose name it begins", () => {
  const source = "import { useNavigate, type Location } from 'react-router-dom';\nimport { Button } from 'antd';";
  assert.deepEqual([...importsOf(source, 'react-router-dom')], ['useNavigate', 'Location']);
  assert.deepEqual([...importsOf(source, 'react-router')], []);
});

test('importsOf counts what a file re-exports from a package, and refuses a re-export of all of it', () => {
  const source = "export {\n  keepPreviousData,\n  useMutation,\n  type QueryKey,\n} from '@tanstack/react-query';";
  assert.deepEqual([...importsOf(source, '@tanstack/react-query')], ['keepPreviousData', 'useMutation', 'QueryKey']);
  assert.throws(() => importsOf("export * from 'antd';", 'antd'), /import antd by name/);
});

test("each part the suite's charts add to G2's lite library is one G2 exports, under a key of its kind", () => {
  const plots = fs.realpathSync(path.join(repoRoot, 'mf-dashboard', 'node_modules', '@ant-design', 'plots'));
  const g2 = path.join(fs.realpathSync(path.join(plots, '..', '..', '@antv', 'g2')), 'esm');
  for (const [key, [folder, name]] of Object.entries(PLOTS_G2_PARTS)) {
    // G2 keeps a kind in a folder of its name in kebab case (labelTransform in label-transform).
    assert.equal(key.split('.')[0], folder.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()), key);
    const source = fs.readFileSync(path.join(g2, folder, 'index.js'), 'utf8');
    assert.match(source, new RegExp(`export \\{[^}]*\\b${name}\\b`), `${name} in @antv/g2/esm/${folder}`);
  }
});

test("G2's chart marks a render under way in `_rendering` and clears it when the render ends, drawn or failed (useChartDrawing reads it)", () => {
  const plots = fs.realpathSync(path.join(repoRoot, 'mf-dashboard', 'node_modules', '@ant-design', 'plots'));
  const runtime = fs.readFileSync(path.join(fs.realpathSync(path.join(plots, '..', '..', '@antv', 'g2')), 'esm', 'api', 'runtime.js'), 'utf8');
  assert.match(runtime, /render\(\) \{[^}]*this\._rendering = true;/);
  for (const settle of ['_createResolve', '_createReject']) assert.match(runtime, new RegExp(`${settle}\\(\\w+\\) \\{\\s*return \\([^)]*\\) => \\{\\s*this\\._rendering = false;`), settle);
});

test('workspace packages are shared at a version with their content hash, provided and required exactly', () => {
  const shared = sharedSingletons(JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-homework', 'package.json'), 'utf8')));
  for (const key of ['@homework/platform/', '@homework/contracts', '@homework/contracts/']) {
    assert.match(shared[key].version ?? '', /^\d+\.\d+\.\d+-h[0-9a-f]{12}$/, key);
    assert.equal(shared[key].requiredVersion, shared[key].version, key);
  }
  assert.equal(shared['@homework/contracts'].singleton, false);
  assert.equal(shared['@homework/ui'], undefined, 'each remote bundles the UI components it uses');
});

test('a remote finds whatever it imports from a shared library: each is shared whole, but antd, which loads the rest of itself', () => {
  const shared = sharedSingletons(JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-homework', 'package.json'), 'utf8')));
  assert.equal(shared['react-router-dom'], undefined, 'each React root has its own router');
  for (const key of ['react', 'react-dom', 'zustand', '@tanstack/react-query']) assert.equal(shared[key].import, undefined, `${key} is shared whole`);
  const antd = fs.readFileSync(shared.antd.import, 'utf8');
  assert.match(antd, /export const loadAntdWhole = \(\) => import\(/);
  assert.match(antd, /export const loadAntdOnDemand = \(names = Object\.keys\(onDemandParts\)\) =>/);
  assert.match(antd, /Table: \(\) => import\(\/\* webpackChunkName: "antd-on-demand-table" \*\//);
});

test("a workspace package's shared version changes with its sources, not with its tests", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-share-version-'));
  try {
    fs.mkdirSync(path.join(folder, 'src'));
    fs.writeFileSync(path.join(folder, 'package.json'), '{"version":"1.0.0"}');
    fs.writeFileSync(path.join(folder, 'src', 'index.ts'), 'export const a = 1;');
    const first = contentVersion(folder);
    assert.match(first, /^1\.0\.0-h[0-9a-f]{12}$/);
    fs.writeFileSync(path.join(folder, 'src', 'index.test.ts'), 'test');
    assert.equal(contentVersion(folder), first);
    fs.writeFileSync(path.join(folder, 'src', 'index.ts'), 'export const a = 2;');
    assert.notEqual(contentVersion(folder), first);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a catalogue file compiles to syntax trees: plain text as its string, a spec literal exactly as written, ICU parsed (decision 0040)', async () => {
  const { compileCatalogue } = await import('./webpack/messages-loader.mjs');
  const compiled = compileCatalogue({
    plain: 'Sign Out',
    literal: { literal: "It's {not} ICU" },
    count: '{n, plural, one {# draft} other {# drafts}}',
  });
  assert.equal(compiled.plain, 'Sign Out');
  assert.deepEqual(compiled.literal, [{ type: 0, value: "It's {not} ICU" }]);
  assert.ok(Array.isArray(compiled.count) && compiled.count[0].type === 6, 'a plural is parsed to its tree');
  assert.throws(() => compileCatalogue({ broken: 'You have {n, plural, one {' }, 'shell/src/messages/en.ts'), /shell\/src\/messages\/en\.ts: message "broken" is not ICU MessageFormat/);
});

test('the shell’s English catalogue, run as the build runs it, holds the spec’s texts exactly', async () => {
  const { tsImport } = await import('tsx/esm/api');
  const { compileCatalogue } = await import('./webpack/messages-loader.mjs');
  const { CATALOGUE_FILE } = await import('./webpack/messages.mjs');
  const file = path.join(repoRoot, 'shell', 'src', 'status-pages', 'messages', 'en.ts');
  assert.match(file, CATALOGUE_FILE);
  assert.doesNotMatch(path.join(repoRoot, 'shell', 'src', 'messages', 'index.ts'), CATALOGUE_FILE);
  const module = await tsImport(pathToFileURL(file).href, import.meta.url);
  const compiled = compileCatalogue(module.default.default ?? module.default);
  assert.equal(compiled['status.signedOut.body'], 'You are now signed out of the system.');
  assert.equal(compiled['status.noLicenses.body'], 'The engagement product is currently not available to your school.');
});
