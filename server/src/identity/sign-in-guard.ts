// Counts sign-in attempts against the limits of sign-in-limits.ts, in the database (rate_limits), so
// that every server process on it counts the same attempts. An attempt counts as a failure from the
// moment it arrives, so that a burst sent at once cannot slip past a limit while its passwords are
// checked; a refused one, or a successful one, is taken back, and a success also clears its
// client's count for the username.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { claimTurn, deleteCounter, incrementCounter, sweepExpiredCounters, takeBackCount } from '../kit/rate-limit-queries';
import type { SignInLimits } from '../config';
import { addressGroup, delayAfterFailures, normaliseUsername } from './sign-in-limits';

export interface SignInAttempt {
  username: string;
  /** The caller's address, as the configured proxies report it. */
  ip: string;
  /** The id of the browser's note for this username (trusted-browsers.ts), when it has one. */
  trustedBrowser?: string;
}

export type Admission =
  | { admitted: true; /** The password matched: take the attempt back. */ succeeded(): Promise<void> }
  | { admitted: false; limit: 'client' | 'address' | 'username'; waitMs: number };

/** Keys hold a digest of the username: fixed in length whatever is typed, and no names in the table. */
const digest = (username: string) => createHash('sha256').update(normaliseUsername(username)).digest('base64url').slice(0, 22);

export function signInGuard(db: Queryable, limits: SignInLimits, counterSet: string) {
  return async function admit(attempt: SignInAttempt): Promise<Admission> {
    const user = digest(attempt.username);
    const address = addressGroup(attempt.ip);
    const counted: string[] = [];
    const count = async (key: string) => {
      counted.push(key);
      return incrementCounter(db, key, limits.windowMs);
    };
    // A refused attempt had no password checked: it counts nowhere.
    const refuse = async (limit: 'client' | 'address' | 'username', waitMs: number): Promise<Admission> => {
      for (const key of counted) await takeBackCount(db, key);
      return { admitted: false, limit, waitMs };
    };
    await sweepExpiredCounters(db);

    const clientKey = `${counterSet}sign-in:${user}:${attempt.trustedBrowser ? `browser:${attempt.trustedBrowser}` : `address:${address}`}`;
    const client = await count(clientKey);
    if (client.current > limits.failuresPerClient) return refuse('client', client.ttl);

    // A browser that has signed in as this username is neither slowed by other clients' failures at
    // it nor refused with its address.
    if (!attempt.trustedBrowser) {
      const fromAddress = await count(`${counterSet}sign-in-address:${address}`);
      if (fromAddress.current > limits.failuresPerAddress) return refuse('address', fromAddress.ttl);
      const failures = await count(`${counterSet}sign-in-username:${user}`);
      const delay = delayAfterFailures(failures.current, limits);
      const waitMs = delay > 0 ? await claimTurn(db, `${counterSet}sign-in-username-wait:${user}`, delay) : 0;
      if (waitMs > 0) return refuse('username', waitMs);
    }

    return {
      admitted: true,
      async succeeded() {
        await deleteCounter(db, clientKey);
        for (const key of counted.slice(1)) await takeBackCount(db, key);
      },
    };
  };
}
