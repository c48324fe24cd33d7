// Schemas of the languages' calls (decision 0040); the types in ./rules.ts are their Static<>.
import { Answer, OneOf, Type } from '../schema-builders';
import { LANGUAGES, type Language, type MailLanguage } from './rules';

/** The school's mail languages ('both': bilingual, Welsh first). */
export const MAIL_LANGUAGES = ['en', 'cy', 'both'] as const satisfies readonly MailLanguage[];

const language = () => OneOf(LANGUAGES, { description: "'en' English, 'cy' Welsh (Cymraeg)" });
/** One of the languages, or null; null is in the enum too, or the validator refuses it. */
const languageOrNull = (description: string) => Type.Unsafe<Language | null>({ type: ['string', 'null'], enum: [...LANGUAGES, null], description });

export const MyLanguageSchema = Answer({
  Chosen: languageOrNull("the person's own choice; null when they have the school's"),
  School: language(),
  Active: language(),
});

export const ChooseLanguageBodySchema = Type.Object({ Language: languageOrNull("'en' or 'cy'; null for the school's language") }, { additionalProperties: false });

export const SchoolLanguagesSchema = Type.Object(
  {
    Language: language(),
    MailLanguage: OneOf(MAIL_LANGUAGES, { description: "mail to parents and students: 'en', 'cy', or 'both' (Welsh first)" }),
  },
  { additionalProperties: false },
);
