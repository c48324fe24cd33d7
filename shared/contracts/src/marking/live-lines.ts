// The line a marking page shows when someone else changes the homework it has open (decision 0030's
// live events): who, what, for whom and when, in a teacher's words.
import type { MarkingEventKind } from './codes';

/** The students named as the list names them (null: one this teacher cannot see): one or two by name, more by their number. */
export function studentsNamed(names: readonly (string | null)[]): string {
  if (names.every((name) => name !== null) && names.length <= 2) return names.join(' and ');
  return names.length === 1 ? 'a student' : `${names.length} students`;
}

const done: Record<MarkingEventKind, (students: string) => string> = {
  'hand-in': (students) => `recorded a hand-in for ${students}`,
  clear: (students) => `cleared the hand-in or mark for ${students}`,
  mark: (students) => `saved a grade and comment for ${students}`,
  extension: (students) => `changed the due date for ${students}`,
  restore: (students) => `undid a clear for ${students}`,
};

export const liveMarkingTexts = {
  /** "Mr D. Okafor saved a grade and comment for Ahmed, Zoe at 14:52." */
  changedBy: (changedBy: string, kind: MarkingEventKind, names: readonly (string | null)[], time: string) =>
    `${changedBy} ${done[kind](studentsNamed(names))} at ${time}.`,
  /** The signed-in teacher's own change, made in another tab or window. */
  changedByYou: (kind: MarkingEventKind, names: readonly (string | null)[], time: string) =>
    `You ${done[kind](studentsNamed(names))} in another tab at ${time}.`,
  /** The active student's mark changed while the teacher was typing over it: what they typed stays. */
  typedKept: (studentName: string) =>
    `${studentName}'s grade and comment were changed while you were typing. What you typed is kept; saving it will ask which to keep.`,
} as const;
