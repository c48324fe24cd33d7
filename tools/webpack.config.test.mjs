// The build's one-version check: which packages a bundle's module paths hold in several versions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageOf, packagesInSeveralVersions } from './webpack.config.mjs';

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
