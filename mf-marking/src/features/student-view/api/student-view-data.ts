// What the individual student view reads (02 §2.4, §7): the student, the school's current term or
// year, its zone, and the student's homework overview for that range.
import { calls, getQueryClient, getSuite, isCancelled, scopedKey } from '@homework/platform/api';
import { MARKING_PATHS, SCHOOL_TIME_ZONE_DEFAULT, type StudentHomeworkOverviewItem } from '@homework/contracts';
import { rangeDay } from '../utils/overview-list';

export type Timeframe = 'term' | 'year';

export const TIMEFRAME_LABELS: Record<Timeframe, string> = { term: 'This Term', year: 'This Year' };

export const studentQuery = (studentId: string) => ({
  queryKey: scopedKey('student-view', 'student', studentId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => calls.student(studentId, { signal }),
});

export const schoolQuery = () => ({
  queryKey: scopedKey('student-view', 'school'),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const user = await calls.currentUser({ signal });
    // A school whose zone cannot be read still works, in the suite's default zone.
    const timeZone = await calls.timeZone(user.schoolId, { signal }).then(
      (answer) => answer?.TimeZone || SCHOOL_TIME_ZONE_DEFAULT,
      (error: unknown) => {
        if (isCancelled(error)) throw error;
        return SCHOOL_TIME_ZONE_DEFAULT;
      },
    );
    return { schoolId: user.schoolId, userId: user.userId, timeZone };
  },
  staleTime: Infinity,
});

export const overviewQuery = (studentId: string, timeframe: Timeframe) => ({
  queryKey: scopedKey('student-view', 'overview', studentId, timeframe),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<StudentHomeworkOverviewItem[]> => {
    const { schoolId, timeZone } = await getQueryClient().fetchQuery(schoolQuery());
    const range = timeframe === 'term' ? await calls.currentTerm(schoolId, { signal }) : await calls.currentAcademicYear(schoolId, { signal });
    const query = new URLSearchParams({
      studentId,
      timeRangeStartDate: rangeDay(range.StartDate, timeZone),
      timeRangeEndDate: rangeDay(range.EndDate, timeZone),
    });
    return getSuite().api.get<StudentHomeworkOverviewItem[]>('homework', `${MARKING_PATHS.studentHomeworkOverview}?${query}`, { signal });
  },
});
