// The person's language in the shell (decision 0040): read from the server once signed in (kept
// across reloads, so a reload paints in it), made the page's at once, and a new choice shown at once
// and then kept on the server. The platform holds the page's language; only the shell sets it.
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE, type Language, type MyLanguage } from '@homework/contracts';
import { calls, getSuite, queryKeys, useMutation, useQuery, useQueryClient } from '@homework/platform/api';
import { setActiveLanguage, setSchoolLanguage, useActiveLanguage } from '@homework/platform/messages';
import { shellMessages } from '../messages';

/** Makes a language the page's, with the shell's messages for it asked for at the same moment. */
export function showLanguage(language: Language): void {
  void shellMessages.load(language).catch(() => undefined);
  setActiveLanguage(language);
}

export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => void;
  /** The last choice could not be kept on the server (it still holds on this page). */
  notSaved: boolean;
}

export function useLanguageChoice(signedIn: boolean): LanguageChoice {
  const queryClient = useQueryClient();
  const language = useActiveLanguage();
  const mine = useQuery({ ...calls.myLanguage(), enabled: signedIn });
  const active = signedIn ? mine.data?.Active : DEFAULT_LANGUAGE;
  useEffect(() => {
    if (active) showLanguage(active);
  }, [active]);
  const school = mine.data?.School;
  useEffect(() => {
    if (school) setSchoolLanguage(school);
  }, [school]);
  const save = useMutation({
    mutationFn: (chosen: Language) => getSuite().api.call(LANGUAGE.choose, { body: { Language: chosen } }),
    // A reading of the kept language still on its way (a reload's, on a slow line) would answer with
    // the language before this choice, after it: it is called off, and this answer is the one kept.
    onMutate: async (chosen) => {
      showLanguage(chosen);
      await queryClient.cancelQueries({ queryKey: queryKeys.myLanguage() });
    },
    onSuccess: (answer: MyLanguage) => queryClient.setQueryData(queryKeys.myLanguage(), answer),
  });
  return { language, choose: (chosen) => save.mutate(chosen), notSaved: save.isError };
}
