// What both forms need before they can show: the signed-in teacher and the school's time zone, the
// subjects and the teachers. Each is read under its own key; the forms get them together.
import { calls, schoolContextQuery, useQueries, type SchoolContext } from '@homework/platform/api';
import { refetchFailed } from '@homework/ui';
import type { FormText } from '../messages';
import { subjectChoices, subjectsQuery, teacherChoices, type Choice } from '../../../lib/lookups';

export interface FormLookups {
  context: SchoolContext;
  subjects: Choice[];
  teachers: Choice[];
}

type Read<T> = { data?: T; error: Error | null; isError: boolean; refetch(): Promise<unknown> };

function together([context, subjects, teachers]: [Read<SchoolContext>, Read<Choice[]>, Read<Choice[]>]) {
  const reads = [context, subjects, teachers];
  const data: FormLookups | undefined =
    context.data && subjects.data && teachers.data ? { context: context.data, subjects: subjects.data, teachers: teachers.data } : undefined;
  const error = reads.find((read) => read.error)?.error ?? null;
  return { data, error, isError: error !== null, refetch: refetchFailed(...reads) };
}

export const useFormLookups = () =>
  useQueries({
    queries: [schoolContextQuery(), { ...subjectsQuery(), select: subjectChoices }, { ...calls.teachers(), select: teacherChoices }] as const,
    combine: together,
  });

/** The failure both forms show: 'Failed to load subject or teachers. {message}'. */
export const lookupFailure = (error: Error | null, t: FormText) => (error ? t('form.lookupFailed', { message: error.message }) : null);
