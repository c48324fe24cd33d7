// What the shell knows once the user is signed in: the user context with its access decision, and the
// remotes listed in remotes.json. Loaded once per session, in parallel, into the suite's query client
// (under the signed-in user and school, so a sign-out or another user forgets it).
import { getQueryClient, queryKeys, useQuery } from '@homework/platform/api';
import { ROLE_LIST_CACHE_SECONDS, type RemoteRegistration } from '@homework/contracts';
import { loadRegistrations, type RegistrationsResult } from '../remotes/registrations';
import { loadUserContext, type UserContext } from './user-context';

export interface Session {
  context: UserContext;
  registrations: RemoteRegistration[];
  problems: string[];
}

export interface SessionLoaders {
  userContext: () => Promise<UserContext>;
  registrations: () => Promise<RegistrationsResult>;
}

const defaultLoaders: SessionLoaders = { userContext: () => loadUserContext(), registrations: () => loadRegistrations() };

export const sessionQuery = (loaders: SessionLoaders = defaultLoaders) => ({
  queryKey: queryKeys.session(),
  queryFn: async (): Promise<Session> => {
    const [context, { registrations, problems }] = await Promise.all([loaders.userContext(), loaders.registrations()]);
    problems.forEach((problem) => console.warn(`[shell] ${problem}`));
    return { context, registrations, problems };
  },
  // The roles may change while a teacher works (01 §7: the role list is asked again after 60 s): the
  // session is asked again each minute while the page is open, so removed access takes the menu and
  // the pages away without a reload. The identity, the user and the teacher list come from their own
  // longer-lived answers meanwhile; the client forgets it all when the user changes or signs out.
  staleTime: ROLE_LIST_CACHE_SECONDS * 1000,
  refetchInterval: ROLE_LIST_CACHE_SECONDS * 1000,
  gcTime: Infinity,
});

/** Starts loading the session as the page starts (start.ts); the routes' ask shares it. */
export const ensureSession = (loaders?: SessionLoaders) => getQueryClient().prefetchQuery(sessionQuery(loaders));

/** The session, asked for once signed in. */
export const useSession = (signedIn: boolean) => useQuery({ ...sessionQuery(), enabled: signedIn });
