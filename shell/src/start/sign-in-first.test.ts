import { hasStoredUser } from './stored-user';
import { isVisitNeedingSignIn } from './sign-in-first';
import { hashPathOf, statusPageAt } from '../routing/status-routes';

const at = (url: string) => {
  const u = new URL(url, 'http://suite.test');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

test.each([
  ['/', true],
  ['/#/', true],
  ['/#/homework/all-homework', true],
  ['/#/homework/dashboard?x=1', true],
  ['/#/sickness', true],
  ['/#/signedout', false],
  ['/#/SignedOut/', false],
  ['/#/unauthorised', false],
  ['/#/noLicenses', false],
  ['/#code=abc&state=xyz', false],
  ['/#/code=abc&state=xyz', false],
  ['/silent-token-renew?code=abc&state=x', false],
  ['/?error=login_required', false],
  ['/#error=login_required&state=x', false],
  ['/?signed-out', false],
])('%s needs sign-in before anything else loads: %s', (url, expected) => {
  expect(isVisitNeedingSignIn(at(url))).toBe(expected);
});

test.each([
  ['#/signedout?from=x', '/signedout', 'signedOut'],
  ['#/Unauthorised', '/Unauthorised', 'unauthorised'],
  ['#/nolicenses/', '/nolicenses/', 'noLicenses'],
  ['', '/', null],
  ['#/homework/signedout', '/homework/signedout', null],
])('the hash %j is the path %j, status page %j', (hash, path, page) => {
  expect(hashPathOf(hash)).toBe(path);
  expect(statusPageAt(path)).toBe(page);
});

test('a stored user is found by its oidc-client-ts key; other keys are not one', () => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem('oidc.8f2c', '{"state":1}');
  window.sessionStorage.setItem('filters', '{}');
  expect(hasStoredUser(window.sessionStorage)).toBe(false);
  window.sessionStorage.setItem('oidc.user:http://suite.test/oidc:homework-suite', '{}');
  expect(hasStoredUser(window.sessionStorage)).toBe(true);
});
