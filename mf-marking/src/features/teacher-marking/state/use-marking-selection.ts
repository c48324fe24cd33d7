// Which student the marking view shows, and in which tab (02 §2.2, §8): chosen by the teacher, or by
// the address. The address names the active student, so a reload comes back to them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { markingViewOf, neighbourOf, type Neighbour } from '@homework/contracts';
import { initialSelection, selectionOfView, type MarkingRow, type MarkingSelection } from '../utils/marking-rows';

export function useMarkingSelection(rows: MarkingRow[] | null, homeworkId: string, selectedStudentId: string | undefined, search: string) {
  const [chosen, setChosen] = useState<MarkingSelection | null>(null);
  const selection = chosen ?? (rows ? initialSelection(rows, selectedStudentId) : null);
  const activeRow = rows && selection?.studentId ? rows.find((row) => row.studentId === selection.studentId) ?? null : null;
  const activeId = activeRow?.studentId ?? null;
  // The tab follows the active student when a hand-in, mark or refresh moves them to another status.
  const view = activeRow ? markingViewOf(activeRow) : selection?.view ?? 'handedIn';

  // The students it wrote, until the router reports them back: any other student in the address was
  // typed there (or linked), and becomes the active one.
  const written = useRef<string[]>([]);
  // Written into the browser's history entry directly, not as a router navigation, which has lost a
  // keystroke arriving while the teacher types. (single-spa still tells the shell's router; the shell
  // takes it as the same page, so neither the focus nor a page view follows.)
  useEffect(() => {
    const at = `#/homework/teacherview/${encodeURIComponent(homeworkId)}/`;
    if (!activeId || !window.location.hash.toLowerCase().startsWith('#/homework/teacherview/')) return;
    const address = `${at}${encodeURIComponent(activeId)}${search}`;
    if (window.location.hash === address) return;
    written.current.push(activeId);
    window.history.replaceState(window.history.state, '', address);
  }, [activeId, homeworkId, search]);
  useEffect(() => {
    const own = written.current.indexOf(selectedStudentId ?? '');
    if (own >= 0) written.current.splice(0, own + 1);
    else setChosen(null);
  }, [selectedStudentId]);
  // The first student shown stays the active one when the rows are read again (a colleague's change,
  // a refresh) and their status moves them: the first view is worked out once, not on every read.
  const firstId = chosen ? null : selection?.studentId ?? null;
  const firstView = selection?.view ?? 'handedIn';
  useEffect(() => {
    if (firstId) setChosen({ view: firstView, studentId: firstId });
  }, [firstId, firstView]);

  const moveTo = (neighbour: Neighbour | null) => {
    if (neighbour) setChosen(neighbour);
  };
  return {
    selection,
    activeRow,
    activeId,
    view,
    handedIn: view !== 'notHandedIn',
    select: setChosen,
    moveTo,
    move: (direction: 'previous' | 'next') => {
      if (rows && selection) moveTo(neighbourOf(rows, view, activeId ?? '', direction));
    },
    chooseView: (next: typeof view) => {
      if (rows) setChosen(selectionOfView(rows, next));
    },
    chooseStudent: useCallback((studentId: string) => setChosen((old) => ({ view: old?.view ?? 'handedIn', studentId })), []),
  };
}
