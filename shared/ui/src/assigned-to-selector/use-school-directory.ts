// The groups (by type) and students the selector offers, loaded through the shared calls (cached by
// the API client for the spec's lifetimes) once the popout is first opened.
import { useEffect, useState } from 'react';
import type { Group, GroupKind, Student } from '@homework/contracts';
import { calls, isCancelled } from '@homework/platform/api';
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
}

const toStudentRow = (student: Student): StudentRow => {
  const assigned = toAssignedStudent(student);
  return { ...assigned, name: studentName(assigned), search: studentSearchText(assigned) };
};

export function useSchoolDirectory(enabled: boolean, includePreAdmission: boolean): SchoolDirectory {
  const [directory, setDirectory] = useState<SchoolDirectory>({ groups: {}, students: undefined, error: null });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const failed = (error: unknown) => {
      if (live && !isCancelled(error)) setDirectory((d) => ({ ...d, error: error instanceof Error ? error.message : String(error) }));
    };

    for (const { kind } of groupTypesFor(includePreAdmission)) {
      calls.groups(kind).then((groups) => {
        if (!live) return;
        const rows = groups.map((group) => ({ ...group, kind, search: group.Name.toLowerCase() }));
        setDirectory((d) => ({ ...d, groups: { ...d.groups, [kind]: rows } }));
      }, failed);
    }

    Promise.all([calls.students(), includePreAdmission ? calls.preAdmissionStudents() : Promise.resolve([])]).then(
      ([current, preAdmission]) => {
        if (!live) return;
        // A student in both lists is offered once.
        const byId = new Map<string, StudentRow>();
        for (const student of [...current, ...preAdmission]) if (!byId.has(student.Id)) byId.set(student.Id, toStudentRow(student));
        setDirectory((d) => ({ ...d, students: [...byId.values()].sort(compareStudentsByName) }));
      },
      failed,
    );
    return () => {
      live = false;
    };
  }, [enabled, includePreAdmission]);

  return directory;
}
