// The pure rules of the sign-in limits (decision 0015): waits, words, addresses, trusted-browser notes
// and the TRUST_PROXY setting. identity-rate-limit.test.ts holds them over HTTP.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../src/config';
import { SIGN_IN_LIMITS } from '../../src/config';
import { addressGroup, delayAfterFailures, tooManySignIns } from '../../src/identity/sign-in-limits';
import { TRUSTED_BROWSER_COOKIE, trustBrowser, trustedBrowserId } from '../../src/identity/trusted-browsers';

describe('the wait before the next attempt at a username', () => {
  const limits = { ...SIGN_IN_LIMITS, usernameFailuresBeforeDelay: 100, firstDelayMs: 1000, longestDelayMs: 60_000 };
  for (const [failures, wait] of [
    [0, 0],
    [100, 0],
    [101, 1000],
    [102, 2000],
    [103, 4000],
    [106, 32_000],
    [107, 60_000],
    [500, 60_000],
    [1e9, 60_000],
  ]) {
    test(`after ${failures} failures: ${wait} ms`, () => assert.equal(delayAfterFailures(failures, limits), wait));
  }
});

describe('the refusal says how long to wait', () => {
  for (const [seconds, words] of [
    [0.2, 'Please wait 1 second and try again.'],
    [1, 'Please wait 1 second and try again.'],
    [30, 'Please wait 30 seconds and try again.'],
    [59.5, 'Please wait 1 minute and try again.'],
    [60, 'Please wait 1 minute and try again.'],
    [61, 'Please wait 2 minutes and try again.'],
    [900, 'Please wait 15 minutes and try again.'],
  ] as const) {
    test(`${seconds} s`, () => assert.equal(tooManySignIns(seconds), `Too many sign-in attempts. ${words}`));
  }
});

describe('the address a limit counts', () => {
  for (const [ip, group] of [
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ]) {
    test(`${ip} → ${group}`, () => assert.equal(addressGroup(ip), group));
  }
});

describe('a trusted browser’s note', () => {
  const keys = ['key-one'];
  const options = { keys, maxAgeMs: 60_000, path: '/oidc/interaction', secure: false, now: 1_000_000 };
  const cookieOf = (setCookie: string) => setCookie.split(';')[0];

  test('names the username it signed in as, in any letter case, and no other', () => {
    const cookie = cookieOf(trustBrowser(undefined, 'Teacher', options));
    const id = trustedBrowserId(cookie, ' teacher ', keys, options.maxAgeMs, options.now);
    assert.match(id ?? '', /^[\w-]{16}$/);
    assert.equal(trustedBrowserId(cookie, 'admin', keys, options.maxAgeMs, options.now), undefined);
  });

  test('is refused when changed, signed with another key, or too old; a retired key still reads it', () => {
    const cookie = cookieOf(trustBrowser(undefined, 'teacher', options));
    const renamed = cookie.replace(Buffer.from('teacher').toString('base64url'), Buffer.from('admin').toString('base64url'));
    assert.equal(trustedBrowserId(renamed, 'admin', keys, options.maxAgeMs, options.now), undefined);
    assert.equal(trustedBrowserId(cookie, 'teacher', ['another-key'], options.maxAgeMs, options.now), undefined);
    assert.equal(trustedBrowserId(cookie, 'teacher', keys, options.maxAgeMs, options.now + options.maxAgeMs), undefined);
    assert.ok(trustedBrowserId(cookie, 'teacher', ['new-key', 'key-one'], options.maxAgeMs, options.now));
  });

  test('a shared computer keeps its last ten users, each with their own id', () => {
    let cookie = '';
    for (let i = 0; i < 12; i++) cookie = cookieOf(trustBrowser(cookie, `user-${i}`, options));
    const ids = Array.from({ length: 12 }, (_, i) => trustedBrowserId(cookie, `user-${i}`, keys, options.maxAgeMs, options.now));
    assert.deepEqual(ids.map(Boolean), [false, false, ...Array(10).fill(true)]);
    assert.equal(new Set(ids.filter(Boolean)).size, 10);
    // Signing in again renews the note rather than adding a second.
    const again = cookieOf(trustBrowser(cookie, 'user-5', options));
    assert.equal(again.split('~').length, 10);
  });

  test('is an HttpOnly, same-site cookie for the sign-in form only, Secure over https', () => {
    const line = trustBrowser('other=1', 'teacher', { ...options, secure: true });
    assert.ok(line.startsWith(`${TRUSTED_BROWSER_COOKIE}=`));
    assert.match(line, /; Path=\/oidc\/interaction; Max-Age=60; HttpOnly; SameSite=Strict; Secure$/);
  });
});

describe('TRUST_PROXY', () => {
  /** Which hops (0: the proxy the server sees) of a request are believed. */
  const believed = (setting: ReturnType<typeof loadConfig>['trustProxy']) =>
    typeof setting === 'function' ? [0, 1, 2, 3].filter((hop) => setting('10.0.0.1', hop)) : setting;
  for (const [value, publicUrl, setting] of [
    [undefined, 'http://localhost:4000', false],
    [undefined, 'https://homework.example', [0]],
    ['false', 'https://homework.example', false],
    ['0', 'https://homework.example', false],
    ['true', 'http://localhost:4000', true],
    ['2', 'http://localhost:4000', [0, 1]],
    ['10.0.0.0/8, 127.0.0.1', 'http://localhost:4000', ['10.0.0.0/8', '127.0.0.1']],
  ] as const) {
    test(`${value ?? 'unset'} with ${publicUrl}`, () => {
      assert.deepEqual(believed(loadConfig({ TRUST_PROXY: value, PUBLIC_URL: publicUrl }).trustProxy), setting);
    });
  }
});
