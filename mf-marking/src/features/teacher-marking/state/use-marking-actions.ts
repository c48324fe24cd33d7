// What the teacher does to the active student (02 §2.2, §4): hand in, clear the hand-in, clear the
// mark, save and move on, extend. Each goes through the marking view's mutations. A save refused over
// another's newer mark is held as a clash until the teacher keeps theirs or saves their own
// (decision 0020).
import { useState } from 'react';
import {
  handInDateRefusal,
  isMarkSavable,
  markChangedTexts,
  markingMessages,
  neighbourOf,
  type ClearHandedInAnswer,
} from '@homework/contracts';
import type { ClearUndo } from '../../clear-hand-ins';
import { clearHandedIn, clearMark, extendDueDate, handIn } from '../api/marking-calls';
import type { MarkingRow } from '../utils/marking-rows';
import type { ReadMark, useMarkDrafts } from './use-mark-drafts';
import { useMarkMutations, type MarkClash } from './use-mark-mutations';
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
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

export function useMarkingActions({ homeworkId, rows, today, setDay, chosen, drafts, undo, showPanel }: ActionsOf) {
  const { activeId, view, handedIn } = chosen;
  const [clash, setClash] = useState<MarkClash | null>(null);
  const writes = useMarkMutations(homeworkId, {
    saved: drafts.forget,
    // Back to the student whose mark did not save, with what was typed still in the fields.
    saveFailed: (studentId) => {
      chosen.select({ view, studentId });
      showPanel(studentId);
    },
    clashed: setClash,
  });

  const handInActive = (day: string | null) => {
    if (!activeId || !today || handedIn || writes.busy) return;
    const date = day ?? today;
    const refusal = handInDateRefusal(date, { setDay, today });
    if (refusal) {
      writes.setStatus({ type: 'error', message: refusal });
      return;
    }
    writes.change({
      studentId: activeId,
      send: () => handIn({ HomeworkId: homeworkId, StudentId: activeId, HandedInDate: date }),
      success: markingMessages.handedInUpdated,
    });
  };

  const clearHandIn = () => {
    if (!activeId || !handedIn) return;
    const studentId = activeId;
    // The notice with its Undo says 'Handed In status updated.' and what went.
    writes.change({
      studentId,
      send: async () => {
        const { ClearanceId, Cleared, ...record } = (await clearHandedIn({ HomeworkId: homeworkId, StudentId: studentId })) as ClearHandedInAnswer;
        undo.offer(ClearanceId, Cleared);
        return record;
      },
      settled: () => drafts.forget(studentId),
    });
  };

  /** Asked first (ClearMarkButton); the grade and comment are kept by the clear, for Undo and the History's Restore. */
  const clearGradeAndComment = () => {
    if (!activeId || view !== 'marked') return;
    const studentId = activeId;
    drafts.clearTyped();
    writes.change({
      studentId,
      send: async () => {
        const { ClearanceId, Cleared, ...record } = (await clearMark({ HomeworkId: homeworkId, StudentId: studentId })) as ClearHandedInAnswer;
        undo.offer(ClearanceId, Cleared, 'mark');
        return record;
      },
    });
  };

  /** The active student's typed mark, saved over `read`; false when there is nothing to save (or over a limit: the panel says why). */
  const saveActive = (read: ReadMark) => {
    const current = drafts.current();
    if (!rows || !activeId || !handedIn || !isMarkSavable(current) || !writes.hasRecord(activeId)) return false;
    writes.saveMark({ studentId: activeId, result: blankToNull(current.result), comments: blankToNull(current.comments), read });
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
    writes.setStatus({ type: 'success', message: markChangedTexts.keptTheirs });
    setClash(null);
  };
  /** The clash answered: the typed mark is saved over theirs, now that the teacher has seen it; they stay on the student. */
  const saveMine = () => {
    if (!clash) return;
    const { Result, Comments } = clash.answer.Theirs;
    saveActive({ result: Result, comments: Comments });
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
