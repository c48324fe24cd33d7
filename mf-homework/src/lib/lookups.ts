// The subject and teacher lists both features offer as typeaheads, with the spec's cache lifetimes.
import { cachedGet, calls, queryKeys, useQuery } from '@homework/platform/api';
import { CACHE_MINUTES, HOMEWORK_PATHS, teacherDisplayName, type Subject } from '@homework/contracts';

export interface Choice {
  value: string;
  label: string;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'en-GB');

export async function loadSubjects(signal?: AbortSignal): Promise<Choice[]> {
  const subjects = await cachedGet<Subject[]>('homework', HOMEWORK_PATHS.subjects, { minutes: CACHE_MINUTES.subjects, acrossReloads: true }, { signal });
  return subjects.map((s) => ({ value: s.SubjectId, label: s.Name })).sort(byLabel);
}

/**
 * Teachers by display name ("Mrs S. Thompson"), sorted by surname as a staff list is read. A refusal
 * leaves the typeahead empty rather than the page, and is the same call the shell made at sign-in
 * (one request, not two).
 */
export async function loadTeachers(signal?: AbortSignal): Promise<Choice[]> {
  const teachers = await calls.teachers({ signal, refusalExpected: true });
  return [...teachers]
    .sort((a, b) => `${a.DisplaySurname} ${a.DisplayForename}`.localeCompare(`${b.DisplaySurname} ${b.DisplayForename}`, 'en-GB'))
    .map((t) => ({ value: t.Id, label: teacherDisplayName(t) }));
}

/** The typeaheads' lists, as queries (the calls underneath keep them for their lifetimes). */
export const useTeacherChoices = () => useQuery({ queryKey: queryKeys.choices('teachers'), queryFn: ({ signal }) => loadTeachers(signal) });
export const useSubjectChoices = () => useQuery({ queryKey: queryKeys.choices('subjects'), queryFn: ({ signal }) => loadSubjects(signal) });

/** antd Select's typeahead: match anywhere in the label, ignoring case. */
export const matchesLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
