// The page's language (decision 0040): one fact, held here in the platform's singleton, which the
// shell sets (from the person's saved choice, and when they choose another) and every package's
// messages read. It also sets <html lang>, so a screen reader speaks the page in its language.
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, PSEUDO_LOCALE_TAG, lastShownLanguage, type Language } from '@homework/contracts';


interface LanguageState {
  language: Language;
  /** Texts shown in the pseudo-locale (contracts' pseudoText), a test mode the shell turns on. */
  pseudo: boolean;
  /** The school's language: what its people's own texts are taken to be written in. */
  school: Language;
}

const useLanguageStore = create<LanguageState>(() => ({ language: lastShownLanguage(), pseudo: false, school: DEFAULT_LANGUAGE }));

function setPageLanguage({ language, pseudo }: LanguageState): void {
  // The suite's English is UK English, as the page is built (tools/webpack.config.mjs).
  if (typeof document !== 'undefined') document.documentElement.lang = pseudo ? PSEUDO_LOCALE_TAG : language === 'en' ? 'en-GB' : language;
}

/** The language the page's texts are in; set by the shell only. */
export function setActiveLanguage(language: Language): void {
  setPageLanguage({ ...useLanguageStore.getState(), language });
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the page still shows the language.
  }
  // A component re-renders only when the language it selected changes.
  useLanguageStore.setState({ language });
}

/** Shows every catalogue's texts in the pseudo-locale from now on (or no longer); the shell's, before its first render. */
export function showPseudoLocale(shown = true): void {
  useLanguageStore.setState({ pseudo: shown });
  setPageLanguage(useLanguageStore.getState());
}

/** Whether texts are shown in the pseudo-locale. */
export const isPseudoLocale = (): boolean => useLanguageStore.getState().pseudo;

/** The page's language now, outside a component (the API client's Accept-Language). */
export const activeLanguage = (): Language => useLanguageStore.getState().language;

/** The page's language, re-rendering when it changes. */
export const useActiveLanguage = (): Language => useLanguageStore((state) => state.language);

/** The school's language (the shell's, from the person's language answer). */
export function setSchoolLanguage(school: Language): void {
  useLanguageStore.setState({ school });
}

/**
 * The `lang` of a person's own text on the page (a homework's title and description, a comment, a
 * file's name): the school's language, which its people write in, where the page is in another;
 * undefined where they are the same, so the text takes the page's.
 */
export const useOwnTextLang = (): string | undefined =>
  useLanguageStore(({ language, school, pseudo }) => (school === language && !pseudo ? undefined : school === 'en' ? 'en-GB' : school));
