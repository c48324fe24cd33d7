// Schemas of the languages' calls (decision 0040); the types in ./rules.ts are their Static<>.
import { Answer, OneOf, Type } from '../schema-builders';
import { LANGUAGES, type Language, type MailLanguage } from './rules';

/** The school's mail languages ('both': bilingual, Welsh first). */
export const MAIL_LANGUAGES = ['en', 'cy', 'both'] as const satisfies readonly MailLanguage[];

// A description is the field's name in a refusal's sentence ('"fr" is not a valid language.').
/** 'en' English, 'cy' Welsh (Cymraeg). */
const language = () => OneOf(LANGUAGES, { description: 'language' });
/** One of the languages, or null; null is in the enum too, or the validator refuses it. */
const languageOrNull = (description: string) => Type.Unsafe<Language | null>({ type: ['string', 'null'], enum: [...LANGUAGES, null], description });

export const MyLanguageSchema = Answer({
  /** The person's own choice; null when they have the school's. */
  Chosen: languageOrNull('chosen language'),
  School: language(),
  Active: language(),
});

/** Language: 'en' or 'cy'; null for the school's language. */
export const ChooseLanguageBodySchema = Type.Object({ Language: languageOrNull('language') }, { additionalProperties: false });

export const SchoolLanguagesSchema = Type.Object(
  {
    Language: language(),
    /** Mail to parents and students: 'en', 'cy', or 'both' (Welsh first). */
    MailLanguage: OneOf(MAIL_LANGUAGES, { description: 'mail language' }),
  },
  { additionalProperties: false },
);
