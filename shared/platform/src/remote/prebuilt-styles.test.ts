import { PREBUILT_STYLES_ATTRIBUTE, PAGE_THEME, SUITE_STYLES_ATTRIBUTE, addPrebuiltStyles, addSuiteStyles, prebuiltStylesReady } from './prebuilt-styles';
import { FOCUS_CSS, SUITE_THEME, TABS_WRAP_CSS, TARGET_SIZE_CSS } from './theme';

const HREF = 'http://localhost/antd.0123456789.css';
const linked = () => document.head.querySelectorAll<HTMLLinkElement>(`link[${PREBUILT_STYLES_ATTRIBUTE}]`);

/** Whether `promise` has settled, after the microtasks already queued. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

afterEach(() => {
  linked().forEach((link) => link.remove());
  jest.useRealTimers();
});

test('the prebuilt stylesheet is linked first in the head, before the styles already there', () => {
  const own = document.createElement('style');
  own.textContent = '.own{}';
  document.head.append(own);
  void addPrebuiltStyles(document, HREF);
  expect(document.head.firstElementChild).toBe(linked()[0]);
  expect(linked()[0]!.rel).toBe('stylesheet');
  expect(linked()[0]!.crossOrigin).toBe('anonymous');
  expect(linked()[0]!.href).toBe(HREF);
  own.remove();
});

test('once a page, however many roots ask', () => {
  void addPrebuiltStyles(document, HREF);
  void addPrebuiltStyles(document, HREF);
  expect(linked()).toHaveLength(1);
});

test.each(['load', 'error'])('roots wait for the stylesheet until it fires %s, then draw', async (event) => {
  const ready = addPrebuiltStyles(document, HREF)!;
  expect(await hasSettled(ready)).toBe(false);
  linked()[0]!.dispatchEvent(new Event(event));
  expect(await hasSettled(ready)).toBe(true);
});

test('a root asking after another waits for the same stylesheet', async () => {
  void addPrebuiltStyles(document, HREF);
  const second = addPrebuiltStyles(document, HREF)!;
  expect(await hasSettled(second)).toBe(false);
  linked()[0]!.dispatchEvent(new Event('load'));
  expect(await hasSettled(second)).toBe(true);
});

test('a stalled stylesheet holds the page back no longer than the wait, then it is drawn', async () => {
  jest.useFakeTimers();
  const ready = addPrebuiltStyles(document, HREF, 1000)!;
  jest.advanceTimersByTime(999);
  expect(await hasSettled(ready)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await hasSettled(ready)).toBe(true);
});

test('without prebuilt styles (unit tests) nothing is linked, roots draw at once and antd keeps building its own', async () => {
  expect(addPrebuiltStyles(document, null)).toBeNull();
  expect(linked()).toHaveLength(0);
  expect(await hasSettled(prebuiltStylesReady)).toBe(true);
  expect(PAGE_THEME).toBe(SUITE_THEME);
  expect(PAGE_THEME.zeroRuntime).toBeUndefined();
});

test("taking the page's theme puts the suite's focus, target-size and tab-wrapping rules in the page once, last in the head", () => {
  const suiteStyles = () => document.head.querySelectorAll(`style[${SUITE_STYLES_ATTRIBUTE}]`);
  expect(suiteStyles()).toHaveLength(1);
  addSuiteStyles();
  expect(suiteStyles()).toHaveLength(1);
  expect(suiteStyles()[0]!.textContent).toBe(`${FOCUS_CSS}\n${TARGET_SIZE_CSS}\n${TABS_WRAP_CSS}`);
  suiteStyles()[0]!.remove();
  const own = document.createElement('style');
  document.head.append(own);
  addSuiteStyles();
  expect(document.head.lastElementChild).toBe(suiteStyles()[0]);
  own.remove();
});
