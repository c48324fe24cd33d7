// The suite's one TanStack QueryClient. It lives in this package, which Module Federation shares as
// one instance, so the shell and every remote read and write the same cache. Keys begin with the
// signed-in user and school, and the cache is emptied on sign-out and whenever the user changes, so
// a host that switches user without a reload never shows the previous user's data. A few answers about
// the user and their school are kept across a reload of the page (see kept-answers).
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { parseUserOrganisation, USER_ORGANISATION_CLAIM } from '@homework/contracts';
import { useAuthStore, type AuthState } from '../auth';
import { keepAnswersAcrossReloads, KEPT_ANSWERS_STORAGE_KEY } from './kept-answers';

/** Who the cache belongs to: [userId, schoolId], empty strings while signed out. */
export type SessionScope = readonly [user: string, school: string];

function claimsOf(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function sessionScopeOf(state: AuthState): SessionScope {
  if (state.status !== 'authenticated' || !state.user) return ['', ''];
  const organisation = claimsOf(state.user.accessToken)[USER_ORGANISATION_CLAIM];
  const school = typeof organisation === 'string' ? (parseUserOrganisation(organisation)?.schoolId ?? '') : '';
  return [state.user.profile.sub, school];
}

/** A query key scoped to the signed-in user and school: ['homework', 'list', request] → [user, school, 'homework', 'list', request]. */
export function scopedKey(...parts: readonly unknown[]): QueryKey {
  return [...sessionScopeOf(useAuthStore.getState()), ...parts];
}

function createSuiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The spec's cache lifetimes are set per query; without one, an answer is fresh for the page view.
        staleTime: 0,
        refetchOnWindowFocus: false,
        // The API client already times requests out; a failed load is shown at once with a Retry.
        retry: false,
      },
    },
  });
}

let client: QueryClient | null = null;
let stopWatching: (() => void) | null = null;

const scopeOfNow = () => sessionScopeOf(useAuthStore.getState()).join('|');
/** null while the page has not yet read its stored user: kept answers wait for it. */
const knownScopeOfNow = () => (useAuthStore.getState().status === 'unknown' ? null : scopeOfNow());

/** The one QueryClient, created on first use and emptied when the signed-in user changes or signs out. */
export function getQueryClient(): QueryClient {
  if (client) return client;
  const created = createSuiteQueryClient();
  client = created;
  const kept = keepAnswersAcrossReloads(created, window.sessionStorage, scopeOfNow);
  let scope = scopeOfNow();
  kept.adopt(knownScopeOfNow());
  const stopAuth = useAuthStore.subscribe(() => {
    const next = scopeOfNow();
    if (next === scope) return;
    scope = next;
    created.cancelQueries().catch(() => undefined);
    created.clear();
    kept.adopt(knownScopeOfNow());
  });
  stopWatching = () => {
    stopAuth();
    kept.stop();
  };
  return created;
}

/** For tests: the next getQueryClient() makes a fresh client, with no answers kept from before. */
export function resetQueryClient(): void {
  stopWatching?.();
  stopWatching = null;
  client?.clear();
  client = null;
  window.sessionStorage.removeItem(KEPT_ANSWERS_STORAGE_KEY);
}

/** Provides the suite's QueryClient; the remote kit's root and the shell wrap their trees in it. */
export function SuiteQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
