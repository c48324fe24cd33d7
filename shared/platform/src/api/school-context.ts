// Who is signed in, their school and its time zone: every remote needs them (defaults, "My
// Homework", dates shown and sent in the school's zone). One query, under one key, for the suite.
import { SCHOOL_TIME_ZONE_DEFAULT, type CurrentUser } from '@homework/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCancelled } from './api-error';
import { calls } from './calls';
import { queryKeys } from './query-keys';

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

// Fresh for the page view: the calls underneath keep their answers for the spec's lifetimes.
export const schoolContextQuery = () =>
  queryOptions({ queryKey: queryKeys.schoolContext(), queryFn: ({ signal }) => loadSchoolContext(signal) });

/** The signed-in user alone: the shell has already asked, so a page can start before the zone is known. */
export const currentUserQuery = () =>
  queryOptions({ queryKey: queryKeys.currentUser(), queryFn: ({ signal }): Promise<CurrentUser> => calls.currentUser({ signal }) });

export const useSchoolContext = () => useQuery(schoolContextQuery());
export const useCurrentUser = () => useQuery(currentUserQuery());
