// What the teacher does to the active student (02 §2.2, §4): hand in, clear the hand-in, clear the
// mark, save and move on, extend. Each goes through the marking view's mutations. A save refused over
// another's newer mark is held as a clash until the teacher keeps theirs or saves their own
// (decision 0020).
import { useState } from 'react';
import {
  isMarkSavable,
  neighbourOf,
  type ChosenLevel,
  type ClearHandedInAnswer,
} from '@homework/contracts';
import { useHandInRefusal } from '../../../lib/hand-in-refusal';
import { useMarkingMessages } from '../../../messages';
import type { ClearUndo } from '../../clear-hand-ins';
import { sendChange, type MarkingChange, type WaitingChanges } from '../../waiting-changes';
import { extendDueDate } from '../api/marking-calls';
import type { MarkingRow } from '../utils/marking-rows';
import type { ReadMark, useMarkDrafts } from './use-mark-drafts';
import { handInRecordOf, useMarkMutations, type MarkClash } from './use-mark-mutations';
import type { useMarkingSelection } from './use-marking-selection';

interface ActionsOf {
  homeworkId: string;
  rows: MarkingRow[] | null;
  today: string | null;
  /** The homework's Available-from day: no hand-in before it. */
  setDay: string | null;
  chosen: ReturnType<typeof useMarkingSelection>;
  drafts: ReturnType<typeof useMarkDrafts>;
  undo: Pick<ClearUndo, 'offer'>;
  /** Opens the grade and comment panel for a student. */
  showPanel(studentId: string): void;
  /** The changes kept while they could not be sent. */
  waiting: WaitingChanges;
  /** The levels chosen for a student on the homework's mark scheme, sent with their mark (decision 0039). */
  levelsFor?(studentId: string): ChosenLevel[] | undefined;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

export function useMarkingActions({ homeworkId, rows, today, setDay, chosen, drafts, undo, showPanel, waiting, levelsFor }: ActionsOf) {
  const { activeId, view, handedIn } = chosen;
  const t = useMarkingMessages();
  const refusalOf = useHandInRefusal();
  const [clash, setClash] = useState<MarkClash | null>(null);
  const writes = useMarkMutations(homeworkId, {
    saved: drafts.forget,
    // Back to the student whose mark did not save, with what was typed still in the fields.
    saveFailed: (studentId) => {
      chosen.select({ view, studentId });
      showPanel(studentId);
    },
    // A kept mark meeting a newer one is asked about on its student, as a save made now would be.
    clashed: (found) => {
      chosen.select({ view: 'marked', studentId: found.mark.studentId });
      setClash(found);
    },
  }, waiting);

  const handInActive = (day: string | null) => {
    if (!activeId || !today || handedIn || writes.busy) return;
    const date = day ?? today;
    const refusal = refusalOf(date, { setDay, today });
    if (refusal) {
      writes.setStatus({ type: 'error', message: refusal });
      return;
    }
    const keptAs: MarkingChange = { kind: 'handIn', body: { HomeworkId: homeworkId, StudentId: activeId, HandedInDate: date } };
    writes.change({ studentId: activeId, send: (key) => sendChange(keptAs, key), keptAs, success: t('mark.handedInUpdated') });
  };

  const clearHandIn = () => {
    if (!activeId || !handedIn) return;
    const studentId = activeId;
    const keptAs: MarkingChange = { kind: 'clearHandedIn', body: { HomeworkId: homeworkId, StudentId: studentId } };
    // The notice with its Undo says 'Handed In status updated.' and what went (not for one sent later).
    writes.change({
      studentId,
      send: async (key) => {
        const answer = (await sendChange(keptAs, key)) as ClearHandedInAnswer;
        undo.offer(answer.ClearanceId, answer.Cleared);
        return handInRecordOf(answer);
      },
      keptAs,
      settled: () => drafts.forget(studentId),
    });
  };

  /** Asked first (ClearMarkButton); the grade and comment are kept by the clear, for Undo and the History's Restore. */
  const clearGradeAndComment = () => {
    if (!activeId || view !== 'marked') return;
    const studentId = activeId;
    drafts.clearTyped();
    const keptAs: MarkingChange = { kind: 'clearMark', body: { HomeworkId: homeworkId, StudentId: studentId } };
    writes.change({
      studentId,
      send: async (key) => {
        const answer = (await sendChange(keptAs, key)) as ClearHandedInAnswer;
        undo.offer(answer.ClearanceId, answer.Cleared, 'mark');
        return handInRecordOf(answer);
      },
      keptAs,
    });
  };

  /** The active student's typed mark, saved over `read`; false when there is nothing to save (or over a limit: the panel says why). */
  const saveActive = (read: ReadMark) => {
    const current = drafts.current();
    if (!rows || !activeId || !handedIn || !isMarkSavable(current) || !writes.hasRecord(activeId)) return false;
    writes.saveMark({ studentId: activeId, result: blankToNull(current.result), comments: blankToNull(current.comments), read, levels: levelsFor?.(activeId) });
    return true;
  };

  /**
   * 02 §4: Handed In to Marked at once and on to the next student; a failure restores the old status.
   * Answers the student moved to (null when nothing was saved or there is no one next).
   */
  const saveAndNext = () => {
    if (!rows || !activeId || !saveActive(drafts.read())) return null;
    const next = neighbourOf(rows, view, activeId, 'next');
    chosen.moveTo(next);
    return next;
  };

  /** The clash answered: their mark stays, what was typed goes (its draft too). */
  const keepTheirs = () => {
    if (!clash) return;
    drafts.clearTyped();
    drafts.forget(clash.mark.studentId);
    writes.setStatus({ type: 'success', message: t('clash.keptTheirs') });
    setClash(null);
  };
  /** The clash answered: the typed mark is saved over theirs, now that the teacher has seen it; they stay on the student. */
  const saveMine = () => {
    if (!clash) return;
    const { Result, Comments } = clash.answer.Theirs;
    // The mark the teacher saved (now, or kept while offline), over theirs now that they have seen it.
    writes.saveMark({ ...clash.mark, read: { result: Result, comments: Comments } });
    setClash(null);
  };

  const extend = (day: string | null) => {
    if (activeId) writes.change({ studentId: activeId, send: () => extendDueDate({ HomeworkId: homeworkId, StudentId: activeId, ExtendedDueDate: day }) });
  };

  return {
    status: writes.status,
    setStatus: writes.setStatus,
    busy: writes.busy,
    handIn: handInActive,
    clearHandIn,
    clearGradeAndComment,
    saveAndNext,
    extend,
    clash,
    keepTheirs,
    saveMine,
    /** The question closed unanswered: nothing is saved, what was typed stays, and the next save asks again. */
    leaveClash: () => setClash(null),
  };
}
