/**
 * What a teacher typed and has not saved (a mark, a message, a homework form), kept in the browser's
 * localStorage so a reload, a sleep or a sign-in round trip never throws it away. Every kind of draft
 * is kept under one key scheme, `homework.draft/<kind>/<userId>/<...parts>`, so Sign Out can say how
 * many of the user's drafts there are and clear them all (a shared classroom computer must not keep
 * comments about students), while a session that merely expires keeps them.
 */

/** The part of the Web Storage API the drafts use; a test passes its own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_KEY_PREFIX = 'homework.draft';

/** The kinds of draft the suite keeps: the place each is typed in. */
export type DraftKind = 'marking' | 'message' | 'homework-form';

/**
 * The one key of a draft: its kind, the user it belongs to, then what it is about (the school, a
 * homework, a student), each part encoded so a '/' inside one cannot shift the others.
 */
export const draftKey = (kind: DraftKind, userId: string, ...parts: string[]): string =>
  [DRAFT_KEY_PREFIX, kind, userId, ...parts].map(encodeURIComponent).join('/');

const userOfKey = (key: string): string | null => {
  const [prefix, , userId] = key.split('/');
  return prefix === DRAFT_KEY_PREFIX && userId !== undefined ? decodeURIComponent(userId) : null;
};

/** Every key of the user's drafts, of every kind. */
export function draftKeysOf(storage: DraftStorage, userId: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && userOfKey(key) === userId) keys.push(key);
  }
  return keys;
}

/** How many drafts the user has kept, of every kind (what Sign Out says would go). */
export const countDrafts = (storage: DraftStorage, userId: string): number => draftKeysOf(storage, userId).length;

/** Clears every draft of the user's (an explicit Sign Out); returns how many went. */
export function discardDrafts(storage: DraftStorage, userId: string): number {
  const keys = draftKeysOf(storage, userId);
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}

/** Keeps a draft as JSON; a full or refused storage keeps nothing and says so (false), never throws. */
export function keepDraft(storage: DraftStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Reads a draft back; anything unreadable counts as no draft (the caller checks its shape). */
export function readDraft(storage: DraftStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const forgetDraft = (storage: DraftStorage, key: string): void => storage.removeItem(key);

/** The browser's localStorage, or null where it is refused (a private window's settings). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
