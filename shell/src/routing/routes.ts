// The shell's route table (01 §2): its own status pages, /sickness, /school-data and the root redirect, plus every
// route the remotes declare in their contracts. Matching is case-insensitive, with react-router
// patterns (':param').
import { matchPath } from 'react-router-dom';
import { SCHOOL_DATA_PAGE_PATH, type AccessRuleName, type RemoteRegistration, type RemoteRoute } from '@homework/contracts';
import { statusPageAt, type StatusPageName } from './status-routes';

export { STATUS_ROUTES, type StatusPageName } from './status-routes';

export const SICKNESS_PATH = '/sickness';
/** The spec's generic route: any /homework/... path requires sign-in even when no remote claims it. */
export const GENERIC_HOMEWORK_PATTERN = '/homework/:subpath?/:subpath2?/:subpath3?';

export type RouteMatch =
  | { kind: 'root' }
  | { kind: 'status'; page: StatusPageName }
  | { kind: 'sickness' }
  | { kind: 'schoolData' }
  | { kind: 'remote'; registration: RemoteRegistration; route: RemoteRoute; params: Record<string, string | undefined> }
  | { kind: 'homework-unknown' }
  | { kind: 'unknown' };

export function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
  return match ? { ...match.params } : null;
}

/** Finds the route of a hash path: /unauthorised and /Unauthorised alike. */
export function matchRoute(pathname: string, registrations: readonly RemoteRegistration[]): RouteMatch {
  if (pathname === '/' || pathname === '') return { kind: 'root' };
  const page = statusPageAt(pathname);
  if (page) return { kind: 'status', page };
  if (matchPattern(SICKNESS_PATH, pathname)) return { kind: 'sickness' };
  if (matchPattern(SCHOOL_DATA_PAGE_PATH, pathname)) return { kind: 'schoolData' };
  for (const registration of registrations)
    for (const route of registration.routes) {
      const params = matchPattern(route.path, pathname);
      if (params) return { kind: 'remote', registration, route, params };
    }
  if (matchPattern(GENERIC_HOMEWORK_PATTERN, pathname)) return { kind: 'homework-unknown' };
  return { kind: 'unknown' };
}

/**
 * The page a route shows, whatever its parameters: a remote's routes of one title are one page. The
 * marking view writes the active student into the address (teacherview/:homeworkId gains
 * /:selectedStudentId) at each move, and that is no new page.
 */
export function pageOf(match: RouteMatch): string {
  if (match.kind === 'remote') return `${match.registration.name}:${match.route.title}`;
  if (match.kind === 'status') return `status:${match.page}`;
  return match.kind;
}

/** Does the route need a signed-in user? Only the status pages do not (01 §2). */
export const requiresSignIn = (match: RouteMatch) => match.kind !== 'status';

/** Is this registration's application active at this hash path (single-spa activeWhen)? */
export function isRemoteActive(registration: RemoteRegistration, pathname: string, can: (rule: AccessRuleName) => boolean): boolean {
  return registration.routes.some((route) => matchPattern(route.path, pathname) !== null && can(route.access));
}

/** The inner title of a remote route: from its query parameter when it has one (the marking view's homeworktitle), else its title (in the page's language). */
export function remoteRouteTitle(route: RemoteRoute, search: string, title = route.title): string {
  if (route.titleQueryParam) {
    const value = new URLSearchParams(search).get(route.titleQueryParam);
    if (value && value.trim()) return value.trim();
  }
  return title;
}
