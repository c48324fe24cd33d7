// The mark scheme chosen on Create or Edit (decision 0039): the teacher's and the school's schemes,
// the homework's current one, what the teacher chose (asked first on Edit when the homework has marks,
// with how many), and its copy onto the homework once the homework itself is saved.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@homework/platform/api';
import type { ChosenMarkScheme, Language, MarkSchemeChangeSummary } from '@homework/contracts';
import { schemeFieldMessages } from '../messages';
import { changeSummary, chooseScheme, homeworkSchemeQuery, restoreCopy, schemesQuery } from '../api/scheme-calls';

/** The Select's value for a homework whose copy's scheme is no longer listed: unchanged, it keeps the copy. */
export const KEEP_COPY = 'copy';

/** A change asked about: the scheme wanted and the marks it affects. */
export interface SchemeQuestion {
  value: string | null;
  counts: MarkSchemeChangeSummary;
}

export function useSchemeChoice(homeworkId: string | null) {
  const queryClient = useQueryClient();
  const schemes = useQuery(schemesQuery());
  const current = useQuery({ ...homeworkSchemeQuery(homeworkId ?? ''), enabled: !!homeworkId });
  const copy = current.data?.Scheme ?? null;
  const listed = (id: string | null) => !!id && !!schemes.data?.Schemes.some((s) => s.Id === id);
  const initial: string | null = copy ? (listed(copy.SourceId) ? copy.SourceId : KEEP_COPY) : null;
  const [chosen, setChosen] = useState<{ value: string | null; marks: number } | null>(null);
  const [question, setQuestion] = useState<SchemeQuestion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After a change on Edit: the copy it replaced, which the notice's Undo puts back.
  const [undoable, setUndoable] = useState<{ done: ChosenMarkScheme; undone: boolean } | null>(null);
  const [undoing, setUndoing] = useState(false);
  // Edit's Are You Sure? gives the focus back to Save as it closes: the notice, whose Undo takes the
  // focus, waits until then, so the focus is not taken from it.
  const [questionOpen, setQuestionOpen] = useState(false);
  const value = chosen ? chosen.value : initial;
  const changed = chosen !== null && chosen.value !== initial;

  /** The teacher picks a scheme: on a homework with marks, asked first (the question says how many). */
  const choose = async (next: string | null) => {
    setFailure(null);
    if (!homeworkId || next === initial) return setChosen(next === initial ? null : { value: next, marks: 0 });
    try {
      const counts = await changeSummary(homeworkId);
      if (counts.Marks === 0) setChosen({ value: next, marks: 0 });
      else setQuestion({ value: next, counts });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const answer = (confirmed: boolean) => {
    if (confirmed && question) setChosen({ value: question.value, marks: question.counts.Marks });
    setQuestion(null);
  };

  /** Once the homework is saved: the scheme chosen copied onto it (null when nothing changed). */
  const commit = async (savedId: string): Promise<ChosenMarkScheme | null> => {
    if (!chosen || !changed || chosen.value === KEEP_COPY) return null;
    let done: ChosenMarkScheme;
    try {
      done = await chooseScheme({ HomeworkId: savedId, SchemeId: chosen.value, Marks: chosen.marks });
    } catch (error) {
      // Said beside the field (Edit); the caller says it where the field is gone (Create).
      setFailure(error instanceof Error ? error.message : String(error));
      throw error;
    }
    setChosen(null);
    await queryClient.invalidateQueries({ queryKey: homeworkSchemeQuery(savedId).queryKey });
    if (homeworkId) setUndoable({ done, undone: false });
    return done;
  };
  const undo = async () => {
    if (!undoable) return;
    setUndoing(true);
    try {
      await restoreCopy({ HomeworkId: undoable.done.HomeworkId, CopyId: undoable.done.PreviousCopyId });
      await queryClient.invalidateQueries({ queryKey: homeworkSchemeQuery(undoable.done.HomeworkId).queryKey });
      setUndoable({ ...undoable, undone: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUndoing(false);
    }
  };

  return {
    schemes: schemes.data?.Schemes ?? [],
    canAddToSchool: schemes.data?.CanAddToSchool ?? false,
    loadFailed: schemes.error ?? current.error,
    copyName: copy?.Name ?? null,
    value,
    changed,
    choose,
    question,
    answer,
    failure,
    commit,
    /** Edit: the notice waits while the page's question is closing (see questionClosed). */
    undoable: questionOpen ? null : undoable,
    undoing,
    /** Called as the page asks before its save, and as that question has closed. */
    questionOpened: () => setQuestionOpen(true),
    questionClosed: () => setQuestionOpen(false),
    undo,
    dismiss: () => setUndoable(null),
  };
}

export type SchemeChoice = ReturnType<typeof useSchemeChoice>;

/** What the list says when a new homework's scheme could not be copied onto it. */
export const markSchemeNotChosen = (failure: unknown, language: Language = 'en') =>
  schemeFieldMessages.format('scheme.notChosen', { message: failure instanceof Error ? failure.message : String(failure) }, language);
