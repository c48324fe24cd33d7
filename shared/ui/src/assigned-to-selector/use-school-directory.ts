// The groups (by type) and students the selector offers: the suite's calls (kept by the suite's
// QueryClient for the spec's lifetimes, each under its one key), read once the popout is first opened,
// and made into rows as they are read (`select`, `combine`), not kept a second time.
import { useCallback } from 'react';
import type { Group, GroupKind, Student } from '@homework/contracts';
import { calls, getQueryClient, useQueries } from '@homework/platform/api';
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

// Stable for each kind, so a group list's rows are made again only when the list itself changes.
const groupRowsOf = new Map<GroupKind, (groups: Group[]) => GroupRow[]>();
const toGroupRows = (kind: GroupKind) => {
  let rows = groupRowsOf.get(kind);
  if (!rows) groupRowsOf.set(kind, (rows = (groups) => groups.map((group) => ({ ...group, kind, search: group.Name.toLowerCase() }))));
  return rows;
};

function studentRowsOf(results: { data?: Student[]; error: Error | null }[]): { rows: StudentRow[] | undefined; error: Error | null } {
  const error = results.find((result) => result.error)?.error ?? null;
  if (results.some((result) => !result.data)) return { rows: undefined, error };
  // A student in both lists is offered once.
  const byId = new Map<string, StudentRow>();
  for (const student of results.flatMap((result) => result.data!)) if (!byId.has(student.Id)) byId.set(student.Id, toStudentRow(student));
  return { rows: [...byId.values()].sort(compareStudentsByName), error };
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
  const groupQueries = kinds.map((kind) => calls.groups(kind));
  const groupLists = useQueries({
    queries: groupQueries.map((query, index) => ({ ...query, select: toGroupRows(kinds[index]!), enabled })),
    combine: combineGroups,
  }, client);
  const studentQueries = includePreAdmission ? [calls.students(), calls.preAdmissionStudents()] : [calls.students()];
  const students = useQueries({ queries: studentQueries.map((query) => ({ ...query, enabled })), combine: studentRowsOf }, client);
  const failure = students.error ?? groupLists.error;
  const retry = () =>
    Promise.all(
      [...groupQueries, ...studentQueries].map(({ queryKey }) =>
        client.refetchQueries({ queryKey, exact: true, predicate: (query) => query.state.status === 'error' }),
      ),
    );
  return { groups: groupLists.groups, students: students.rows, error: failure ? failure.message : null, retry };
}
