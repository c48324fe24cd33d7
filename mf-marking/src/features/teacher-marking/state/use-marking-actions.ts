// What the teacher does to the active student (02 §2.2, §4): hand in, clear the hand-in, clear the
// mark, save and move on, extend. Each goes through the marking view's mutations.
import {
  isMarkSavable,
  isHandInDateAllowed,
  markingMessages,
  neighbourOf,
  type ClearHandedInAnswer,
} from '@homework/contracts';
import type { ClearUndo } from '../../clear-hand-ins';
import { clearHandedIn, clearMark, extendDueDate, handIn } from '../api/marking-calls';
import type { MarkingRow } from '../utils/marking-rows';
import type { useMarkDrafts } from './use-mark-drafts';
import { useMarkMutations } from './use-mark-mutations';
import type { useMarkingSelection } from './use-marking-selection';

interface ActionsOf {
  homeworkId: string;
  rows: MarkingRow[] | null;
  today: string | null;
  chosen: ReturnType<typeof useMarkingSelection>;
  drafts: ReturnType<typeof useMarkDrafts>;
  undo: Pick<ClearUndo, 'offer'>;
  /** Opens the grade and comment panel for a student. */
  showPanel(studentId: string): void;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

export function useMarkingActions({ homeworkId, rows, today, chosen, drafts, undo, showPanel }: ActionsOf) {
  const { activeId, view, handedIn } = chosen;
  const writes = useMarkMutations(homeworkId, {
    saved: drafts.forget,
    // Back to the student whose mark did not save, with what was typed still in the fields.
    saveFailed: (studentId) => {
      chosen.select({ view, studentId });
      showPanel(studentId);
    },
  });

  const handInActive = (day: string | null) => {
    if (!activeId || !today || handedIn || writes.busy) return;
    const date = day ?? today;
    if (!isHandInDateAllowed(date, today)) {
      writes.setStatus({ type: 'error', message: markingMessages.handInDateInFuture });
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

  /** 02 §4: Handed In to Marked at once and on to the next student; a failure restores the old status. Over a limit, nothing is sent (the panel says why). */
  const saveAndNext = () => {
    const current = drafts.current();
    if (!rows || !activeId || !handedIn || !isMarkSavable(current) || !writes.hasRecord(activeId)) return;
    writes.saveMark({ studentId: activeId, result: blankToNull(current.result), comments: blankToNull(current.comments) });
    chosen.moveTo(neighbourOf(rows, view, activeId, 'next'));
  };

  const extend = (day: string | null) => {
    if (activeId) writes.change({ studentId: activeId, send: () => extendDueDate({ HomeworkId: homeworkId, StudentId: activeId, ExtendedDueDate: day }) });
  };

  return { status: writes.status, setStatus: writes.setStatus, busy: writes.busy, handIn: handInActive, clearHandIn, clearGradeAndComment, saveAndNext, extend };
}
