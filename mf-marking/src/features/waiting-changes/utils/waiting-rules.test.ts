import { MESSAGES, type HomeworkStudent, type MarkChangedAnswer } from '@homework/contracts';
import { afterFailure, withChange, withChanges, type MarkingChange } from './waiting-rules';

const theirs: MarkChangedAnswer = {
  message: 'The grade and comment were changed since you opened them.',
  Theirs: { Result: 'B', Comments: 'Good', ChangedBy: 'Mr D. Okafor', ChangedAt: '2026-12-06T10:00:00Z' },
  Mine: { Result: 'A', Comments: 'Great' },
};

describe('afterFailure: what a failed send means for a kept change', () => {
  test.each([
    ['offline (no answer)', { status: 0, message: 'Failed to fetch' }, 'keep'],
    ['a time-out', { status: 0, message: 'The request timed out.' }, 'keep'],
    ['no token yet: nothing was sent', { status: 0, message: MESSAGES.notAuthenticated }, 'keep'],
    ['a server fault', { status: 500, message: 'Internal Server Error' }, 'keep'],
    ['a proxy with no server behind it', { status: 502, message: 'Bad Gateway' }, 'keep'],
    ['too many requests', { status: 429, message: 'Too many requests' }, 'keep'],
    ['the server timed out reading it', { status: 408, message: 'Request Timeout' }, 'keep'],
    ['validation', { status: 400, message: 'The grade must be 20 characters or fewer.' }, 'refuse'],
    ['signed out', { status: 401, message: 'Unauthorised' }, 'refuse'],
    ['no longer allowed', { status: 403, message: 'Forbidden' }, 'refuse'],
    ['the homework has gone', { status: 404, message: 'Homework not found' }, 'refuse'],
    ['a 409 that is not a newer mark', { status: 409, message: 'Conflict', body: { message: 'Conflict' } }, 'refuse'],
  ])('%s: %s', (_name, failure, outcome) => {
    expect(afterFailure(failure).outcome).toBe(outcome);
  });

  test('a newer mark on the server asks, with both marks', () => {
    expect(afterFailure({ status: 409, message: 'Conflict', body: theirs })).toEqual({ outcome: 'clash', answer: theirs });
  });

  test('a refusal keeps the server\'s reason', () => {
    expect(afterFailure({ status: 400, message: 'The grade must be 20 characters or fewer.' })).toEqual({
      outcome: 'refuse',
      reason: 'The grade must be 20 characters or fewer.',
    });
  });
});

const record = (over: Partial<HomeworkStudent> = {}): HomeworkStudent => ({
  StudentId: 'S1',
  HandedInDate: null,
  Result: null,
  Comments: null,
  Status: 1,
  ExtendedDueDate: null,
  ...over,
});
const who = { HomeworkId: 'H1', StudentId: 's1' };
const handIn: MarkingChange = { kind: 'handIn', body: { ...who, HandedInDate: '2026-12-04' } };
const mark: MarkingChange = { kind: 'saveMark', body: { ...who, Result: 'A', Comments: 'Well argued', Read: { Result: null, Comments: null } } };

describe('withChange: a record after a kept change, as the server writes it', () => {
  test.each<[string, HomeworkStudent, MarkingChange, Partial<HomeworkStudent>]>([
    ['a hand-in', record(), handIn, { HandedInDate: '2026-12-04T12:00:00.000Z', Status: 2 }],
    ['a hand-in of a student already marked', record({ Result: 'B' }), handIn, { HandedInDate: '2026-12-04T12:00:00.000Z', Status: 3 }],
    ['a grade', record({ HandedInDate: '2026-12-04T09:00:00Z', Status: 2 }), mark, { Result: 'A', Comments: 'Well argued', Status: 3 }],
    ['a comment alone is not marked', record({ HandedInDate: '2026-12-04T09:00:00Z', Status: 2 }), { kind: 'saveMark', body: { ...who, Result: null, Comments: 'Late', Read: { Result: null, Comments: null } } }, { Result: null, Comments: 'Late', Status: 2 }],
    ['a cleared hand-in takes its mark', record({ HandedInDate: '2026-12-04T09:00:00Z', Result: 'A', Comments: 'x', Status: 3 }), { kind: 'clearHandedIn', body: who }, { HandedInDate: null, Result: null, Comments: null, Status: 1 }],
    ['a cleared mark keeps the hand-in', record({ HandedInDate: '2026-12-04T09:00:00Z', Result: 'A', Comments: 'x', Status: 3 }), { kind: 'clearMark', body: who }, { HandedInDate: '2026-12-04T09:00:00Z', Result: null, Comments: null, Status: 2 }],
  ])('%s', (_name, before, change, after) => {
    expect(withChange(before, change)).toEqual({ ...before, ...after });
  });
});

describe('withChanges: the records as the teacher sees them', () => {
  const records = [record(), record({ StudentId: 'S2' })];

  test('each waiting change is laid over its student, in the order made (any case of id)', () => {
    const shown = withChanges(records, [{ request: handIn }, { request: mark }]);
    expect(shown[0]).toEqual({ ...records[0], HandedInDate: '2026-12-04T12:00:00.000Z', Result: 'A', Comments: 'Well argued', Status: 3 });
    expect(shown[1]).toBe(records[1]);
  });

  test('a refused change is not laid over: the server\'s record is what stands', () => {
    expect(withChanges(records, [{ request: handIn, refused: 'Forbidden' }])).toBe(records);
  });

  test('with nothing waiting, the records are the same object (nothing re-renders)', () => {
    expect(withChanges(records, [])).toBe(records);
  });
});
