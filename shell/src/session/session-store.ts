// What the shell knows once the user is signed in: the user context with its access decision, and the
// remotes listed in remotes.json. Loaded once per page, in parallel.
import { create } from 'zustand';
import type { RemoteRegistration } from '@homework/contracts';
import { loadRegistrations, type RegistrationsResult } from '../remotes/registrations';
import { loadUserContext, type UserContext } from './user-context';

export interface SessionState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  context: UserContext | null;
  registrations: RemoteRegistration[];
  problems: string[];
  error: string | null;
}

export const useSessionStore = create<SessionState>()(() => ({
  status: 'idle',
  context: null,
  registrations: [],
  problems: [],
  error: null,
}));

export interface SessionLoaders {
  userContext: () => Promise<UserContext>;
  registrations: () => Promise<RegistrationsResult>;
}

const defaultLoaders: SessionLoaders = { userContext: () => loadUserContext(), registrations: () => loadRegistrations() };

/** Starts loading the session once; later calls return the same promise. */
let loading: Promise<void> | null = null;
export function ensureSession(loaders: SessionLoaders = defaultLoaders): Promise<void> {
  if (loading) return loading;
  useSessionStore.setState({ status: 'loading', error: null });
  loading = Promise.all([loaders.userContext(), loaders.registrations()]).then(
    ([context, { registrations, problems }]) => {
      problems.forEach((problem) => console.warn(`[shell] ${problem}`));
      useSessionStore.setState({ status: 'ready', context, registrations, problems });
    },
    (error: unknown) => {
      useSessionStore.setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    },
  );
  return loading;
}

/** For tests, and after signing out: forget the session. */
export function resetSession(): void {
  loading = null;
  useSessionStore.setState({ status: 'idle', context: null, registrations: [], problems: [], error: null });
}
