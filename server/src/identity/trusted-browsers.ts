// A browser that has signed in as a username carries a signed note saying so (OWASP's "device
// cookies"): its later attempts at that username are counted on their own, so a pupil failing at
// the teacher's username from the school's shared address neither locks nor slows the teacher's own
// browser. The note names the username and an id of its own, and is signed with the provider's
// cookie keys; nobody can make one without signing in as that username.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseUsername } from './sign-in-limits';

export const TRUSTED_BROWSER_COOKIE = 'homework_trusted';

/** A staff room's shared computer keeps this many of its users, the latest first. */
const USERNAMES_PER_BROWSER = 10;

interface Note {
  id: string;
  username: string;
  issuedAt: number;
  text: string;
}

const signature = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

function readNote(text: string, keys: readonly string[]): Note | undefined {
  const [id, issued, name, signed, ...rest] = text.split('.');
  if (!signed || rest.length > 0) return undefined;
  const payload = `${id}.${issued}.${name}`;
  const given = Buffer.from(signed);
  const valid = keys.some((key) => {
    const expected = Buffer.from(signature(payload, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  const issuedAt = Number(issued);
  if (!valid || !Number.isInteger(issuedAt)) return undefined;
  return { id, username: Buffer.from(name, 'base64url').toString('utf8'), issuedAt, text };
}

function readNotes(cookieHeader: string | undefined, keys: readonly string[]): Note[] {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${TRUSTED_BROWSER_COOKIE}=`))
    ?.slice(TRUSTED_BROWSER_COOKIE.length + 1);
  if (!value) return [];
  return value
    .split('~')
    .slice(0, USERNAMES_PER_BROWSER)
    .flatMap((text) => readNote(text, keys) ?? []);
}

/** The id this browser is known by for the username, when it has signed in as them within `maxAgeMs`. */
export function trustedBrowserId(
  cookieHeader: string | undefined,
  username: string,
  keys: readonly string[],
  maxAgeMs: number,
  now = Date.now(),
): string | undefined {
  const wanted = normaliseUsername(username);
  return readNotes(cookieHeader, keys).find((note) => note.username === wanted && now - note.issuedAt * 1000 < maxAgeMs)?.id;
}

/** The Set-Cookie line that makes this browser known to the username (a fresh note, first). */
export function trustBrowser(
  cookieHeader: string | undefined,
  username: string,
  options: { keys: readonly string[]; maxAgeMs: number; path: string; secure: boolean; now?: number },
): string {
  const now = options.now ?? Date.now();
  const wanted = normaliseUsername(username);
  const id = randomBytes(12).toString('base64url');
  const payload = `${id}.${Math.floor(now / 1000)}.${Buffer.from(wanted, 'utf8').toString('base64url')}`;
  const others = readNotes(cookieHeader, options.keys).filter(
    (note) => note.username !== wanted && now - note.issuedAt * 1000 < options.maxAgeMs,
  );
  const value = [`${payload}.${signature(payload, options.keys[0])}`, ...others.map((note) => note.text)]
    .slice(0, USERNAMES_PER_BROWSER)
    .join('~');
  const maxAge = Math.floor(options.maxAgeMs / 1000);
  return `${TRUSTED_BROWSER_COOKIE}=${value}; Path=${options.path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
}
