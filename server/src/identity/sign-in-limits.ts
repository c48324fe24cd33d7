// How password guessing at the sign-in page is slowed down, without handing anyone a way to lock
// somebody else out (decision 0015, after OWASP's authentication cheat sheet and NIST SP 800-63B
// §5.2.2). Each client (an address, or a browser that has signed in as that username before) is
// locked for a username after a few failures; the username itself is only slowed down, far later,
// for clients it does not know; and an address that fails across many usernames is stopped.
// Pure rules here, the limits in config.ts (SIGN_IN_LIMITS); sign-in-guard.ts counts in the database.
import net from 'node:net';
import type { Language } from '@homework/contracts';
import type { SignInLimits } from '../config';
import { identityMessages } from './messages';

/** How long the next attempt at a username must wait after its `failures`th failure in the window. */
export function delayAfterFailures(failures: number, limits: SignInLimits): number {
  const beyond = failures - limits.usernameFailuresBeforeDelay;
  if (beyond <= 0) return 0;
  return Math.min(limits.longestDelayMs, limits.firstDelayMs * 2 ** Math.min(beyond - 1, 30));
}

/** The refusal, with the wait in whole minutes or, under a minute, seconds. */
export function tooManySignIns(waitSeconds: number, language: Language = 'en'): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  if (seconds < 60) return identityMessages.text(language, 'signIn.waitSeconds', { count: seconds });
  return identityMessages.text(language, 'signIn.waitMinutes', { count: Math.ceil(seconds / 60) });
}

/** Usernames match in any letter case and without surrounding spaces, as at sign-in. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * The address a limit counts: IPv4 as it is (also when written as IPv6), IPv6 by its /64 network,
 * which is what one household, school or server is given, so that one machine cannot walk through
 * its 2^64 addresses.
 */
export function addressGroup(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head, tail] = address.split('::');
  const written = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  const full = tail === undefined ? written : [...groups(head), ...Array(8 - written.length).fill('0'), ...groups(tail)];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
