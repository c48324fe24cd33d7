import { PREBUILT_STYLES_ATTRIBUTE, PAGE_THEME, SUITE_STYLES_ATTRIBUTE, addPrebuiltStyles, addSuiteStyles } from './prebuilt-styles';
import { FOCUS_CSS, SUITE_THEME, TARGET_SIZE_CSS } from './theme';

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

test("taking the page's theme puts the suite's focus and target-size rules in the page once, last in the head", () => {
  const suiteStyles = () => document.head.querySelectorAll(`style[${SUITE_STYLES_ATTRIBUTE}]`);
  expect(suiteStyles()).toHaveLength(1);
  addSuiteStyles();
  expect(suiteStyles()).toHaveLength(1);
  expect(suiteStyles()[0]!.textContent).toBe(`${FOCUS_CSS}\n${TARGET_SIZE_CSS}`);
  suiteStyles()[0]!.remove();
  const own = document.createElement('style');
  document.head.append(own);
  addSuiteStyles();
  expect(document.head.lastElementChild).toBe(suiteStyles()[0]);
  own.remove();
});
