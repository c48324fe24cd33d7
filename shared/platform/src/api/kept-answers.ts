// Answers kept across a reload of the page, for their own lifetimes (decision 0001: on a school's slow
// link a reload otherwise waits a round trip for who is signed in, their roles and the school's zone
// before anything else can start). Only answers whose call marks its lifetime `acrossReloads` are kept:
// small, about the signed-in user and their school. They sit in the tab's sessionStorage beside the
// access token, under the user and school they belong to; another user, or anyone after sign-out, finds
// nothing.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

export const KEPT_ANSWERS_STORAGE_KEY = 'homework.kept-answers';
/** The query meta flag that marks an answer to keep. */
export const KEPT_ACROSS_RELOADS = 'keptAcrossReloads';

interface Stored {
  scope: string;
  state: DehydratedState;
}

const NO_ONE = '|';

function read(storage: Storage): Stored | null {
  try {
    const stored = JSON.parse(storage.getItem(KEPT_ANSWERS_STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && typeof stored.scope === 'string' && stored.state ? stored : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, stored: Stored | null): void {
  try {
    if (stored) storage.setItem(KEPT_ANSWERS_STORAGE_KEY, JSON.stringify(stored));
    else storage.removeItem(KEPT_ANSWERS_STORAGE_KEY);
  } catch {
    // Storage full or refused: the answers are simply asked for again after a reload.
  }
}

const keptIn = (scope: string) => (query: Query) =>
  query.state.status === 'success' && query.meta?.[KEPT_ACROSS_RELOADS] === true && query.queryKey.slice(0, 2).join('|') === scope;

/**
 * Keeps the marked answers of `client` for whoever `scopeNow()` names (user|school), and hands them back
 * to a client of the same user and school after a reload. `adopt(scope)` is called whenever the
 * signed-in user changes (and once at the start): the same user's answers are restored, anyone
 * else's, or anyone's once nobody is signed in, are forgotten. `adopt(null)`: who is signed in is not
 * known yet (the page is still reading its stored user), so nothing is restored or forgotten.
 */
export function keepAnswersAcrossReloads(client: QueryClient, storage: Storage, scopeNow: () => string) {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.[KEPT_ACROSS_RELOADS] !== true) return;
    const scope = scopeNow();
    if (scope === NO_ONE) return;
    write(storage, { scope, state: dehydrate(client, { shouldDehydrateQuery: keptIn(scope), shouldDehydrateMutation: () => false }) });
  });
  return {
    adopt(scope: string | null): void {
      if (scope === null) return;
      const stored = read(storage);
      if (stored && scope !== NO_ONE && stored.scope === scope) hydrate(client, stored.state);
      else if (stored) write(storage, null);
    },
    stop: unsubscribe,
  };
}
