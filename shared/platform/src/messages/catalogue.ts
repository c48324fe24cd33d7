// A package's message catalogue (decision 0040): its English messages, which it always carries (they
// are the spec's texts and every first screen's), and each other language's, loaded by a dynamic
// import of its own chunk only when that language is the page's. Each package (the shell, each
// remote, @homework/ui) makes its own, so a remote released alone brings its own texts.
//
// Messages are ICU MessageFormat (plurals by Intl.PluralRules, so Welsh's six forms). The build
// compiles each catalogue file to the parser's syntax tree (tools/webpack/messages.mjs), so no parser
// ships to the browser; unit tests run the catalogue as written, with the parser.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { useEffect, useSyncExternalStore } from 'react';
import { pseudoText, type Language } from '@homework/contracts';
import { isPseudoLocale, useActiveLanguage } from './language-store';

/**
 * A text that is used exactly as written, never read as ICU: the spec's English sentences (from
 * contracts' constants), so a quote or a brace in one can never change it.
 */
export interface Literal {
  readonly literal: string;
}
/** A message as a catalogue file writes it: ICU source, or a literal. The build turns either into a syntax tree. */
export type Message = string | Literal;
export type Messages = Record<string, Message>;
/** Another language's messages for the same keys: every key, so a missing one fails the type check. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };
export type MessageValues = Record<string, PrimitiveType>;

/** The spec's text, as it is: the English catalogue's entries that are the spec's. */
export const spec = (text: string): Literal => ({ literal: text });

type Loaded = Record<string, unknown>;
type Loader<M extends Messages> = () => Promise<{ default: Translation<M> }>;

export interface Catalogue<M extends Messages> {
  /**
   * A key's text in a language, with its values (English while that language's messages are on their
   * way). Outside a component, the language is the caller's to give: a component has the hook.
   */
  format(key: keyof M & string, values: MessageValues | undefined, language: Language): string;
  /** Loads a language's messages (its chunk), once; English is always there. */
  load(language: Language): Promise<void>;
  /** A hook: `t(key, values)` in the page's language; loads that language's messages when needed. */
  useMessages(): (key: keyof M & string, values?: MessageValues) => string;
}

const isLiteral = (message: unknown): message is Literal => typeof message === 'object' && message !== null && 'literal' in message;
/**
 * What makes a string ICU rather than plain text. A string without any of them formats to itself, so
 * it needs no formatter: the build writes a message without arguments as such a string (smaller
 * than its syntax tree), and a unit test's catalogue has many.
 */
const ICU_SYNTAX = /[{}<']/;

export function createCatalogue<M extends Messages>(english: M, others: Record<Exclude<Language, 'en'>, Loader<M>>): Catalogue<M> {
  const loaded = new Map<Language, Loaded>([['en', english]]);
  const loading = new Map<Language, Promise<void>>();
  const formats = new Map<string, IntlMessageFormat | string>();
  const listeners = new Set<() => void>();
  let version = 0;

  function formatterOf(language: Language, key: string): IntlMessageFormat | string {
    const id = `${language} ${key}`;
    let formatter = formats.get(id);
    if (formatter !== undefined) return formatter;
    // A key a translation lacks (a catalogue older than its code) falls back on English.
    const message = loaded.get(language)?.[key] ?? english[key];
    // Plain text stays a string; ICU (a tree from the build, or source in a unit test) gets a formatter.
    if (isLiteral(message)) formatter = message.literal;
    else if (typeof message === 'string' && !ICU_SYNTAX.test(message)) formatter = message;
    else formatter = new IntlMessageFormat(message as string, language);
    formats.set(id, formatter);
    return formatter;
  }

  const catalogue: Catalogue<M> = {
    format(key, values, language) {
      const formatter = formatterOf(loaded.has(language) ? language : 'en', key);
      const text = typeof formatter === 'string' ? formatter : (formatter.format(values) as string);
      return isPseudoLocale() ? pseudoText(text) : text;
    },
    load(language) {
      if (loaded.has(language)) return Promise.resolve();
      let pending = loading.get(language);
      if (!pending) {
        pending = others[language as Exclude<Language, 'en'>]()
          .then((module) => {
            loaded.set(language, module.default as Loaded);
            version += 1;
            for (const listener of listeners) listener();
          })
          // Loaded, it is answered from `loaded`; failed, it is tried again when next needed (English meanwhile).
          .finally(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
    useMessages() {
      const language = useActiveLanguage();
      // Re-rendered when a language's messages arrive. The snapshot serves a server render too (a
      // page's first render drawn as HTML, as a remote's tests do).
      const snapshot = () => version;
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        snapshot,
        snapshot,
      );
      useEffect(() => {
        if (!loaded.has(language)) catalogue.load(language).catch(() => undefined);
      }, [language]);
      return (key, values) => catalogue.format(key, values, language);
    },
  };
  return catalogue;
}
