// The assigned-to value (01 §2 "Assigned-to selector") and the pure rules around it: summaries,
// group types in the popout's order, and the count of distinct students a selection reaches.
import type { GroupKind, Language, Student } from '@homework/contracts';
import { summaryMessages } from './summary/messages';

export interface AssignedGroup {
  Id: string;
  Name: string;
  kind: GroupKind;
}

export interface AssignedStudent {
  Id: string;
  DisplayForename: string;
  DisplaySurname: string;
  CurrentYearGroup: string;
  CurrentRegGroup: string;
}

export interface AssignedTo {
  groups: AssignedGroup[];
  students: AssignedStudent[];
}

export const EMPTY_ASSIGNED_TO: AssignedTo = Object.freeze({ groups: [], students: [] }) as AssignedTo;

/** 'No students selected' in English, as the list's filter and the forms compare it. */
export const NO_STUDENTS_SELECTED = summaryMessages.format('assigned.none', undefined, 'en');

/** '2 groups, 1 student', '3 students', or 'No students selected', in the page's language. */
export function assignedToSummary(value: AssignedTo, language: Language = 'en'): string {
  const count = (key: 'assigned.groups' | 'assigned.students', items: readonly unknown[]) => (items.length > 0 ? summaryMessages.format(key, { count: items.length, n: String(items.length) }, language) : '');
  const parts = [count('assigned.groups', value.groups), count('assigned.students', value.students)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : summaryMessages.format('assigned.none', undefined, language);
}

export const isAssignedToEmpty = (value: AssignedTo) => value.groups.length === 0 && value.students.length === 0;

/** The group types of the popout, in order; it opens on the first (their names are the popout's catalogue's). House groups are not offered (01 §2). */
export const GROUP_TYPES: readonly { kind: Exclude<GroupKind, 'house'> }[] = [
  { kind: 'subjectClass' },
  { kind: 'registration' },
  { kind: 'year' },
  { kind: 'userDefined' },
  { kind: 'preAdmission' },
];

export const groupTypesFor = (includePreAdmission: boolean) =>
  GROUP_TYPES.filter((type) => includePreAdmission || type.kind !== 'preAdmission');

/** 'Surname, Forename', as the Students grid and the previews show a student. */
export const studentName = (student: Pick<AssignedStudent, 'DisplayForename' | 'DisplaySurname'>) =>
  [student.DisplaySurname, student.DisplayForename].filter(Boolean).join(', ');

/** Only the fields the value carries, so that a saved filter stays small. */
export const toAssignedStudent = (student: Student | AssignedStudent): AssignedStudent => ({
  Id: student.Id,
  DisplayForename: student.DisplayForename,
  DisplaySurname: student.DisplaySurname,
  CurrentYearGroup: student.CurrentYearGroup,
  CurrentRegGroup: student.CurrentRegGroup,
});

/**
 * The distinct students a selection reaches: those chosen one by one plus the members of the chosen
 * groups. Ids are compared without regard to case (the server answers lower-case uuids).
 */
export function selectedStudentIds(value: AssignedTo, membersByGroup: ReadonlyMap<string, readonly string[]>): Set<string> {
  const ids = new Set(value.students.map((student) => student.Id.toLowerCase()));
  for (const group of value.groups) for (const id of membersByGroup.get(group.Id) ?? []) ids.add(id.toLowerCase());
  return ids;
}

/** Natural order, so that 'Year 7' comes before 'Year 10' and '7B' before '10A'. */
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
export const compareText = (a: string | null | undefined, b: string | null | undefined) => collator.compare(a ?? '', b ?? '');

export const compareStudentsByName = (a: AssignedStudent, b: AssignedStudent) =>
  compareText(a.DisplaySurname, b.DisplaySurname) || compareText(a.DisplayForename, b.DisplayForename);

/** Lower-case text a search is matched against: names, year and reg group. */
export const studentSearchText = (student: AssignedStudent) =>
  [student.DisplayForename, student.DisplaySurname, student.CurrentYearGroup, student.CurrentRegGroup]
    .join(' ')
    .toLowerCase();

/** Every word of the query appears somewhere in the text (so 'amy ada' finds 'Adams, Amy'). */
export function matchesSearch(searchText: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
