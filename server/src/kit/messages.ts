// The server's own catalogues (decision 0040): its pages' words, its account mails' and its API
// answers' messages, English and Welsh, as ICU MessageFormat parsed in Node (the front ends get their
// catalogues compiled; the server needs no build). The English are the texts as they were, byte for
// byte: a spec text is `spec(text)`, used as written, never read as ICU.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from '@homework/contracts';
import { isLanguage } from '@homework/contracts/languages';

/** A text used exactly as written: a quote or a brace in it can never change it. */
export interface Literal {
  readonly literal: string;
}
export type Message = string | Literal;
export type Messages = Record<string, Message>;
/** Welsh for every English key: a missing one fails the type check. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };
export type Values = Record<string, PrimitiveType>;

export const spec = (text: string): Literal => ({ literal: text });
const isLiteral = (message: Message): message is Literal => typeof message === 'object';
export const sourceOf = (message: Message) => (isLiteral(message) ? message.literal : message);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Catalogue<M extends Messages> {
  readonly en: M;
  readonly cy: Translation<M>;
  /** A key's text in a language, its values put in as given. */
  text(language: Language, key: keyof M & string, values?: Values): string;
  /**
   * The same as HTML: the text and its values escaped, and its <strong> and <code> tags (the only
   * markup a message may hold) kept as tags.
   */
  html(language: Language, key: keyof M & string, values?: Values): string;
  /**
   * A text that came from elsewhere in its English (a refusal a domain function answered, a route's
   * error message) in the language, when the catalogue holds it; otherwise as it came.
   */
  translate(language: Language, english: string): string;
}

/** The markup a page's message may hold. */
const TAGS = ['strong', 'code'] as const;

/** A catalogue of English and Welsh; `{{Tag}}` merge tags (the outbox's) pass through untouched. */
export function createCatalogue<M extends Messages>(en: M, cy: Translation<M>): Catalogue<M> {
  const formats = new Map<string, IntlMessageFormat | string>();
  // As text, markup is left as written (a mail's HTML); as a page's HTML, its <strong> and <code> are tags.
  const formatterOf = (language: Language, key: string, tags = false): IntlMessageFormat | string => {
    const id = `${language} ${key} ${tags}`;
    let format = formats.get(id);
    if (format === undefined) {
      const message = language === 'cy' ? cy[key] : en[key];
      const source = isLiteral(message) ? '' : message.replace(/\{\{(\w+)\}\}/g, "'{{'$1'}}'");
      format = isLiteral(message) ? message.literal : new IntlMessageFormat(source, language, undefined, { ignoreTag: !tags });
      formats.set(id, format);
    }
    return format;
  };
  const text = (language: Language, key: string, values?: Values) => {
    const format = formatterOf(language, key);
    return typeof format === 'string' ? format : String(format.format(values));
  };
  // English texts with their values, for `translate`: a literal by its text, an ICU message with
  // simple arguments by a pattern its values are read back from.
  const literals = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp; names: string[] }[] = [];
  for (const [key, message] of Object.entries(en)) {
    const source = sourceOf(message);
    if (isLiteral(message) || !/[{}]/.test(source)) {
      if (!literals.has(source)) literals.set(source, key);
      continue;
    }
    if (/\{\w+,/.test(source)) continue; // plurals and selects: their callers format them by key
    const names: string[] = [];
    const body = source
      .split(/(\{\w+\})/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1, -1));
        return '([\\s\\S]*?)';
      })
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${body}$`), names });
  }
  return {
    en,
    cy,
    text,
    html(language, key, values = {}) {
      // Values and tags are put in as marks, so that escaping the whole text leaves them as they are.
      const marks: string[] = [];
      // Private-use characters: no text or value holds them, and escaping leaves them alone.
      const mark = (value: string) => `\uE000${marks.push(value) - 1}\uE001`;
      const shown: Record<string, unknown> = {};
      for (const tag of TAGS) shown[tag] = (chunks: string[]) => `${mark(`<${tag}>`)}${chunks.join('')}${mark(`</${tag}>`)}`;
      for (const [name, value] of Object.entries(values)) shown[name] = typeof value === 'string' ? mark(escapeHtml(value)) : value;
      const format = formatterOf(language, key, true);
      const written = typeof format === 'string' ? format : (format.format(shown as Values) as string | string[]);
      const joined = Array.isArray(written) ? written.join('') : written;
      return escapeHtml(joined).replace(/\uE000(\d+)\uE001/g, (_, index: string) => marks[Number(index)]);
    },
    translate(language, english) {
      if (language === 'en') return english;
      const key = literals.get(english);
      if (key) return text(language, key);
      for (const { key: found, pattern, names } of patterns) {
        const match = pattern.exec(english);
        if (match) return text(language, found, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
      }
      return english;
    },
  };
}

/** One of the suite's languages from a language tag (`cy`, `cy-GB`, `en-GB`), or null. */
export function languageOfTag(tag: string | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the suite's languages in a space-separated list (OIDC's `ui_locales`), or null. */
export function languageOfList(list: unknown): Language | null {
  if (typeof list !== 'string') return null;
  for (const tag of list.split(/\s+/)) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/** The suite's language an Accept-Language header prefers most (by its q values), or null. */
export function languageOfAcceptLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const entry of ranked) {
    if (entry.language) return entry.language;
  }
  return null;
}
