// The marking view's mark scheme (decision 0039): the homework's copy, read once with the page, and
// the levels chosen for each student — those saved, then those chosen here — which Save and Next
// sends with the mark. The rules that turn levels into a grade and a comment load with the panel.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@homework/platform/api';
import type { ChosenLevel, HomeworkMarkScheme } from '@homework/contracts';
import { homeworkSchemeQuery } from '../api/scheme-query';

/** The level chosen of each criterion, by criterion id. */
export type Choice = Readonly<Record<string, string>>;

export type SchemeCopy = NonNullable<HomeworkMarkScheme['Scheme']>;

const savedChoices = (data: HomeworkMarkScheme | undefined) =>
  new Map((data?.Students ?? []).map((s) => [s.StudentId.toLowerCase(), Object.fromEntries(s.Levels.map((l) => [l.CriterionId, l.LevelId])) as Choice]));

export function useMarkScheme(homeworkId: string) {
  const query = useQuery(homeworkSchemeQuery(homeworkId));
  const scheme = query.data?.Scheme ?? null;
  const saved = useMemo(() => savedChoices(query.data), [query.data]);
  // What was chosen here since the page read the scheme, by student.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Choice>>(new Map());
  const choiceOf = useCallback((studentId: string): Choice => chosen.get(studentId) ?? saved.get(studentId) ?? {}, [chosen, saved]);
  const choose = useCallback((studentId: string, choice: Choice) => setChosen((before) => new Map(before).set(studentId, choice)), []);
  /** Sent with the mark: in the scheme's order; undefined without a scheme, so the save leaves levels alone. */
  const levelsFor = useCallback(
    (studentId: string): ChosenLevel[] | undefined => {
      if (!scheme) return undefined;
      const choice = choiceOf(studentId);
      return scheme.Criteria.filter((c) => choice[c.Id]).map((c) => ({ CriterionId: c.Id, LevelId: choice[c.Id] }));
    },
    [scheme, choiceOf],
  );
  return { scheme, failed: query.isError ? query.error : null, choiceOf, choose, levelsFor };
}
