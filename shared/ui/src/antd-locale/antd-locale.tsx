// antd's own texts (OK and Cancel, "/ page", "No data", the calendar's) in the page's language
// (decision 0040). English is antd's built-in English, so an English page loads nothing more; the
// Welsh locale is a chunk of its own (./welsh-locale), loaded when the page is Welsh. Each React root
// (each remote's, in createRemoteApp; the shell's) puts <SuiteLocale> around its tree.
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@homework/contracts';
import { isPseudoLocale, useActiveLanguage } from '@homework/platform/messages';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** The catalogue's locales, by language ('en' only in the pseudo-locale), each loaded once. */
const loaded = new Map<Language, AntdLocale>();
const loading = new Map<Language, Promise<AntdLocale>>();
/** English is antd's own, except in the pseudo-locale, where it must be a catalogue's to be marked. */
const antdsOwn = (language: Language) => language === 'en' && !isPseudoLocale();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** antd's locale for a language: none for English (antd's own), Welsh loaded once. */
export function loadAntdLocale(language: Language): Promise<AntdLocale | undefined> {
  if (antdsOwn(language)) return Promise.resolve(undefined);
  let pending = loading.get(language);
  if (!pending) {
    pending = import(/* webpackChunkName: "ui-cy" */ './welsh-locale')
      .then((module) => module.catalogueLocale(language))
      .then((locale) => {
        loaded.set(language, locale);
        listeners.forEach((listener) => listener());
        return locale;
      })
      .catch((error: unknown) => {
        loading.delete(language); // tried again when next wanted; antd's English meanwhile
        throw error;
      });
    loading.set(language, pending);
  }
  return pending;
}

/** antd's locale for the page's language: undefined (antd's English) until a Welsh one has loaded. */
export function useAntdLocale(): AntdLocale | undefined {
  const language = useActiveLanguage();
  const locale = useSyncExternalStore(subscribe, () => (antdsOwn(language) ? undefined : loaded.get(language)));
  useEffect(() => void loadAntdLocale(language).catch(() => undefined), [language]);
  return locale;
}

/** antd in the page's language for everything inside. */
export function SuiteLocale({ children }: { children: ReactNode }) {
  // In English, the British English SuiteTheme gives every root, given again rather than left to be
  // inherited: antd wraps the tree in a provider only when it is given a locale, so one arriving
  // later would remount the tree. Whole, never a part: antd's table takes its texts (sorting,
  // filters, the expand buttons' names) from the locale given, with nothing beneath.
  const english = useContext(ConfigProvider.ConfigContext).locale;
  return <ConfigProvider locale={useAntdLocale() ?? english}>{children}</ConfigProvider>;
}
