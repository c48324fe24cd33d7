// The suite's languages (decision 0040): English, the spec's own, and Welsh. Which one a person sees
// is one rule (./choice.ts, the `@homework/contracts/languages` entry), which the server answers.
import type { Static } from 'typebox';
import type { ChooseLanguageBodySchema, MyLanguageSchema, SchoolLanguagesSchema } from './schemas';

/** The languages the suite has catalogues for, by their BCP 47 tags (the `lang` attribute's values). */
export const LANGUAGES = ['en', 'cy'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The suite's language where nothing else is chosen: the spec's texts are English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Where a browser keeps the language its pages were last shown in (localStorage), so a reload paints
 * in it before the person's answer comes and the sign-in page is asked for in it (`ui_locales`).
 */
export const LANGUAGE_STORAGE_KEY = 'homework:language';

/** What of the Web Storage API the language is read with (contracts run in Node too, without the DOM's types). */
interface ReadableStorage {
  getItem(key: string): string | null;
}

/** The language a browser's pages were last shown in; English where it has none or storage is refused. */
export function lastShownLanguage(storage: ReadableStorage | undefined = (globalThis as { localStorage?: ReadableStorage }).localStorage): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.find((language) => language === stored) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * How the school's mail to parents and students goes: in English, in Welsh, or in both (Welsh first).
 * A type only here: its values are the schema's (MAIL_LANGUAGES), so no first screen carries them.
 */
export type MailLanguage = 'en' | 'cy' | 'both';

/** The signed-in person's language: their choice (null is the school's), the school's, and the one they see. */
export type MyLanguage = Static<typeof MyLanguageSchema>;
export type ChooseLanguageBody = Static<typeof ChooseLanguageBodySchema>;
/** The school's languages, which its administrator sets: everyone's until they choose, and its mail's. */
export type SchoolLanguages = Static<typeof SchoolLanguagesSchema>;
