// What both forms need before they can show: the signed-in teacher and the school's time zone, the
// subjects and the teachers. A failure reads 'Failed to load subject or teachers. {message}'.
import { scopedKey, useQuery } from '@homework/platform/api';
import { failedToLoadSubjectOrTeachers } from '@homework/contracts';
import { loadSubjects, loadTeachers, type Choice } from '../../../lib/lookups';
import { loadSchoolContext, type SchoolContext } from '../../../lib/school-context';

export interface FormLookups {
  context: SchoolContext;
  subjects: Choice[];
  teachers: Choice[];
}

export function useFormLookups(): { lookups: FormLookups | null; error: string | null } {
  const query = useQuery({
    queryKey: scopedKey('homework', 'form-lookups'),
    queryFn: async ({ signal }): Promise<FormLookups> => {
      const [context, subjects, teachers] = await Promise.all([loadSchoolContext(signal), loadSubjects(signal), loadTeachers(signal)]);
      return { context, subjects, teachers };
    },
  });
  return { lookups: query.data ?? null, error: query.error ? failedToLoadSubjectOrTeachers(query.error.message) : null };
}
