// The pseudo-locale's reading of a page (decision 0040): in it every catalogue's text is marked at both
// ends and a third longer (contracts' pseudoText), so what a person reads that is not marked came from
// no catalogue, unless it is the school's own data (names, titles, a teacher's text: whatever the API
// answered the page, or a part with a lang of its own), a number or a date's digits, or a day's or
// month's name (dayjs's and Intl's, in the page's language, not a catalogue's). The layout must hold the longer texts, at 320 px too.
import type { Page } from '@playwright/test';
import { PSEUDO_LOCALE_PARAM, unmarkedText } from '@homework/contracts';

/** The suite's address with the pseudo-locale turned on for the tab (the shell keeps it through sign-in). */
export const pseudoLocaleAddress = (hashPath: string) => `/?${PSEUDO_LOCALE_PARAM}=on#${hashPath}`;

/** An API answer's field that is the server's own words, which a catalogue must give, not the school's data. */
const SERVER_WORDS = /^(message|error|detail)$/i;

/** Every string the API answers the page from now on (the school's data), but the server's own words. */
export function recordSchoolData(page: Page): Set<string> {
  const data = new Set<string>();
  const collect = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (!SERVER_WORDS.test(key) && value.trim()) data.add(value.trim());
    } else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) collect(item, name);
  };
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    response
      .json()
      .then((body: unknown) => collect(body))
      .catch(() => undefined);
  });
  return data;
}

/** What a person reads on the page, each with where it is: text (by element), accessible names and hints, the title. */
async function shownTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const named = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '';
      return `${element.tagName.toLowerCase()}${id}${named}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    };
    const visible = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [hidden]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    // A part in another language than the page's says so with its own lang (a person's own text, a
    // language's name in itself): not a catalogue's. antd's icons are named after their pictures
    // ("down", "close-circle"), an avatar shows a person's initials, and a merge tag ({{StudentName}},
    // <code>) and a key (<kbd>) are tokens, the same in every language: none is a catalogue's.
    const ownLanguage = (element: Element) => element.closest('[lang]') !== document.documentElement;
    const notWords = (element: Element) => !!element.closest('.anticon, .ant-avatar-string, code, kbd');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // A teacher's own rich text (the editor, a description) and a preview are the school's data.
      if (parent.closest('.ql-editor, [contenteditable="true"]') || ownLanguage(parent) || notWords(parent)) continue;
      const text = node.textContent ?? '';
      if (text.trim() && visible(parent)) found.push({ where: describe(parent), text });
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description], [aria-roledescription], [aria-valuetext]')) {
      if ((!visible(element) && element.tagName !== 'IMG') || ownLanguage(element) || notWords(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext']) {
        const value = element.getAttribute(attribute);
        if (value?.trim()) found.push({ where: `${describe(element)} ${attribute}`, text: value });
      }
    }
    found.push({ where: 'document title', text: document.title });
    return found;
  });
}

/** English day and month names, long and short: a date's words, from dayjs or Intl rather than a catalogue. */
const DATE_WORDS = new Set(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((n) => {
    // The first of each month, and each of a week's days (1–7 June 2026).
    const month = new Date(Date.UTC(2026, n, 1));
    const day = new Date(Date.UTC(2026, 5, 1 + (n % 7)));
    return [
      month.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
      month.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
      day.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }),
      day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    ];
  }),
);

/** Of what is left of a text once its marked parts are out, what is neither the school's data, a date's words, nor digits and signs. */
export function fromNoCatalogue(rest: string, schoolData: ReadonlySet<string>): string {
  let left = rest;
  // The longest first, so a name that holds another is taken out whole; only whole words, so a short
  // value ('Fri', a group's code) never takes part of a word with it.
  for (const value of [...schoolData].filter((value) => left.includes(value)).sort((a, b) => b.length - a.length))
    left = left.replace(new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  return left
    .split(/[\s\p{P}\p{S}\d]+/u)
    .filter((word) => word && !DATE_WORDS.has(word))
    .join(' ');
}

/** Each text on the page, with where it is, that came from no catalogue. */
export async function textsFromNoCatalogue(page: Page, schoolData: ReadonlySet<string>): Promise<string[]> {
  const texts = await shownTexts(page);
  return texts
    .map(({ where, text }) => ({ where, text, rest: fromNoCatalogue(unmarkedText(text), schoolData) }))
    .filter(({ rest }) => rest !== '')
    .map(({ where, text }) => `${where}: ${JSON.stringify(text.trim())}`);
}

/** What of the layout does not hold the longer texts: the page scrolling sideways, a button or tag whose text overflows it. */
export async function layoutBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const breaks: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Where it starts: the outermost elements reaching past the page's right edge.
      const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1);
      const outermost = past.filter((element) => !past.includes(element.parentElement!)).slice(0, 4);
      const named = outermost.map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''} (${Math.round(element.getBoundingClientRect().width)} px)`);
      breaks.push(`the page scrolls sideways: ${root.scrollWidth} px of ${root.clientWidth}, from ${named.join(', ')}`);
    }
    for (const element of document.querySelectorAll('button, [role="button"], .ant-tag, .ant-tabs-tab, .ant-menu-title-content')) {
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      // An ellipsis is a chosen way to hold a long text; text cut off without one is lost.
      if (style.textOverflow === 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible')
        breaks.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" overflows: ${element.scrollWidth} px of ${element.clientWidth}`);
    }
    return breaks;
  });
}
