import { render, screen } from '@testing-library/react';
import { Button, Input, Switch, Tag, version as antdVersion } from 'antd';
import { KEEP_AFTER_MS, KEPT_STYLES_KEY, keepStyles, keepStylesWhenBuilt, restoreKeptStyles, stylesToKeep, SuiteStyles } from './kept-styles';

/** A page of the shell before its first render: only the suite's own styles in the head. */
function freshPage(): Document {
  const doc = document.implementation.createHTMLDocument();
  const own = doc.createElement('style');
  own.id = 'shell-styles';
  own.textContent = '.top-bar{background:#1f3a5f}';
  doc.head.appendChild(own);
  return doc;
}

const keep = (html: string, version: string = antdVersion) => localStorage.setItem(KEPT_STYLES_KEY, JSON.stringify({ version, html }));

beforeEach(() => localStorage.clear());

test("keeps the styles antd built under the suite's roots, with the map antd reads them back by", () => {
  render(
    <SuiteStyles>
      <Button type="primary">Save</Button>
    </SuiteStyles>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  keepStyles();
  const kept = JSON.parse(localStorage.getItem(KEPT_STYLES_KEY)!) as { version: string; html: string };
  expect(kept.version).toBe(antdVersion);
  expect(kept.html).toMatch(/<style [^>]*data-css-hash="[^"]+"[^>]*>[^<]*\.ant-btn/);
  expect(kept.html).toContain('data-ant-cssinjs-cache-path');
});

test("puts them back first in the head, in their order, so the suite's own styles after them win", () => {
  keep('<style data-css-hash="a">.ant-btn{color:red}</style><style data-css-hash="b">.ant-layout-header{background:#001529}</style>');
  const doc = freshPage();
  expect(restoreKeptStyles(localStorage, doc)).toBe(2);
  expect([...doc.head.children].map((style) => style.getAttribute('data-css-hash') ?? style.id)).toEqual(['a', 'b', 'shell-styles']);
  expect(doc.head.firstElementChild!.textContent).toBe('.ant-btn{color:red}');
});

test('only styles are put back: nothing in what was kept can run', () => {
  keep('<style data-css-hash="a">.x{}</style><script>window.ranKept = true</script><img src="x" onerror="window.ranKept = true">');
  const doc = freshPage();
  expect(restoreKeptStyles(localStorage, doc)).toBe(1);
  expect(doc.querySelector('script, img')).toBeNull();
  expect((window as { ranKept?: boolean }).ranKept).toBeUndefined();
});

test.each([
  ['another antd version', () => keep('<style data-css-hash="a">.x{}</style>', '5.0.0')],
  ['nothing kept', () => undefined],
  ['something that is not JSON', () => localStorage.setItem(KEPT_STYLES_KEY, '<style>')],
])('puts nothing back for %s', (_, arrange) => {
  arrange();
  const doc = freshPage();
  expect(restoreKeptStyles(localStorage, doc)).toBe(0);
  expect(doc.head.children).toHaveLength(1);
});

test('keyframes put back at this start are kept again (their components do not build them twice)', () => {
  document.head.insertAdjacentHTML('afterbegin', '<style data-css-hash="_effect-css-spin">@keyframes css-spin{to{transform:rotate(360deg)}}</style>');
  expect(stylesToKeep()).toContain('@keyframes css-spin');
  document.head.querySelector('[data-css-hash="_effect-css-spin"]')!.remove();
});

test('an over-large set is not kept, and a full storage is no failure', () => {
  keep('<style data-css-hash="old">.x{}</style>');
  keepStyles(localStorage, document, 10);
  expect(localStorage.getItem(KEPT_STYLES_KEY)).toBeNull();
  const full = { setItem: () => { throw new DOMException('Quota exceeded', 'QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
  expect(() => keepStyles(full)).not.toThrow();
});

test('keeps them once new ones are built: when the page is idle, or when the tab is hidden; not again while nothing new is built', () => {
  jest.useFakeTimers();
  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const stop = keepStylesWhenBuilt();
  try {
    render(
      <SuiteStyles>
        <Switch aria-label="Late" />
      </SuiteStyles>,
    );
    jest.advanceTimersByTime(KEEP_AFTER_MS);
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toContain('ant-switch');

    localStorage.clear();
    jest.advanceTimersByTime(KEEP_AFTER_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toBeNull();

    render(
      <SuiteStyles>
        <Input placeholder="Title" />
      </SuiteStyles>,
    );
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toContain('ant-input');

    localStorage.clear();
    stop();
    render(
      <SuiteStyles>
        <Tag>Registered</Tag>
      </SuiteStyles>,
    );
    jest.advanceTimersByTime(KEEP_AFTER_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toBeNull();
  } finally {
    stop();
    hidden.mockRestore();
    jest.useRealTimers();
  }
});
