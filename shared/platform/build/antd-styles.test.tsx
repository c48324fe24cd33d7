import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUITE_PRIMARY } from '../src/remote/theme';
import { antdExportsNeeded, extractAntdStyles } from './antd-styles';

const classesOf = (css: string) => new Set(css.match(/\.ant-[a-z0-9-]+/g));

// The browser builds none of antd's styles: whatever antd's own complete stylesheet styles, the
// suite's must too (its CSS-variable scopes aside, which antd still writes at run time).
test("styles every class antd's own complete stylesheet does, in the suite's colours", () => {
  const css = extractAntdStyles();
  const ours = classesOf(css);
  const antds = classesOf(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'));
  const missing = [...antds].filter((name) => !ours.has(name) && !name.endsWith('-css-var'));
  expect(missing).toEqual([]);
  expect(css).toContain(`--ant-color-primary:${SUITE_PRIMARY}`);
  // Unhashed: the class names do not depend on a hash matching between the build and the browser.
  expect(css).not.toMatch(/:where\(\.css-/);
});

const esDir = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

test('for the names the suite imports: their styles and those of the components their code renders, no others', () => {
  const css = classesOf(extractAntdStyles({ names: ['Table'], esDir }));
  for (const rendered of ['.ant-table', '.ant-pagination', '.ant-spin', '.ant-empty', '.ant-checkbox', '.ant-radio', '.ant-dropdown', '.ant-tree'])
    expect(css).toContain(rendered);
  for (const unused of ['.ant-picker', '.ant-carousel', '.ant-color-picker', '.ant-slider', '.ant-upload']) expect(css).not.toContain(unused);
});

test("a component's hooks that render count (App's message, notification and Modal); another's helpers and contexts do not", () => {
  expect(antdExportsNeeded(['App'], esDir)).toEqual(expect.arrayContaining(['App', 'Modal', 'message', 'notification']));
  // The Modal uses the Watermark's context and the Button's colour tokens a Color Picker helper.
  expect(antdExportsNeeded(['Modal', 'Button'], esDir)).not.toContain('Watermark');
  expect(antdExportsNeeded(['Modal', 'Button'], esDir)).not.toContain('ColorPicker');
});
