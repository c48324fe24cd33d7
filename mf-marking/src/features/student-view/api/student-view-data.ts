// What the individual student view reads (02 §2.4, §7): the student, the school's current term or
// year and the student's homework overview for that range (the school and its zone are the
// platform's school context). One hook per resource, each TanStack Query's own result.
import { calls, getQueryClient, getSuite, queryKeys, schoolContextQuery, useQuery } from '@homework/platform/api';
import { MARKING, type StudentHomeworkOverviewItem } from '@homework/contracts';
import { rangeDay } from '../utils/overview-list';
import type { MarkingKey } from '../../../messages';

export type Timeframe = 'term' | 'year';

export const TIMEFRAME_LABELS = { term: 'sv.term', year: 'sv.year' } as const satisfies Record<Timeframe, MarkingKey>;


export const overviewQuery = (studentId: string, timeframe: Timeframe) => ({
  queryKey: queryKeys.studentOverview(studentId, timeframe),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<StudentHomeworkOverviewItem[]> => {
    const client = getQueryClient();
    const { schoolId, timeZone } = await client.fetchQuery(schoolContextQuery());
    const range = await client.fetchQuery(timeframe === 'term' ? calls.currentTerm(schoolId) : calls.currentAcademicYear(schoolId));
    const query = { studentId, timeRangeStartDate: rangeDay(range.StartDate, timeZone), timeRangeEndDate: rangeDay(range.EndDate, timeZone) };
    return getSuite().api.call(MARKING.studentHomeworkOverview, { query }, { signal });
  },
});

export const useStudent = (studentId: string) => useQuery(calls.student(studentId));
export const useStudentOverview = (studentId: string, timeframe: Timeframe) => useQuery(overviewQuery(studentId, timeframe));
