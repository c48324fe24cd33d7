// While the student view is open, the student's marking changes in every homework as they happen
// (decision 0030, the student's own stream): each one reads the student's homework again, so a
// colleague's hand-in or mark shows with no reload, and a line says who changed what.
import { useEffect, useRef, useState } from 'react';
import { getSuite, queryKeys, useQueryClient, useSchoolContext } from '@homework/platform/api';
import { inSchoolZone, MARKING, MARKING_EVENTS_HEARTBEAT_SECONDS, MARKING_EVENTS_READY, type MarkingEvent } from '@homework/contracts';
import { useMarkingMessages } from '../../../messages';
import { liveLine } from './live-text';

/** Three heartbeats missed: the connection is gone though nothing said so, and is opened again. */
const QUIET_LIMIT_MS = MARKING_EVENTS_HEARTBEAT_SECONDS * 3 * 1000;

/** Listens to the student's changes while mounted; the line to show about the latest, or null. */
export function useStudentMarkingEvents(studentId: string, studentName: string | null): string | null {
  const t = useMarkingMessages();
  const queryClient = useQueryClient();
  const context = useSchoolContext();
  const [line, setLine] = useState<string | null>(null);
  const now = useRef({ studentName, t, userId: context.data?.userId ?? null, timeZone: context.data?.timeZone ?? null });
  now.current = { studentName, t, userId: context.data?.userId ?? null, timeZone: context.data?.timeZone ?? null };

  useEffect(() => {
    if (!studentId) return;
    const stop = new AbortController();
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.studentOverviews(studentId) });
    const onEvent = ({ data: event }: { data: MarkingEvent }) => {
      readAgain();
      const { studentName: name, t: format, userId, timeZone } = now.current;
      const time = (timeZone ? inSchoolZone(event.ChangedAt, timeZone) : null)?.format('HH:mm') ?? '';
      const mine = !!userId && event.ChangedById.toLowerCase() === userId.toLowerCase();
      setLine(liveLine(format, mine ? null : event.ChangedBy, event.Kind, [name], time));
    };
    getSuite().api.listen(
      MARKING.studentMarkingEvents,
      { studentId },
      // Every connection (a first one, or after a drop) may have missed changes: read the student again.
      { onEvent, own: { [MARKING_EVENTS_READY]: readAgain } },
      { signal: stop.signal, quietLimitMs: QUIET_LIMIT_MS },
    );
    return () => stop.abort();
  }, [studentId, queryClient]);

  return line;
}
