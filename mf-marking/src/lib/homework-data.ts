// What the marking views read of one homework (02 §7), one hook per resource under the platform's
// one query of each: the marking view, the bulk recorder, the clears and the Edit page read and
// invalidate the same answers, so a write in one is seen by every other.
import { calls, useQuery } from '@homework/platform/api';

export const useHomework = (homeworkId: string) => useQuery(calls.homework(homeworkId));
export const useHandIns = (homeworkId: string) => useQuery(calls.handIns(homeworkId));
/** The students the teacher may see (02 §6), the suite's call, kept for its lifetime. */
export const useVisibleStudents = () => useQuery(calls.students());
