import { PREBUILT_STYLES_ATTRIBUTE, PAGE_THEME, addPrebuiltStyles } from './prebuilt-styles';
import { SUITE_THEME } from './theme';

const prebuilt = () => document.head.querySelectorAll(`style[${PREBUILT_STYLES_ATTRIBUTE}]`);

afterEach(() => prebuilt().forEach((style) => style.remove()));

test('the prebuilt styles go first in the head, before the styles already there', () => {
  const own = document.createElement('style');
  own.textContent = '.own{}';
  document.head.append(own);
  expect(addPrebuiltStyles(document, '.ant-btn{color:red}')).toBe(true);
  expect(document.head.firstElementChild).toBe(prebuilt()[0]);
  expect(prebuilt()[0]!.textContent).toBe('.ant-btn{color:red}');
  own.remove();
});

test('once a page, however many roots ask', () => {
  addPrebuiltStyles(document, '.a{}');
  addPrebuiltStyles(document, '.a{}');
  expect(prebuilt()).toHaveLength(1);
});

test('without prebuilt styles (unit tests) nothing is added and antd keeps building its own', () => {
  expect(addPrebuiltStyles(document, '')).toBe(false);
  expect(prebuilt()).toHaveLength(0);
  expect(PAGE_THEME).toBe(SUITE_THEME);
  expect(PAGE_THEME.zeroRuntime).toBeUndefined();
});
