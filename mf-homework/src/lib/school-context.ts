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

/**
 * The user's id comes before the whole context: the shell has already asked who is signed in, so a
 * page can send its first request while the time zone is still on its way (a round trip saved on a
 * school's slow link).
 */
export function useSchoolContext(): { userId: string | null; context: SchoolContext | null; error: string | null } {
  // Fresh for the page view; the calls underneath keep their answers for the spec's lifetimes.
  const user = useQuery({ queryKey: scopedKey('homework', 'current-user'), queryFn: ({ signal }) => calls.currentUser({ signal }) });
  const query = useQuery({ queryKey: scopedKey('homework', 'school-context'), queryFn: ({ signal }) => loadSchoolContext(signal) });
  return { userId: user.data?.userId ?? null, context: query.data ?? null, error: (query.error ?? user.error)?.message ?? null };
}

export const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
