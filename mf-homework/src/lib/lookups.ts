// The subject and teacher lists both features offer as typeaheads, with the spec's cache lifetimes:
// each list is kept once, under its own key, and made into choices as it is read (`select`).
import { calls, endpointQuery, queryKeys, useQuery } from '@homework/platform/api';
import { CACHE_MINUTES, HOMEWORK, teacherDisplayName, type Subject, type Teacher } from '@homework/contracts';

export interface Choice {
  value: string;
  label: string;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'en-GB');

export const subjectsQuery = () =>
  endpointQuery(HOMEWORK.subjects, { key: queryKeys.subjects(), lifetime: { minutes: CACHE_MINUTES.subjects, acrossReloads: true } });

export const subjectChoices = (subjects: Subject[]): Choice[] => subjects.map((s) => ({ value: s.SubjectId, label: s.Name })).sort(byLabel);

/**
 * Teachers by display name ("Mrs S. Thompson"), sorted by surname as a staff list is read. The list is
 * the one the shell read at sign-in (one request, not two); a refusal leaves the typeahead empty
 * rather than the page.
 */
export const teacherChoices = (teachers: Teacher[]): Choice[] =>
  [...teachers]
    .sort((a, b) => `${a.DisplaySurname} ${a.DisplayForename}`.localeCompare(`${b.DisplaySurname} ${b.DisplayForename}`, 'en-GB'))
    .map((t) => ({ value: t.Id, label: teacherDisplayName(t) }));

export const useTeacherChoices = () => useQuery({ ...calls.teachers(), select: teacherChoices });
export const useSubjectChoices = () => useQuery({ ...subjectsQuery(), select: subjectChoices });

/** antd Select's typeahead: match anywhere in the label, ignoring case. */
export const matchesLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
