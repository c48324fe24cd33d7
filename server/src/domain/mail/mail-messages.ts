// The homework-set and homework-marked mails' words (decision 0040), English and Welsh, as ICU
// MessageFormat: the English are the mails' words as they were, byte for byte; the Welsh await a
// Welsh speaker's review (docs/welsh-terms.md). Values are escaped HTML: the messages hold HTML of
// their own (<strong>), which the formatter leaves alone (ignoreTag).
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@homework/contracts';

const en = {
  dear: 'Dear {{RecipientName}},',
  yourTeacher: 'Your teacher',
  /** `subject` is the subject's name and a space, or nothing. */
  setIntro: '{setBy} has set new {subject}homework: <strong>{title}</strong>.',
  setDates: 'Available from {start}. Due {due}.',
  setSubject: 'New homework: {title}',
  markedIntro: '{setBy} has marked your {subject}homework <strong>{title}</strong>.',
  grade: 'Grade:',
  comment: 'Comment:',
  markedSubject: 'Homework marked: {title}',
} as const;

type MailMessages = { readonly [K in keyof typeof en]: string };

const cy: MailMessages = {
  dear: 'Annwyl {{RecipientName}},',
  yourTeacher: 'Eich athro',
  setIntro: 'Mae {setBy} wedi gosod gwaith cartref {subject}newydd: <strong>{title}</strong>.',
  setDates: 'Ar gael o {start}. I’w gyflwyno erbyn {due}.',
  setSubject: 'Gwaith cartref newydd: {title}',
  markedIntro: 'Mae {setBy} wedi marcio eich gwaith cartref {subject}<strong>{title}</strong>.',
  grade: 'Gradd:',
  comment: 'Sylw:',
  markedSubject: 'Gwaith cartref wedi’i farcio: {title}',
};

const CATALOGUES: Record<Language, MailMessages> = { en, cy };
const formats = new Map<string, IntlMessageFormat>();

/** A mail's message in a language, its values put in as given (escape them first for HTML). */
export function mailText(language: Language, key: keyof MailMessages, values: Record<string, string> = {}): string {
  const id = `${language} ${key}`;
  let format = formats.get(id);
  if (!format) {
    // The merge tags ({{RecipientName}}) are the outbox's, not ICU's: quoted, so the formatter keeps them.
    const source = CATALOGUES[language][key].replace(/\{\{(\w+)\}\}/g, "'{{'$1'}}'");
    format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
    formats.set(id, format);
  }
  return format.format(values) as string;
}
