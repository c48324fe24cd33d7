// The groups (by type) and students the selector offers, loaded through the shared calls (kept by the
// suite's QueryClient for the spec's lifetimes) once the popout is first opened; the rows made from
// them are queries of their own, fresh for the page view.
import { useCallback } from 'react';
import type { Group, GroupKind, Student } from '@homework/contracts';
import { calls, getQueryClient, scopedKey, useQueries, useQuery } from '@homework/platform/api';
import { compareStudentsByName, groupTypesFor, studentName, studentSearchText, toAssignedStudent, type AssignedStudent } from './assigned-to';

/** A row of the Students grid: the student with its display name and search text worked out once. */
export interface StudentRow extends AssignedStudent {
  name: string;
  search: string;
}

export interface GroupRow extends Group {
  kind: GroupKind;
  search: string;
}

export interface SchoolDirectory {
  /** undefined while that type is loading. */
  groups: Partial<Record<GroupKind, GroupRow[]>>;
  students: StudentRow[] | undefined;
  error: string | null;
  /** Asks again for the lists that failed (the failure display's Retry). */
  retry(): Promise<unknown>;
}

const toStudentRow = (student: Student): StudentRow => {
  const assigned = toAssignedStudent(student);
  return { ...assigned, name: studentName(assigned), search: studentSearchText(assigned) };
};

async function loadStudentRows(includePreAdmission: boolean): Promise<StudentRow[]> {
  const [current, preAdmission] = await Promise.all([calls.students(), includePreAdmission ? calls.preAdmissionStudents() : Promise.resolve([])]);
  // A student in both lists is offered once.
  const byId = new Map<string, StudentRow>();
  for (const student of [...current, ...preAdmission]) if (!byId.has(student.Id)) byId.set(student.Id, toStudentRow(student));
  return [...byId.values()].sort(compareStudentsByName);
}

export function useSchoolDirectory(enabled: boolean, includePreAdmission: boolean): SchoolDirectory {
  const kinds = groupTypesFor(includePreAdmission).map(({ kind }) => kind);
  const kindsKey = kinds.join();
  // The suite's one client, named rather than taken from context: the selector works wherever it is embedded.
  const client = getQueryClient();
  // Run again only when a list changes, so the popout's work on `groups` is not redone every render.
  const combineGroups = useCallback(
    (results: { data?: GroupRow[]; error: Error | null }[]) => {
      const groups: Partial<Record<GroupKind, GroupRow[]>> = {};
      kindsKey.split(',').forEach((kind, index) => {
        if (results[index]?.data) groups[kind as GroupKind] = results[index].data;
      });
      return { groups, error: results.find((result) => result.error)?.error ?? null };
    },
    [kindsKey],
  );
  const groupLists = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: scopedKey('school-directory', 'groups', kind),
      queryFn: async (): Promise<GroupRow[]> => (await calls.groups(kind)).map((group) => ({ ...group, kind, search: group.Name.toLowerCase() })),
      enabled,
    })),
    combine: combineGroups,
  }, client);
  const students = useQuery({
    queryKey: scopedKey('school-directory', 'students', includePreAdmission),
    queryFn: () => loadStudentRows(includePreAdmission),
    enabled,
  }, client);
  const failure = students.error ?? groupLists.error;
  const retry = () => client.refetchQueries({ queryKey: scopedKey('school-directory'), predicate: (query) => query.state.status === 'error' });
  return { groups: groupLists.groups, students: students.data, error: failure ? failure.message : null, retry };
}
