// antd writes its styles at run time (CSS-in-JS): each component's first render on a page builds,
// compiles and hashes its CSS, about a quarter of a start's work on a school's slow machine (issue 7).
// The front ends' build makes those styles once for the suite's theme (build/antd-styles.tsx);
// here they are put in the page and antd's run-time styles are turned off (antd 6's zeroRuntime).
import { version as antdVersion } from 'antd';
import { FOCUS_CSS, PREBUILT_RUNTIME_THEME, SUITE_THEME, TARGET_SIZE_CSS } from './theme';

/** Put in by the front ends' webpack configuration (tools/webpack.config.mjs); absent in unit tests. */
declare const __ANTD_PREBUILT_CSS__: string | undefined;
const prebuiltCss = typeof __ANTD_PREBUILT_CSS__ === 'string' ? __ANTD_PREBUILT_CSS__ : '';

export const PREBUILT_STYLES_ATTRIBUTE = 'data-antd-prebuilt';

/**
 * Puts antd's prebuilt styles first in the page's head, once a page however many roots ask (the
 * suite's own styles, after them, win). Answers whether the page has them.
 */
export function addPrebuiltStyles(doc: Document = document, css: string = prebuiltCss): boolean {
  if (!css) return false;
  if (doc.head.querySelector(`style[${PREBUILT_STYLES_ATTRIBUTE}]`)) return true;
  const style = doc.createElement('style');
  style.setAttribute(PREBUILT_STYLES_ATTRIBUTE, antdVersion);
  style.textContent = css;
  doc.head.insertBefore(style, doc.head.firstChild);
  return true;
}

export const SUITE_STYLES_ATTRIBUTE = 'data-suite-styles';

/**
 * Puts the suite's own focus and target-size rules (WCAG 2.2 AA) last in the page's head, once a
 * page: a remote running alone, or mounted by another product, has them as inside the shell.
 */
export function addSuiteStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style[${SUITE_STYLES_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(SUITE_STYLES_ATTRIBUTE, '');
  style.textContent = `${FOCUS_CSS}\n${TARGET_SIZE_CSS}`;
  doc.head.appendChild(style);
}

/**
 * The theme of the shell's and every remote's root. Taking it puts the prebuilt styles and the
 * suite's own rules in the page, so no root can turn antd's run-time styles off without them, nor
 * draw without the suite's focus style. Without prebuilt styles (unit tests), antd builds its own.
 */
export const PAGE_THEME = addPrebuiltStyles() ? PREBUILT_RUNTIME_THEME : SUITE_THEME;
addSuiteStyles();
