// The marking changes of one homework that wait to be sent (decision 0032): kept in the browser's
// IndexedDB per user and school (useWaitingChanges, which the page lays over the server's records,
// waiting-rules.ts), and sent in the order they were made when the connection returns, when the page
// opens again and every few seconds while any wait, each with its idempotency key (useSendWaiting,
// beside the page's other writes). Whether the connection is down is said at once: the browser's
// offline event, or a request that got no answer. Only for a school that has chosen it
// (FEATURE_FLAGS.keepMarkingWhileOffline): otherwise a failed save fails, as the spec says.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, calls, useMutation, useQuery } from '@homework/platform/api';
import { changesOf, forgetChange, keepChange, refuseChange, restoreChange, type ChangeOwner, type WaitingChange } from '@homework/platform/waiting-changes';
import { FEATURE_FLAGS, MESSAGES, type HomeworkStudent, type MarkChangedAnswer } from '@homework/contracts';
import { isChosen } from '@homework/contracts/access';
import { sendChange } from '../api/send-change';
import { afterFailure, WAITING_KIND, type MarkingChange } from '../utils/waiting-rules';

/** How often changes still waiting are sent again while the browser says it is online (a 5xx, a time-out). */
export const RESEND_EVERY_MS = 5_000;

export type KeptChange = WaitingChange<MarkingChange>;

export interface WaitingHandlers {
  /** A kept change reached the server: its answer is the student's record. */
  sent(record: HomeworkStudent, change: MarkingChange): void;
  /** A kept mark met a newer one on the server: the page asks which to keep (it is no longer kept). */
  clashed(change: Extract<MarkingChange, { kind: 'saveMark' }>, answer: MarkChangedAnswer): void;
}

const failureOf = (error: unknown) =>
  error instanceof ApiError ? { status: error.status, message: error.message, body: error.body } : { status: 0, message: String(error) };

