// Who is signed in and the school's time zone: both features need them (set-by defaults, "My
// Homework", dates shown and sent in the school's zone).
import { calls, isCancelled, scopedKey, useQuery } from '@homework/platform/api';
import { SCHOOL_TIME_ZONE_DEFAULT } from '@homework/contracts';

export interface SchoolContext {
  userId: string;
  schoolId: string;
  timeZone: string;
}

export async function loadSchoolContext(signal?: AbortSignal): Promise<SchoolContext> {
  const user = await calls.currentUser({ signal });
  // A school whose zone cannot be read still works, in the suite's default zone.
  const timeZone = await calls.timeZone(user.schoolId, { signal }).then(
    (answer) => answer?.TimeZone || SCHOOL_TIME_ZONE_DEFAULT,
    (error: unknown) => {
      if (isCancelled(error)) throw error;
      return SCHOOL_TIME_ZONE_DEFAULT;
    },
  );
  return { userId: user.userId, schoolId: user.schoolId, timeZone };
}

export function useSchoolContext(): { context: SchoolContext | null; error: string | null } {
  // Fresh for the page view; the calls underneath keep their answers for the spec's lifetimes.
  const query = useQuery({ queryKey: scopedKey('homework', 'school-context'), queryFn: ({ signal }) => loadSchoolContext(signal) });
  return { context: query.data ?? null, error: query.error?.message ?? null };
}

export const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
