// The rules of the marking changes kept while they cannot be sent (decision 0032): which failures keep
// a change to send again, and the hand-ins as the teacher sees them with their kept changes laid over
// the server's records, so the list, the tabs and Next and Previous work as if each had been saved.
import {
  handInStatusOf,
  isMarkChangedAnswer,
  type HandInRequest,
  type HomeworkStudent,
  type MarkChangedAnswer,
  type MarkingStudentRequest,
  type SaveHomeworkMarkRequest,
} from '@homework/contracts';

/** A marking change as it is kept and sent again: the MARKING call and its body. */
export type MarkingChange =
  | { kind: 'saveMark'; body: SaveHomeworkMarkRequest }
  | { kind: 'handIn'; body: HandInRequest }
  | { kind: 'clearHandedIn'; body: MarkingStudentRequest }
  | { kind: 'clearMark'; body: MarkingStudentRequest };

export const WAITING_KIND = 'marking';

/** A failed send, as the page reads it: its HTTP status (0 for no answer) and what it said. */
export interface SendFailure {
  status: number;
  message: string;
  body?: unknown;
}

export type AfterFailure =
  /** No answer (offline, a time-out), a 5xx or too many requests: kept, and sent again later. */
  | { outcome: 'keep' }
  /** Someone saved a newer mark since it was typed: the page asks which to keep (decision 0020). */
  | { outcome: 'clash'; answer: MarkChangedAnswer }
  /** Refused for a reason sending again will not change (validation, 401/403): kept with it until discarded. */
  | { outcome: 'refuse'; reason: string };

export function afterFailure({ status, message, body }: SendFailure): AfterFailure {
  if (status === 409 && isMarkChangedAnswer(body)) return { outcome: 'clash', answer: body };
  // Status 0 is no answer: offline, a time-out, or no token yet (signed out, a renewal under way),
  // when nothing was sent at all.
  if (status === 0 || status >= 500 || status === 408 || status === 429) return { outcome: 'keep' };
  return { outcome: 'refuse', reason: message };
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The hand-in day as an instant for the list: midday UTC falls on that day in every UK school's zone
 * (the server keeps the instant it records once the change is sent).
 */
const instantOfDay = (day: string) => `${day}T12:00:00.000Z`;

/** One record after one change, as the server's change plan writes it (clearing a hand-in clears its mark). */
export function withChange(record: HomeworkStudent, change: MarkingChange): HomeworkStudent {
  switch (change.kind) {
    case 'saveMark': {
      const { Result, Comments } = change.body;
      return { ...record, Result, Comments, Status: handInStatusOf({ handedInDate: record.HandedInDate, result: Result }) };
    }
    case 'handIn': {
      // No day sent is today, as the server records it.
      const HandedInDate = change.body.HandedInDate ? instantOfDay(change.body.HandedInDate) : new Date().toISOString();
      return { ...record, HandedInDate, Status: handInStatusOf({ handedInDate: HandedInDate, result: record.Result }) };
    }
    case 'clearHandedIn':
      return { ...record, HandedInDate: null, Result: null, Comments: null, Status: handInStatusOf({ handedInDate: null, result: null }) };
    case 'clearMark':
      return { ...record, Result: null, Comments: null, Status: handInStatusOf({ handedInDate: record.HandedInDate, result: null }) };
  }
}

/** The records with each change not yet sent (and not refused) laid over them, in the order they were made. */
export function withChanges(records: readonly HomeworkStudent[], changes: readonly { request: MarkingChange; refused?: string }[]): readonly HomeworkStudent[] {
  const waiting = changes.filter((change) => change.refused === undefined);
  if (waiting.length === 0) return records;
  return records.map((record) =>
    waiting.reduce((current, { request }) => (sameId(request.body.StudentId, current.StudentId) ? withChange(current, request) : current), record),
  );
}