/** No answer came (offline, a time-out): not a request that was never sent for want of a token, or cancelled. */
const gotNoAnswer = ({ status, message }: { status: number; message: string }) =>
  status === 0 && message !== MESSAGES.notAuthenticated && message !== MESSAGES.cancelledByUser;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the school keeps marking changes that cannot be sent; not until its features are known (the spec's way). */
export function useKeepsWhileOffline(): boolean {
  const { data } = useQuery({ ...calls.identities(), select: (identity) => isChosen(identity, FEATURE_FLAGS.keepMarkingWhileOffline) });
  return data === true;
}

export function useWaitingChanges(homeworkId: string, owner: ChangeOwner | null) {
  const keeps = useKeepsWhileOffline();
  const [changes, setChanges] = useState<readonly KeptChange[]>([]);
  const [offline, setOffline] = useState(browserOffline);
  /** How many were sent since the last time none waited: the notice says when they all have gone. */
  const [sentCount, setSentCount] = useState(0);
  const latest = useRef({ owner, changes });
  latest.current = { owner, changes };
  const ownerKey = owner ? `${owner.userId}/${owner.schoolId}` : null;

  const reload = useCallback(async () => {
    const current = latest.current.owner;
    const kept = current ? await changesOf<MarkingChange>(current, WAITING_KIND, homeworkId) : [];
    setChanges(kept);
    return kept;
  }, [homeworkId]);

  // Another user (or homework) reads only their own.
  useEffect(() => {
    setChanges([]);
    setSentCount(0);
  }, [ownerKey, homeworkId]);

  useEffect(() => {
    const online = () => setOffline(false);
    const offlineNow = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offlineNow);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offlineNow);
    };
  }, []);

  const waiting = changes.filter((change) => change.refused === undefined).length;
  // Closing the tab with changes still waiting asks first (the browser words the question).
  useEffect(() => {
    if (waiting === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers that predate preventDefault here ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);

  return {
    homeworkId,
    owner: ownerKey ? owner : null,
    changes,
    /** How many changes wait to be sent (not those refused). */
    waiting,
    /** Said only where changes are kept: elsewhere a save made offline fails, and says so. */
    offline: keeps && offline,
    /** Sent since the last time none waited (for the notice that says all are saved). */
    sentCount,
    reload,
    /** Said by a send: it got through, or it got no answer. */
    answered: (got: boolean) => setOffline(!got),
    countSent: () => setSentCount((count) => count + 1),
    /** A new change must wait behind those kept (or while offline), so that they arrive in order. */
    mustWait: () => (keeps && browserOffline()) || latest.current.changes.some((change) => change.refused === undefined),
    /** Keeps a change to send later: it could not be sent, or others wait before it. */
    keep: async (change: MarkingChange, idempotencyKey: string) => {
      const current = latest.current.owner;
      if (!current) return;
      if (!latest.current.changes.some((kept) => kept.refused === undefined)) setSentCount(0);
      await keepChange<MarkingChange>({ ...current, kind: WAITING_KIND, about: homeworkId, idempotencyKey, request: change, madeAt: new Date().toISOString() });
      await reload();
    },
    /** What a failed send of a new change means for it: kept to send again, or not. */
    keepsAfter: (error: unknown) => keeps && afterFailure(failureOf(error)).outcome === 'keep',
    /** Notes a send that got no answer: the status line says offline at once. */
    noAnswer: (error: unknown) => {
      if (gotNoAnswer(failureOf(error))) setOffline(true);
    },
    /** A refused change, discarded by the teacher (asked first; restore puts it back). */
    discard: async (change: KeptChange) => {
      await forgetChange(change.seq);
      await reload();
    },
    restore: async (change: KeptChange) => {
      await restoreChange(change);
      await reload();
    },
  };
}

export type WaitingChanges = ReturnType<typeof useWaitingChanges>;

/** Sends what waits, oldest first, when the page opens, the connection returns, and every few seconds while any wait. */
export function useSendWaiting(waiting: WaitingChanges, handlers: WaitingHandlers): void {
  const latest = useRef({ waiting, handlers });
  latest.current = { waiting, handlers };
  // Sent through a mutation, so the page's live events take its answer for this tab's own write.
  const { mutateAsync } = useMutation({ mutationFn: (change: KeptChange) => sendChange(change.request, change.idempotencyKey) });

  const sending = useRef(false);
  /** Stops at the first that cannot get through: the rest wait behind it, in order. */
  const flush = useCallback(async () => {
    const { reload } = latest.current.waiting;
    if (sending.current || !latest.current.waiting.owner) return;
    sending.current = true;
    try {
      for (const change of await reload()) {
        if (change.refused !== undefined) continue;
        try {
          const record = await mutateAsync(change);
          await forgetChange(change.seq);
          latest.current.waiting.answered(true);
          latest.current.waiting.countSent();
          latest.current.handlers.sent(record, change.request);
        } catch (error) {
          const failure = failureOf(error);
          const after = afterFailure(failure);
          if (after.outcome === 'keep') {
            if (gotNoAnswer(failure)) latest.current.waiting.answered(false);
            break;
          }
          if (after.outcome === 'clash' && change.request.kind === 'saveMark') {
            await forgetChange(change.seq);
            latest.current.handlers.clashed(change.request, after.answer);
          } else await refuseChange(change, after.outcome === 'refuse' ? after.reason : failure.message);
        }
      }
    } finally {
      sending.current = false;
      await reload();
    }
  }, [mutateAsync]);

  const ownerKey = waiting.owner ? `${waiting.owner.userId}/${waiting.owner.schoolId}` : null;
  // Opening the page (or signing in again) sends what was kept.
  useEffect(() => {
    if (ownerKey) void flush();
  }, [ownerKey, waiting.homeworkId, flush]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (waiting.waiting === 0) return;
    const timer = setInterval(() => {
      if (!browserOffline()) void flush();
    }, RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting.waiting, flush]);
}
