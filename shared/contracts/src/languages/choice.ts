// Which language a person sees (decision 0040), the `@homework/contracts/languages` entry: the server
// answers it (the user profile's Active, and later a mail's language), so no first screen carries it.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './rules';

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
