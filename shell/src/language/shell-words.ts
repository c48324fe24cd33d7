// The words of the shell's menu, breadcrumbs and document title in the page's language (decision
// 0040): the shell's own from its catalogue, a remote's section, titles and menu labels from its
// contract (each remote's catalogue gives them: contracts' ContractTexts), English where a remote
// has none in that language. In the pseudo-locale a contract's words are marked as a catalogue's are.
import { pseudoText, type Language, type RemoteContract, type RemoteMenuEntry, type RemoteRoute } from '@homework/contracts';
import { isPseudoLocale, useActiveLanguage } from '@homework/platform/messages';
import { useMemo } from 'react';
import { useShellMessages } from '../messages';
import type { HeaderTitle } from '../routing/page-heading';

export interface ShellWords {
  homework: string;
  help: string;
  sickness: string;
  activities: string;
  schoolData: string;
  notAvailable: string;
  status: { unauthorised: string; signedOut: string; noLicenses: string };
  headerTitle: (title: HeaderTitle) => string;
  section: (contract: RemoteContract) => string;
  routeTitle: (contract: RemoteContract, route: RemoteRoute) => string;
  menuLabel: (contract: RemoteContract, entry: RemoteMenuEntry) => string;
}

/** A remote's own words for its contract in `language`: its contract's texts, else its English. */
export function contractWords(language: Language): Pick<ShellWords, 'section' | 'routeTitle' | 'menuLabel'> {
  const mark = (text: string) => (isPseudoLocale() ? pseudoText(text) : text);
  const texts = (contract: RemoteContract) => (language === 'en' ? undefined : contract.texts?.[language]);
  return {
    section: (contract) => mark(texts(contract)?.section ?? contract.section),
    routeTitle: (contract, route) => mark(texts(contract)?.titles?.[route.path] ?? route.title),
    menuLabel: (contract, entry) => mark(texts(contract)?.menu?.[entry.path] ?? entry.label),
  };
}

/** The shell's words in the page's language, one object while the language stays. */
export function useShellWords(): ShellWords {
  const t = useShellMessages();
  const language = useActiveLanguage();
  return useMemo(
    () => ({
      homework: t('menu.homework'),
      help: t('menu.help'),
      sickness: t('menu.sickness'),
      activities: t('menu.activities'),
      schoolData: t('menu.schoolData'),
      notAvailable: t('heading.notAvailable'),
      status: { unauthorised: t('heading.unauthorised'), signedOut: t('heading.signedOut'), noLicenses: t('heading.noLicenses') },
      headerTitle: (title) => t(title === 'Engagement' ? 'header.engagement' : 'header.homework'),
      ...contractWords(language),
    }),
    // t changes with the language and when its messages arrive.
    [t, language],
  );
}
