// antd writes its styles at run time (CSS-in-JS): each component's first render on a page builds,
// compiles and hashes its CSS, about a quarter of a start's work on a school's slow machine
// (decision 0005). The front ends' build makes those styles once for the suite's theme
// (build/antd-styles.tsx) and emits them as a stylesheet beside its scripts; here it is linked from the
// page and antd's run-time styles are turned off (antd 6's zeroRuntime). A stylesheet rather than a
// string in a script: the browser fetches it beside the scripts and parses it as CSS, and 70 KiB
// gzipped leave every page's JavaScript.
import { version as antdVersion } from 'antd';
import { FOCUS_CSS, PREBUILT_RUNTIME_THEME, SUITE_THEME, TABS_WRAP_CSS, TARGET_SIZE_CSS } from './theme';

/** Put in by the front ends' webpack configuration (tools/webpack.config.mjs); absent in unit tests. */
declare const __ANTD_PREBUILT_CSS_FILE__: string | undefined;
/** webpack's run-time folder of the build's files (its publicPath; 'auto' resolved at run time). */
declare const __webpack_public_path__: string;

export const PREBUILT_STYLES_ATTRIBUTE = 'data-antd-prebuilt';

/**
 * How long a root waits for the stylesheet before it draws without it: a stalled download must not
 * leave a teacher with an empty page (the remote loader gives up on a script after 15 s too).
 */
export const PREBUILT_STYLES_WAIT_MS = 15_000;

/** The stylesheet's address: beside the scripts of the build this code came with (the shell's, or a remote's running alone). */
function prebuiltHref(): string | null {
  if (typeof __ANTD_PREBUILT_CSS_FILE__ !== 'string') return null;
  return new URL(__ANTD_PREBUILT_CSS_FILE__, new URL(__webpack_public_path__, document.baseURI)).href;
}

const settled = (link: HTMLLinkElement) => link.sheet !== null;

/**
 * Links antd's prebuilt stylesheet first in the page's head, once a page however many roots (or
 * copies of this package) ask, so that the suite's own styles, after it, win. Answers a promise
 * settled once it has loaded, failed or waited `waitMs` (roots draw then), or null when there is no
 * stylesheet (unit tests: antd builds its own styles).
 */
export function addPrebuiltStyles(doc: Document = document, href: string | null = prebuiltHref(), waitMs = PREBUILT_STYLES_WAIT_MS): Promise<void> | null {
  if (!href) return null;
  let link = doc.head.querySelector<HTMLLinkElement>(`link[${PREBUILT_STYLES_ATTRIBUTE}]`);
  if (link && settled(link)) return Promise.resolve();
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    // Asked with CORS: on a product's page (another origin) its rules stay readable to its scripts
    // (an accessibility checker's, for one), and a cached copy never lacks the origin's permission.
    link.crossOrigin = 'anonymous';
    link.href = href;
    link.setAttribute(PREBUILT_STYLES_ATTRIBUTE, antdVersion);
    doc.head.insertBefore(link, doc.head.firstChild);
  }
  const loading = link;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      loading.removeEventListener('load', done);
      loading.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    loading.addEventListener('load', done);
    loading.addEventListener('error', done);
  });
}

export const SUITE_STYLES_ATTRIBUTE = 'data-suite-styles';

/**
 * Puts the suite's own focus, target-size and tab-wrapping rules (WCAG 2.2 AA) last in the page's
 * head, once a page: a remote running alone, or mounted by another product, has them as inside the
 * shell.
 */
export function addSuiteStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style[${SUITE_STYLES_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(SUITE_STYLES_ATTRIBUTE, '');
  style.textContent = `${FOCUS_CSS}\n${TARGET_SIZE_CSS}\n${TABS_WRAP_CSS}`;
  doc.head.appendChild(style);
}

const prebuiltStyles = addPrebuiltStyles();

/**
 * Settled once the page has antd's prebuilt styles (at once without them): every root (the shell's,
 * each remote's, a product's mount) draws after it, so that no page is ever shown unstyled.
 */
export const prebuiltStylesReady: Promise<void> = prebuiltStyles ?? Promise.resolve();

/**
 * The theme of the shell's and every remote's root. Taking it links the prebuilt styles and puts the
 * suite's own rules in the page, so no root can turn antd's run-time styles off without them, nor
 * draw without the suite's focus style. Without prebuilt styles (unit tests), antd builds its own.
 */
export const PAGE_THEME = prebuiltStyles ? PREBUILT_RUNTIME_THEME : SUITE_THEME;
addSuiteStyles();
