// The language choice in the user menu (decision 0040): English and Cymraeg, each named in its own
// language and marked as such (lang), the page's one checked; with Welsh on, a note that its texts
// await a Welsh speaker's review, and a word when the choice could not be kept on the server.
import type { MenuProps } from 'antd';
import { LANGUAGES, type Language } from '@homework/contracts';
import { shellMessages } from '../messages';
import type { LanguageChoice } from './use-language';

type Items = NonNullable<MenuProps['items']>;

/** A note in the menu is a disabled item (nothing to choose), but it is read: the text's own colour, wrapped. */
const NOTE = { color: '#000000e0', whiteSpace: 'normal' } as const;

/**
 * Each language's name in that language, whatever the page's is (a Welsh speaker looks for "Cymraeg"
 * on an English page): not in a catalogue, since it never changes with the page.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };

/** The menu key of a language's item. */
export const languageKey = (language: string) => `lang-${language}`;

export function languageMenuItems({ language, choose, notSaved }: LanguageChoice): Items {
  const t = (key: Parameters<typeof shellMessages.format>[0]) => shellMessages.format(key, undefined, language);
  const notes: Items = [
    ...(language === 'cy' ? [{ key: 'review', disabled: true, label: <span style={NOTE}>{t('language.reviewNote')}</span> }] : []),
    ...(notSaved ? [{ key: 'unsaved', disabled: true, label: <span style={NOTE} role="alert">{t('language.notSaved')}</span> }] : []),
  ];
  return [
    {
      key: 'language',
      type: 'group',
      label: t('language.label'),
      children: [
        ...LANGUAGES.map((each) => ({
          key: languageKey(each),
          label: <span lang={each}>{LANGUAGE_NAMES[each]}</span>,
          onClick: () => {
            if (each !== language) choose(each);
          },
        })),
        ...notes,
      ],
    },
  ];
}
