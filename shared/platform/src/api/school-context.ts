// Who is signed in, their school and its time zone: every remote needs them (defaults, "My
// Homework", dates shown and sent in the school's zone). One query for the suite, made of the two
// answers it is read from; its key begins theirs, so invalidating it (a page's Refresh) asks the server
// for both again rather than reading them back from their entries.
import { SCHOOL_TIME_ZONE_DEFAULT } from '@homework/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isCancelled } from './api-error';
import { calls } from './calls';
import { getQueryClient } from './query-client';
import { queryKeys } from './query-keys';

export interface SchoolContext {
  userId: string;
  schoolId: string;
  timeZone: string;
}

async function loadSchoolContext(client: QueryClient): Promise<SchoolContext> {
  const user = await client.fetchQuery(calls.currentUser());
  // A school whose zone cannot be read still works, in the suite's default zone.
  const timeZone = await client.fetchQuery(calls.timeZone(user.schoolId)).then(
    (answer) => answer?.TimeZone || SCHOOL_TIME_ZONE_DEFAULT,
    (error: unknown) => {
      if (isCancelled(error)) throw error;
      return SCHOOL_TIME_ZONE_DEFAULT;
    },
  );
  return { userId: user.userId, schoolId: user.schoolId, timeZone };
}

// Fresh for the page view: the answers it is made of are kept for the spec's lifetimes.
export const schoolContextQuery = () => queryOptions({ queryKey: queryKeys.schoolContext(), queryFn: () => loadSchoolContext(getQueryClient()) });

export const useSchoolContext = () => useQuery(schoolContextQuery());
/** The signed-in user alone: the shell has already asked, so a page can start before the zone is known. */
export const useCurrentUser = () => useQuery(calls.currentUser());
