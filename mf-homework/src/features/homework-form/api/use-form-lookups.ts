// What both forms need before they can show: the signed-in teacher and the school's time zone, the
// subjects and the teachers.
import { getQueryClient, schoolContextQuery, scopedKey, useQuery, type SchoolContext } from '@homework/platform/api';
import { failedToLoadSubjectOrTeachers } from '@homework/contracts';
import { loadSubjects, loadTeachers, type Choice } from '../../../lib/lookups';

export interface FormLookups {
  context: SchoolContext;
  subjects: Choice[];
  teachers: Choice[];
}

export const useFormLookups = () =>
  useQuery({
    queryKey: scopedKey('homework', 'form-lookups'),
    queryFn: async ({ signal }): Promise<FormLookups> => {
      const [context, subjects, teachers] = await Promise.all([getQueryClient().fetchQuery(schoolContextQuery()), loadSubjects(signal), loadTeachers(signal)]);
      return { context, subjects, teachers };
    },
  });

/** The failure both forms show: 'Failed to load subject or teachers. {message}'. */
export const lookupFailure = (error: Error | null) => (error ? failedToLoadSubjectOrTeachers(error.message) : null);
