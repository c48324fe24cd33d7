// Every write of the marking view (02 §4, §7), each a mutation: its busy state, the record it answers
// written into the hand-ins, and the student's files and history read again. Save and Next marks
// the student at once and rolls back if the save fails; a save over a mark changed since it was read
// is refused by the service (409) and handed to the page to ask which to keep.
import { useState } from 'react';
import { ApiError, queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import {
  handInStatusOf,
  isMarkChangedAnswer,
  markingMessages,
  type HomeworkStudent,
  type MarkChangedAnswer,
  type HomeworkStudentsResponse,
} from '@homework/contracts';
import { saveMark } from '../api/marking-calls';
import { findRecord, withRecord } from '../utils/marking-rows';

export interface PageStatus {
  type: 'success' | 'error';
  message: string;
}

/** A change to one student's hand-in or extension; the answer is their new record. */
interface Change {
  studentId: string;
  send: () => Promise<unknown>;
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
}

/** A save refused because the mark changed since it was read: the mark asked for, and the service's answer with both. */
export interface MarkClash {
  mark: Mark;
  answer: MarkChangedAnswer;
}

const clashOf = (error: unknown) => (error instanceof ApiError && error.status === 409 && isMarkChangedAnswer(error.body) ? error.body : null);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useMarkMutations(
  homeworkId: string,
  handlers: { saved(studentId: string): void; saveFailed(studentId: string): void; clashed(clash: MarkClash): void },
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PageStatus | null>(null);
  const failed = (error: unknown) => setStatus({ type: 'error', message: markingMessages.saveFailed(messageOf(error)) });

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

  const change = useMutation({
    mutationFn: ({ send }: Change) => send() as Promise<HomeworkStudent>,
    onMutate: () => setStatus(null),
    onSuccess: (record, { studentId, success }) => {
      setRecord(record);
      if (success) setStatus({ type: 'success', message: success });
      afterChange(studentId);
    },
    onError: failed,
    onSettled: (_record, _error, { settled }) => settled?.(),
  });

  const mark = useMutation({
    mutationFn: ({ studentId, result, comments, read }: Mark) =>
      saveMark({
        StudentId: studentId,
        HomeworkId: homeworkId,
        Result: result,
        Comments: comments,
        Read: { Result: read.result, Comments: read.comments },
      }) as Promise<HomeworkStudent>,
    onMutate: ({ studentId, result, comments }: Mark) => {
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
    onError: (error, mark, context) => {
      const clash = clashOf(error);
      const before = context?.before;
      // Refused over another's newer mark: the page shows theirs, and asks.
      if (clash && before) {
        const { Result, Comments } = clash.Theirs;
        setRecord({ ...before, Result, Comments, Status: handInStatusOf({ handedInDate: before.HandedInDate, result: Result }) });
        afterChange(mark.studentId);
      } else if (before) setRecord(before);
      if (!clash) failed(error);
      handlers.saveFailed(mark.studentId);
      if (clash) handlers.clashed({ mark, answer: clash });
    },
  });

  return {
    status,
    setStatus,
    busy: change.isPending,
    change: (input: Change) => change.mutate(input),
    saveMark: (input: Mark) => mark.mutate(input),
    hasRecord: (studentId: string) => recordOf(studentId) !== undefined,
  };
}
