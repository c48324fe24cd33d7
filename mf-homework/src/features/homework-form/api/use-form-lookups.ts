// What both forms need before they can show: the signed-in teacher and the school's time zone, the
// subjects and the teachers. A failure reads 'Failed to load subject or teachers. {message}'.
import { useEffect, useState } from 'react';
import { isCancelled } from '@homework/platform/api';
import { failedToLoadSubjectOrTeachers } from '@homework/contracts';
import { loadSubjects, loadTeachers, type Choice } from '../../../lib/lookups';
import { loadSchoolContext, type SchoolContext } from '../../../lib/school-context';

export interface FormLookups {
  context: SchoolContext;
  subjects: Choice[];
  teachers: Choice[];
}

export function useFormLookups(): { lookups: FormLookups | null; error: string | null } {
  const [lookups, setLookups] = useState<FormLookups | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([loadSchoolContext(signal), loadSubjects(signal), loadTeachers(signal)]).then(
      ([context, subjects, teachers]) => setLookups({ context, subjects, teachers }),
      (failure: Error) => {
        if (!signal.aborted && !isCancelled(failure)) setError(failedToLoadSubjectOrTeachers(failure.message));
      },
    );
    return () => controller.abort();
  }, []);
  return { lookups, error };
}
