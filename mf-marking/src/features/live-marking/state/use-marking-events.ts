// While a homework's marking page is open, its marking changes as they happen (decision 0030): each
// one asks again for what it changed, so counts, tabs and statuses follow a colleague's saves with no
// reload, and a line says who changed what. What the teacher is typing is never in those answers: the
// marking view's fields show what was typed over the mark read (use-mark-drafts), and a save over a
// mark changed since is asked about (decision 0020).
import { useEffect, useRef, useState } from 'react';
import { getSuite, queryKeys, useQueryClient, useSchoolContext } from '@homework/platform/api';
import {
  inSchoolZone,
  MARKING,
  MARKING_EVENTS_HEARTBEAT_SECONDS,
  MARKING_EVENTS_READY,
  type MarkingEvent,
  type MarkingEventsReady,
} from '@homework/contracts';
import { useMarkingMessages } from '../../../messages';
import { liveLine } from './live-text';

/** Three heartbeats missed: the connection is gone though nothing said so, and is opened again. */
const QUIET_LIMIT_MS = MARKING_EVENTS_HEARTBEAT_SECONDS * 3 * 1000;
/** A change of this user's that comes this soon after a write made in this tab is taken for that write's. */
const OWN_WRITE_MS = 10_000;

export interface MarkingEventsOptions {
  /** A student's name as the page lists it; null for one it does not show. */
  nameOf: (studentId: string) => string | null;
  /** The student whose grade and comment hold what the teacher typed, if any. */
  typingFor?: string | null;
}

/** Listens to the homework's changes while mounted; the line to show about the latest, or null. */
export function useMarkingEvents(homeworkId: string, options: MarkingEventsOptions): string | null {
  const t = useMarkingMessages();
  const queryClient = useQueryClient();
  const context = useSchoolContext();
  const [line, setLine] = useState<string | null>(null);
  // Read when an event comes, not when the stream opened.
  const now = useRef({ ...options, t, userId: context.data?.userId ?? null, timeZone: context.data?.timeZone ?? null });
  now.current = { ...options, t, userId: context.data?.userId ?? null, timeZone: context.data?.timeZone ?? null };

  useEffect(() => {
    if (!homeworkId) return;
    const stop = new AbortController();
    // What a marking change can change: the hand-ins (counts, tabs, statuses, marks), the histories
    // and what a clear would take. Not the record, nor the students' files, whose signed links a read
    // would renew under an open viewer.
    const readAgain = () => {
      for (const queryKey of [queryKeys.handIns(homeworkId), queryKeys.markingHistories(homeworkId), queryKeys.clearSummaries(homeworkId)])
        void queryClient.invalidateQueries({ queryKey });
    };
    // A write of this tab's own still under way, or just made: its change is not news here.
    const writtenHere = () =>
      queryClient
        .getMutationCache()
        .getAll()
        .some(({ state }) => state.status === 'pending' || Date.now() - state.submittedAt < OWN_WRITE_MS);
    const onEvent = ({ data: event }: { data: MarkingEvent }) => {
      readAgain();
      const { nameOf, typingFor, t: format, userId, timeZone } = now.current;
      const mine = !!userId && event.ChangedById.toLowerCase() === userId.toLowerCase();
      if (mine && writtenHere()) return;
      const names = event.StudentIds.map(nameOf);
      const time = (timeZone ? inSchoolZone(event.ChangedAt, timeZone) : null)?.format('HH:mm') ?? '';
      const said = liveLine(format, mine ? null : event.ChangedBy, event.Kind, names, time);
      const kept = typingFor && event.Kind === 'mark' && event.StudentIds.includes(typingFor) ? format('live.typedKept', { name: nameOf(typingFor) ?? '' }) : null;
      setLine(kept ? `${said} ${kept}` : said);
    };
    getSuite().api.listen(
      MARKING.markingEvents,
      { homeworkId },
      {
        onEvent,
        // The stream cannot vouch for what changed before it opened (or while it was away): read it all again.
        own: { [MARKING_EVENTS_READY]: (ready: MarkingEventsReady) => ready.ReadAgain && readAgain() },
      },
      { signal: stop.signal, quietLimitMs: QUIET_LIMIT_MS },
    );
    return () => stop.abort();
  }, [homeworkId, queryClient]);

  return line;
}
