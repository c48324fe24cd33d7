// Browser code, built into every front end: where a build's imports of antd take their names from
// (antdImportModules in tools/webpack/antd.mjs). The page's antd is the shared module of whichever build
// provided it first (the shell's), holding the names the suite imported when that build was made. A
// remote released alone later may import a name it lacks (decision 0004, antd shared in two parts): the
// page's antd then loads the whole of itself, from the same build (one instance, one ConfigProvider
// context), and this build's own antd stylesheet, which has the rules of the components this build
// imports, is added to the page beside the provider's.

/** Put in by the front ends' webpack configuration; absent in unit tests. */
/* global __ANTD_PREBUILT_CSS_FILE__, __webpack_public_path__ */

const MORE_STYLES_ATTRIBUTE = 'data-antd-prebuilt-more';
/** As PREBUILT_STYLES_WAIT_MS: a stalled stylesheet never leaves a teacher with an empty page. */
const STYLES_WAIT_MS = 15_000;

/** Adds this build's antd stylesheet after the page's first one (so the suite's own rules, after both, win); settles once loaded, failed or waited. */
export function addOwnAntdStyles(href = ownStylesHref(), waitMs = STYLES_WAIT_MS) {
  if (!href) return Promise.resolve();
  const doc = document;
  if (doc.head.querySelector(`link[${MORE_STYLES_ATTRIBUTE}="${CSS.escape(href)}"]`)) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous';
  link.href = href;
  link.setAttribute(MORE_STYLES_ATTRIBUTE, href);
  const first = doc.head.querySelector('link[data-antd-prebuilt]');
  doc.head.insertBefore(link, first ? first.nextSibling : doc.head.firstChild);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done);
    link.addEventListener('error', done);
  });
}

function ownStylesHref() {
  if (typeof __ANTD_PREBUILT_CSS_FILE__ !== 'string') return null;
  return new URL(__ANTD_PREBUILT_CSS_FILE__, new URL(__webpack_public_path__, document.baseURI)).href;
}

/**
 * The page's antd, or the part of it `part` names ('eager': the shared module; 'on-demand': what its
 * `loadAntdOnDemand(names)` loads), when it has every one of `names`; else the whole of the page's antd,
 * with this build's stylesheet added.
 */
export async function antdWithNames(antd, names, part) {
  // A shell built before the on-demand names had a chunk each loads them all, whatever it is asked.
  const source = part === 'on-demand' ? await antd.loadAntdOnDemand(names) : antd;
  if (names.every((name) => name in source)) return source;
  const [whole] = await Promise.all([antd.loadAntdWhole(), addOwnAntdStyles()]);
  return whole;
}
