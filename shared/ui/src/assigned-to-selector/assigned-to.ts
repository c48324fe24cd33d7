// The assigned-to value (01 §2 "Assigned-to selector") and the pure rules around it: summaries,
// group types in the popout's order, and the count of distinct students a selection reaches.
import type { GroupKind, Student } from '@homework/contracts';

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

export const NO_STUDENTS_SELECTED = 'No students selected';

/** '1 Student', '2 Students'; the word as given for 1 and with an 's' otherwise. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** '2 groups, 1 student', '3 students', or 'No students selected'. */
export function assignedToSummary(value: AssignedTo): string {
  const parts = [
    value.groups.length > 0 ? countLabel(value.groups.length, 'group') : '',
    value.students.length > 0 ? countLabel(value.students.length, 'student') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : NO_STUDENTS_SELECTED;
}

export const isAssignedToEmpty = (value: AssignedTo) => value.groups.length === 0 && value.students.length === 0;

/** The group types of the popout, in order; it opens on the first. House groups are not offered (01 §2). */
export const GROUP_TYPES: readonly { kind: GroupKind; label: string }[] = [
  { kind: 'subjectClass', label: 'Subject Classes' },
  { kind: 'registration', label: 'Reg groups' },
  { kind: 'year', label: 'Years' },
  { kind: 'userDefined', label: 'User Defined' },
  { kind: 'preAdmission', label: 'Pre Admission' },
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
