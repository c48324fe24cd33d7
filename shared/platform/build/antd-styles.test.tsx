import { readFileSync } from 'node:fs';
import { SUITE_PRIMARY } from '../src/remote/theme';
import { extractAntdStyles } from './antd-styles';

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
