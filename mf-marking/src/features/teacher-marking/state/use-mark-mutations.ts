// Every write of the marking view (02 §4, §7), each a mutation: its busy state, the record it answers
// written into the hand-ins, and the student's files and history read again. Save and Next marks
// the student at once and rolls back if the save fails; a save over a mark changed since it was read
// is refused by the service (409) and handed to the page to ask which to keep. A mark, hand-in or
// clear that gets no answer (offline, a time-out, a 5xx) is kept and sent again (decision 0032), as is
// one made while others wait, so that they arrive in order.
import { useState } from 'react';
import { ApiError, queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import {
  handInStatusOf,
  isMarkChangedAnswer,
  type ChosenLevel,
  type ClearHandedInAnswer,
  type HomeworkStudent,
  type MarkChangedAnswer,
  type HomeworkStudentsResponse,
} from '@homework/contracts';
import { newIdempotencyKey, sendChange, useSendWaiting, type MarkingChange, type WaitingChanges } from '../../waiting-changes';
import { findRecord, withRecord } from '../utils/marking-rows';
import { useMarkingMessages } from '../../../messages';

export interface PageStatus {
  type: 'success' | 'error';
  message: string;
}

/** A change to one student's hand-in or extension; the answer is their new record. */
interface Change {
  studentId: string;
  /** Sends it with its idempotency key. */
  send: (idempotencyKey: string) => Promise<unknown>;
  /** What is kept and sent again when it gets no answer (none for an extension). */
  keptAs?: MarkingChange;
  /** What the page says once it is saved. */
  success?: string;
  /** Once the change is over, saved or not. */
  settled?: () => void;
}

export interface Mark {
  studentId: string;
  result: string | null;
  comments: string | null;
  /** The saved mark it was typed over: the service refuses the save when the mark has changed since. */
  read: { result: string | null; comments: string | null };
  /** The levels chosen on the homework's mark scheme (decision 0039), kept beside the mark; none without a scheme. */
  levels?: ChosenLevel[];
}

/** A save refused because the mark changed since it was read: the mark asked for, and the service's answer with both. */
export interface MarkClash {
  mark: Mark;
  answer: MarkChangedAnswer;
}

const clashOf = (error: unknown) => (error instanceof ApiError && error.status === 409 && isMarkChangedAnswer(error.body) ? error.body : null);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const markChangeOf = (homeworkId: string, { studentId, result, comments, read, levels }: Mark): Extract<MarkingChange, { kind: 'saveMark' }> => ({
  kind: 'saveMark',
  body: {
    StudentId: studentId,
    HomeworkId: homeworkId,
    Result: result,
    Comments: comments,
    Read: { Result: read.result, Comments: read.comments },
    ...(levels ? { Levels: levels } : {}),
  },
});

/** A clear's answer carries what it took, for Undo; the hand-ins keep the record alone. */
export const handInRecordOf = (answer: HomeworkStudent | ClearHandedInAnswer): HomeworkStudent => {
  const { ClearanceId: _clearance, Cleared: _cleared, ...record } = answer as ClearHandedInAnswer;
  return record;
};

export function useMarkMutations(
  homeworkId: string,
  handlers: { saved(studentId: string): void; saveFailed(studentId: string): void; clashed(clash: MarkClash): void },
  /** The homework's changes kept while they could not be sent (the page lays them over the records). */
  waiting: WaitingChanges,
) {
  const t = useMarkingMessages();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PageStatus | null>(null);
  const failed = (error: unknown) => setStatus({ type: 'error', message: t('mark.saveFailed', { reason: messageOf(error) }) });

  const setRecord = (record: HomeworkStudent) =>
    queryClient.setQueryData<HomeworkStudentsResponse>(queryKeys.handIns(homeworkId), (old) =>
      old ? { ...old, Students: withRecord(old.Students, record) } : old,
    );
  const recordOf = (studentId: string) => {
    const records = queryClient.getQueryData<HomeworkStudentsResponse>(queryKeys.handIns(homeworkId))?.Students;
    return records ? findRecord(records, studentId) : undefined;
  };
  const afterChange = (studentId: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.markingHistory(homeworkId, studentId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.submission(homeworkId, studentId) });
  };
  /** The page shows another's newer mark, which a save was refused over, and asks. */
  const showTheirs = (studentId: string, answer: MarkChangedAnswer, before = recordOf(studentId)) => {
    if (!before) return;
    const { Result, Comments } = answer.Theirs;
    setRecord({ ...before, Result, Comments, Status: handInStatusOf({ handedInDate: before.HandedInDate, result: Result }) });
    afterChange(studentId);
  };

  useSendWaiting(waiting, {
    sent: (answer, change) => {
      setRecord(handInRecordOf(answer));
      afterChange(change.body.StudentId);
    },
    clashed: ({ body }, answer) => {
      showTheirs(body.StudentId, answer);
      handlers.clashed({ mark: { studentId: body.StudentId, result: body.Result, comments: body.Comments, read: { result: body.Read?.Result ?? null, comments: body.Read?.Comments ?? null } }, answer });
    },
  });
  /** Kept to send later; the record shown is the server's with the change laid over it (waiting-rules). */
  const keep = (change: MarkingChange, idempotencyKey: string, before?: HomeworkStudent) =>
    waiting.keep(change, idempotencyKey).then(() => {
      if (before) setRecord(before);
    });

  const change = useMutation({
    mutationFn: ({ send, idempotencyKey }: Change & { idempotencyKey: string }) => send(idempotencyKey) as Promise<HomeworkStudent>,
    onMutate: () => setStatus(null),
    onSuccess: (record, { studentId, success }) => {
      setRecord(record);
      if (success) setStatus({ type: 'success', message: success });
      afterChange(studentId);
    },
    onError: (error, { keptAs, idempotencyKey }) => {
      if (keptAs && waiting.keepsAfter(error)) {
        waiting.noAnswer(error);
        void keep(keptAs, idempotencyKey);
      } else failed(error);
    },
    onSettled: (_record, _error, { settled }) => settled?.(),
  });

  const mark = useMutation({
    mutationFn: ({ idempotencyKey, ...input }: Mark & { idempotencyKey: string }) =>
      sendChange(markChangeOf(homeworkId, input), idempotencyKey) as Promise<HomeworkStudent>,
    onMutate: ({ studentId, result, comments }: Mark & { idempotencyKey: string }) => {
      const before = recordOf(studentId);
      setStatus(null);
      // Handed In to Marked at once; the teacher has already moved on.
      if (before) setRecord({ ...before, Result: result, Comments: comments, Status: handInStatusOf({ handedInDate: before.HandedInDate, result }) });
      return { before };
    },
    onSuccess: (record, { studentId }) => {
      setRecord(record);
      handlers.saved(studentId);
      afterChange(studentId);
    },
    onError: (error, { idempotencyKey, ...input }, context) => {
      const before = context?.before;
      // No answer: kept with its key and sent again; the teacher goes on marking.
      if (waiting.keepsAfter(error)) {
        waiting.noAnswer(error);
        void keep(markChangeOf(homeworkId, input), idempotencyKey, before).then(() => handlers.saved(input.studentId));
        return;
      }
      const clash = clashOf(error);
      // Refused over another's newer mark: the page shows theirs, and asks.
      if (clash && before) showTheirs(input.studentId, clash, before);
      else if (before) setRecord(before);
      if (!clash) failed(error);
      handlers.saveFailed(input.studentId);
      if (clash) handlers.clashed({ mark: input, answer: clash });
    },
  });

  return {
    status,
    setStatus,
    busy: change.isPending,
    change: (input: Change) => {
      const idempotencyKey = newIdempotencyKey();
      // Behind changes still waiting (or offline), a change waits too, so that they arrive in order.
      if (input.keptAs && waiting.mustWait()) {
        setStatus(null);
        void keep(input.keptAs, idempotencyKey).then(() => input.settled?.());
      } else change.mutate({ ...input, idempotencyKey });
    },
    saveMark: (input: Mark) => {
      const idempotencyKey = newIdempotencyKey();
      if (waiting.mustWait()) {
        setStatus(null);
        void keep(markChangeOf(homeworkId, input), idempotencyKey).then(() => handlers.saved(input.studentId));
      } else mark.mutate({ ...input, idempotencyKey });
    },
    hasRecord: (studentId: string) => recordOf(studentId) !== undefined,
  };
}
