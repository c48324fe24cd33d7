import type { AccessRuleName } from '@homework/contracts';
import { USERS, decisionFor, realRegistrations } from '../testing/registrations';
import { isRemoteActive, matchRoute, pageOf, remoteRouteTitle, requiresSignIn } from './routes';

const registrations = realRegistrations();

describe('matchRoute', () => {
  test.each([
    ['/unauthorised', 'unauthorised'],
    ['/Unauthorised', 'unauthorised'],
    ['/signedout', 'signedOut'],
    ['/signedOut', 'signedOut'],
    ['/noLicenses', 'noLicenses'],
  ])('%s is the %s status page, no sign-in needed', (path, page) => {
    const match = matchRoute(path, registrations);
    expect(match).toEqual({ kind: 'status', page });
    expect(requiresSignIn(match)).toBe(false);
  });

  test('the root and /sickness are the shell own routes and need sign-in', () => {
    expect(matchRoute('/', registrations)).toEqual({ kind: 'root' });
    expect(matchRoute('/sickness', registrations)).toEqual({ kind: 'sickness' });
    expect(requiresSignIn(matchRoute('/sickness', registrations))).toBe(true);
  });

  test.each<[string, string, string, Record<string, string>]>([
    ['/homework/all-homework', 'mf_homework', '/homework/all-homework', {}],
    ['/homework/all-homework/sortBy/CreatedDate/setBy/t-1', 'mf_homework', '/homework/all-homework/sortBy/:sortOrder/setBy/:setById', { sortOrder: 'CreatedDate', setById: 't-1' }],
    ['/Homework/All-Homework/SortBy/Title/SetBy/x', 'mf_homework', '/homework/all-homework/sortBy/:sortOrder/setBy/:setById', { sortOrder: 'Title', setById: 'x' }],
    ['/homework/create', 'mf_homework', '/homework/create', {}],
    ['/homework/Create', 'mf_homework', '/homework/create', {}],
    ['/homework/edit/42', 'mf_homework', '/homework/edit/:homeworkId', { homeworkId: '42' }],
    ['/homework/teacherview/h-1', 'mf_marking', '/homework/teacherview/:homeworkId', { homeworkId: 'h-1' }],
    ['/homework/teacherview/h-1/s-2', 'mf_marking', '/homework/teacherview/:homeworkId/:selectedStudentId', { homeworkId: 'h-1', selectedStudentId: 's-2' }],
    ['/homework/submissions/h-1', 'mf_marking', '/homework/submissions/:homeworkId', { homeworkId: 'h-1' }],
    ['/homework/studentview/s-9', 'mf_marking', '/homework/studentview/:studentId', { studentId: 's-9' }],
    ['/homework/dashboard', 'mf_dashboard', '/homework/dashboard', {}],
    ['/homework/reports', 'mf_dashboard', '/homework/reports', {}],
    ['/messages', 'mf_messaging', '/messages', {}],
    ['/Messages', 'mf_messaging', '/messages', {}],
  ])('%s belongs to %s (%s)', (path, name, pattern, params) => {
    const match = matchRoute(path, registrations);
    expect(match.kind).toBe('remote');
    if (match.kind !== 'remote') return;
    expect(match.registration.name).toBe(name);
    expect(match.route.path).toBe(pattern);
    expect(match.params).toEqual(params);
  });

  test('an unclaimed /homework/... path is the generic homework route; anything else is unknown', () => {
    expect(matchRoute('/homework/nothing-here', registrations)).toEqual({ kind: 'homework-unknown' });
    expect(matchRoute('/homework/a/b/c', registrations)).toEqual({ kind: 'homework-unknown' });
    expect(matchRoute('/elsewhere', registrations)).toEqual({ kind: 'unknown' });
    expect(matchRoute('/homework/edit', registrations)).toEqual({ kind: 'homework-unknown' });
  });

  test('without remotes.json the remote routes are not known', () => {
    expect(matchRoute('/messages', []).kind).toBe('unknown');
    expect(matchRoute('/homework/dashboard', []).kind).toBe('homework-unknown');
  });
});

test('the marking view takes its title from homeworktitle', () => {
  const match = matchRoute('/homework/teacherview/h-1', registrations);
  if (match.kind !== 'remote') throw new Error('not a remote route');
  expect(remoteRouteTitle(match.route, '?homeworktitle=Fractions%20worksheet')).toBe('Fractions worksheet');
  expect(remoteRouteTitle(match.route, '')).toBe('Marking');
  const create = matchRoute('/homework/create', registrations);
  if (create.kind !== 'remote') throw new Error('not a remote route');
  expect(remoteRouteTitle(create.route, '?homeworktitle=ignored')).toBe('Create');
});

describe('pageOf: one page, whatever its parameters', () => {
  const page = (path: string) => pageOf(matchRoute(path, registrations));
  test.each([
    ['the marking view with and without its student', '/homework/teacherview/h-1', '/homework/teacherview/h-1/s-1'],
    ['the marking view on another student', '/homework/teacherview/h-1/s-1', '/homework/teacherview/h-1/s-2'],
    ['All Homework and its preset order', '/homework/all-homework', '/homework/all-homework/sortBy/duedate-asc/setBy/t-1'],
    ['a status page in either case', '/signedout', '/signedOut'],
  ])('%s: the same page', (_, one, other) => {
    expect(page(one)).toBe(page(other));
  });
  test.each([
    ['All Homework and Create', '/homework/all-homework', '/homework/create'],
    ['Create and Edit', '/homework/create', '/homework/edit/h-1'],
    ['the marking view and the student view', '/homework/teacherview/h-1/s-1', '/homework/studentview/s-1'],
    ['two status pages', '/signedout', '/unauthorised'],
    ['the root and the sickness page', '/', '/sickness'],
  ])('%s: another page', (_, one, other) => {
    expect(page(one)).not.toBe(page(other));
  });
});

test('a remote is active on its routes only when the route rule allows', () => {
  const messaging = registrations.find((r) => r.name === 'mf_messaging')!;
  expect(isRemoteActive(messaging, '/messages', () => true)).toBe(true);
  expect(isRemoteActive(messaging, '/MESSAGES', () => true)).toBe(true);
  expect(isRemoteActive(messaging, '/messages', (rule) => rule !== 'messages')).toBe(false);
  expect(isRemoteActive(messaging, '/homework/dashboard', () => true)).toBe(false);
});

test('a school admin who is not a teacher is refused every homework page, as the API refuses the homework calls', () => {
  // The server's homework routes declare the rule 'homework' (server/test/kit/route-access.test.ts).
  const can = (rule: AccessRuleName) => decisionFor(USERS.nonTeacherAdmin).can(rule);
  const teacherCan = (rule: AccessRuleName) => decisionFor(USERS.teacher).can(rule);
  for (const path of ['/homework/create', '/homework/edit/h-1', '/homework/all-homework', '/homework/teacherview/h-1', '/homework/dashboard']) {
    const match = matchRoute(path, registrations);
    if (match.kind !== 'remote') throw new Error(`${path} is not a remote route`);
    expect(match.route.access).toBe('homework');
    expect(isRemoteActive(match.registration, path, can)).toBe(false);
    expect(isRemoteActive(match.registration, path, teacherCan)).toBe(true);
  }
});
