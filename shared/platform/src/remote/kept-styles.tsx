// antd writes its styles at run time (CSS-in-JS): each component's first render on a page builds,
// compiles and hashes its CSS, which was about a quarter of a reload's CPU on a school's slow machine
// (issue 7). The suite keeps the styles a tab has built in localStorage and puts them back before the
// next start's first render; antd's own hydration (the cache-path map extractStyle writes) then finds
// each component's CSS ready instead of building it. The shell's root and every remote's root share
// one style cache, so what any of them built is kept.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { version as antdVersion } from 'antd';
import type { ReactNode } from 'react';

export const KEPT_STYLES_KEY = 'homework.antd-styles';

/** Past this size the styles are not kept: a tab's storage is for more than styles. */
export const KEPT_STYLES_MAX_CHARS = 1_000_000;

interface KeptStyles {
  /** antd's version: another version's CSS may differ under the same class names. */
  version: string;
  html: string;
}

/** The suite's one style cache (see the top of this file). */
export const suiteStyleCache = createCache();

export function SuiteStyles({ children }: { children: ReactNode }) {
  return <StyleProvider cache={suiteStyleCache}>{children}</StyleProvider>;
}

function read(storage: Storage): KeptStyles | null {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_STYLES_KEY) ?? 'null') as Partial<KeptStyles> | null;
    return kept && kept.version === antdVersion && typeof kept.html === 'string' ? (kept as KeptStyles) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the kept styles back at the start of the page's head; before the first antd render, or antd has built its
 * own by then. Only `<style>` elements are taken from what was kept, and nothing runs while it is read.
 * Answers how many were put back.
 */
export function restoreKeptStyles(storage: Storage = localStorage, doc: Document = document): number {
  const kept = read(storage);
  if (!kept) return 0;
  const parsed = new DOMParser().parseFromString(`<!doctype html><head>${kept.html}</head>`, 'text/html');
  const styles = [...parsed.querySelectorAll('style')];
  // First in the head, in their order, as antd places its own: the suite's styles after them win.
  const first = doc.head.firstChild;
  for (const style of styles) doc.head.insertBefore(doc.importNode(style, true), first);
  return styles.length;
}

/**
 * What to keep: the styles the cache holds, with the cache-path map antd reads back, and the keyframes
 * put back at this start (a component whose CSS was put back does not build its keyframes again).
 */
export function stylesToKeep(doc: Document = document): string {
  const html = extractStyle(suiteStyleCache, { plain: false, types: 'style' });
  const effects = [...doc.head.querySelectorAll('style[data-css-hash^="_effect-"]')]
    .filter((style) => !html.includes(`data-css-hash="${style.getAttribute('data-css-hash')}"`))
    .map((style) => style.outerHTML)
    .join('');
  return effects + html;
}

/** Keeps the styles built so far (an over-large set, or a full storage, is simply not kept). */
export function keepStyles(storage: Storage = localStorage, doc: Document = document, maxChars = KEPT_STYLES_MAX_CHARS): void {
  const html = stylesToKeep(doc);
  try {
    if (html.length > maxChars) storage.removeItem(KEPT_STYLES_KEY);
    else storage.setItem(KEPT_STYLES_KEY, JSON.stringify({ version: antdVersion, html } satisfies KeptStyles));
  } catch {
    // Storage full or refused: the next start builds its styles, as without keeping.
  }
}

/** How long after antd builds new styles they are kept, when the page is idle. */
export const KEEP_AFTER_MS = 2000;

/** Styles antd has built since the last look (it marks what it has handed out). */
const builtSinceLastLook = () => extractStyle(suiteStyleCache, { once: true, types: 'style' }).includes('data-css-hash');

/**
 * Keeps the styles when antd has built new ones: looked at every KEEP_AFTER_MS while the page is idle,
 * and when the tab is hidden (which a reload or leaving also does). Nothing is written while nothing
 * new was built, so an ordinary reload does not pay for keeping.
 */
export function keepStylesWhenBuilt(win: Window = window): () => void {
  let unsaved = false;
  const look = () => {
    if (builtSinceLastLook()) unsaved = true;
    if (!unsaved) return;
    unsaved = false;
    keepStyles(win.localStorage, win.document);
  };
  const idle = (callback: () => void) => ('requestIdleCallback' in win ? win.requestIdleCallback(callback) : callback());
  const timer = win.setInterval(() => idle(look), KEEP_AFTER_MS);
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') look();
  };
  win.document.addEventListener('visibilitychange', onHidden);
  return () => {
    win.clearInterval(timer);
    win.document.removeEventListener('visibilitychange', onHidden);
  };
}
