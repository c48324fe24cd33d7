// The page's language (decision 0040): one fact, held here in the platform's singleton, which the
// shell sets (from the person's saved choice, and when they choose another) and every package's
// messages read. It also sets <html lang>, so a screen reader speaks the page in its language.
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '@homework/contracts';

interface LanguageState {
  language: Language;
}

const useLanguageStore = create<LanguageState>(() => ({ language: DEFAULT_LANGUAGE }));

/** The language the page's texts are in; set by the shell only. */
export function setActiveLanguage(language: Language): void {
  // The suite's English is UK English, as the page is built (tools/webpack.config.mjs).
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en-GB' : language;
  // A component re-renders only when the language it selected changes.
  useLanguageStore.setState({ language });
}

/** The page's language now, outside a component (the API client's Accept-Language). */
export const activeLanguage = (): Language => useLanguageStore.getState().language;

/** The page's language, re-rendering when it changes. */
export const useActiveLanguage = (): Language => useLanguageStore((state) => state.language);
