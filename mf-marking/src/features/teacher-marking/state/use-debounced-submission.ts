// 02 §9: a student's homework loads 500 ms after the teacher moves to them (so flicking through a
// class asks for nothing on the way), unless it is already at hand; the first student at once, as
// nothing was moved through. Once shown, the neighbours either side are loaded ahead, so Previous
// and Next answer at once.
import { useEffect, useState } from 'react';
import { queryKeys, useQuery, useQueryClient } from '@homework/platform/api';
import { STUDENT_HOMEWORK_DEBOUNCE_MS, neighbourOf, type MarkingView, type Neighbour } from '@homework/contracts';
import { prefetchSubmissions, submissionQuery } from '../api/marking-calls';
import type { MarkingRow } from '../utils/marking-rows';

export function useDebouncedSubmission(homeworkId: string, rows: MarkingRow[] | null, view: MarkingView, activeId: string | null) {
  const queryClient = useQueryClient();
  const handedIn = view !== 'notHandedIn';
  const [settledId, setSettledId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const atHand = !!activeId && queryClient.getQueryData(queryKeys.submission(homeworkId, activeId)) !== undefined;
  const ready = handedIn && !!activeId && (atHand || settledId === activeId || !moved);
  useEffect(() => {
    if (!ready || moved) return;
    setMoved(true);
    setSettledId(activeId);
  }, [ready, moved, activeId]);
  useEffect(() => {
    if (!activeId || !handedIn) return undefined;
    const timer = setTimeout(() => setSettledId(activeId), STUDENT_HOMEWORK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [activeId, handedIn]);
  const submission = useQuery({ ...submissionQuery(homeworkId, activeId ?? ''), enabled: ready });

  useEffect(() => {
    if (!rows || !activeId || !submission.data) return;
    const around = (['previous', 'next'] as const)
      .map((direction) => neighbourOf(rows, view, activeId, direction))
      .filter((neighbour): neighbour is Neighbour => !!neighbour && neighbour.view !== 'notHandedIn')
      .map((neighbour) => neighbour.studentId);
    prefetchSubmissions(homeworkId, around).catch(() => undefined);
  }, [rows, activeId, view, homeworkId, submission.data]);

  return { ready, submission };
}
