// The suite's languages (decision 0040): English, the spec's own, and Welsh. Which one a person sees
// is one rule, used by the shell to choose the page's language and by the server to choose a mail's.
import type { Static } from 'typebox';
import type { ChooseLanguageBodySchema, MyLanguageSchema, SchoolLanguagesSchema } from './schemas';

/** The languages the suite has catalogues for, by their BCP 47 tags (the `lang` attribute's values). */
export const LANGUAGES = ['en', 'cy'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The suite's language where nothing else is chosen: the spec's texts are English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * How the school's mail to parents and students goes: in English, in Welsh, or in both (Welsh first).
 * A type only here: its values are the schema's (MAIL_LANGUAGES), so no first screen carries them.
 */
export type MailLanguage = 'en' | 'cy' | 'both';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a person sees: their own choice, else their school's, else English. A value that is
 * not one of the suite's languages counts as no choice (a catalogue removed, a stored value from an
 * older release), so nobody is left on a language without texts.
 */
export function chooseLanguage(chosen: string | null | undefined, school: string | null | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(school)) return school;
  return DEFAULT_LANGUAGE;
}

/** The signed-in person's language: their choice (null is the school's), the school's, and the one they see. */
export type MyLanguage = Static<typeof MyLanguageSchema>;
export type ChooseLanguageBody = Static<typeof ChooseLanguageBodySchema>;
/** The school's languages, which its administrator sets: everyone's until they choose, and its mail's. */
export type SchoolLanguages = Static<typeof SchoolLanguagesSchema>;
