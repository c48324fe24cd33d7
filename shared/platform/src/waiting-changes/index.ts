/**
 * Changes a teacher made that have not reached the server yet (a mark saved while the connection was
 * down, or refused by a 5xx or a time-out), kept in the browser's IndexedDB until they are sent, so a
 * reload, a closed tab or a train's tunnel loses nothing. They are kept per user and school: each is
 * read back only by the user who made it, in the school it was made in, and Sign Out counts and can
 * discard all of a user's (as it does their drafts). Where IndexedDB is refused (some private
 * windows), they are kept for the page's life only, and the page still works.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Whose a change is: the user who made it and the school they made it in. */
export interface ChangeOwner {
  userId: string;
  schoolId: string;
}

/** A change as it is kept: `request` is what the feature that made it sends again (its own shape). */
export interface WaitingChange<Request = unknown> extends ChangeOwner {
  /** The order it was made in, given by the store: changes are sent in this order. */
  seq: number;
  /** The feature whose change it is (e.g. 'marking'), and what it is about there (e.g. a homework). */
  kind: string;
  about: string;
  /** Sent with the change every time, so the server applies it once however often it arrives. */
  idempotencyKey: string;
  request: Request;
  /** When the teacher made it (ISO). */
  madeAt: string;
  /** The server's reason, once it has refused the change: kept, not sent again, until discarded. */
  refused?: string;
}

export type NewChange<Request = unknown> = Omit<WaitingChange<Request>, 'seq' | 'refused'>;

const DATABASE = 'homework-waiting-changes';
const STORE = 'changes';
const BY_OWNER = 'by-owner';

interface Schema extends DBSchema {
  changes: { key: number; value: WaitingChange; indexes: { 'by-owner': [string, string] } };
}

/** The one place a change is kept; `memoryStore` stands in where IndexedDB is refused. */
interface Store {
  add(change: NewChange): Promise<WaitingChange>;
  put(change: WaitingChange): Promise<void>;
  remove(seq: number): Promise<void>;
  of(owner: ChangeOwner): Promise<WaitingChange[]>;
  ofUser(userId: string): Promise<WaitingChange[]>;
}

function indexedDbStore(): Store {
  let opened: Promise<IDBPDatabase<Schema>> | null = null;
  const db = () =>
    (opened ??= openDB<Schema>(DATABASE, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
        store.createIndex(BY_OWNER, ['userId', 'schoolId']);
      },
    }));
  return {
    async add(change) {
      const database = await db();
      // The store gives `seq`: a key path with autoIncrement writes it into the value.
      const seq = await database.add(STORE, change as WaitingChange);
      return { ...change, seq };
    },
    async put(change) {
      await (await db()).put(STORE, change);
    },
    async remove(seq) {
      await (await db()).delete(STORE, seq);
    },
    async of({ userId, schoolId }) {
      return (await db()).getAllFromIndex(STORE, BY_OWNER, [userId, schoolId]);
    },
    async ofUser(userId) {
      const database = await db();
      return (await database.getAll(STORE)).filter((change) => change.userId === userId);
    },
  };
}

function memoryStore(): Store {
  const kept = new Map<number, WaitingChange>();
  let next = 1;
  return {
    async add(change) {
      const added = { ...change, seq: next++ };
      kept.set(added.seq, added);
      return added;
    },
    async put(change) {
      kept.set(change.seq, change);
    },
    async remove(seq) {
      kept.delete(seq);
    },
    async of({ userId, schoolId }) {
      return [...kept.values()].filter((change) => change.userId === userId && change.schoolId === schoolId);
    },
    async ofUser(userId) {
      return [...kept.values()].filter((change) => change.userId === userId);
    },
  };
}

let store: Store | null = null;
function theStore(): Store {
  if (store) return store;
  try {
    store = typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
  } catch {
    store = memoryStore();
  }
  return store;
}

/** A store that refused to open (a private window's settings) keeps the changes in memory from then on. */
async function withStore<T>(act: (kept: Store) => Promise<T>): Promise<T> {
  try {
    return await act(theStore());
  } catch {
    store = memoryStore();
    return act(store);
  }
}

const bySeq = (a: WaitingChange, b: WaitingChange) => a.seq - b.seq;

/** Keeps a change; answers it with its place in the order. */
export function keepChange<Request>(change: NewChange<Request>): Promise<WaitingChange<Request>> {
  return withStore((kept) => kept.add(change)) as Promise<WaitingChange<Request>>;
}

/** The owner's waiting changes of one kind and subject, oldest first. */
export async function changesOf<Request>(owner: ChangeOwner, kind: string, about: string): Promise<WaitingChange<Request>[]> {
  const changes = await withStore((kept) => kept.of(owner));
  return changes.filter((change) => change.kind === kind && change.about === about).sort(bySeq) as WaitingChange<Request>[];
}

/** Sent, or discarded by the teacher. */
export const forgetChange = (seq: number): Promise<void> => withStore((kept) => kept.remove(seq));

/** Refused by the server: kept, with the reason, until the teacher discards it. */
export const refuseChange = (change: WaitingChange, reason: string): Promise<void> => withStore((kept) => kept.put({ ...change, refused: reason }));

/** Put back as it was (the Undo of a discard). */
export const restoreChange = (change: WaitingChange): Promise<void> => withStore((kept) => kept.put(change));

/** How many changes of the user's are waiting, in any school (what Sign Out says would go). */
export const countWaitingChanges = async (userId: string): Promise<number> => (await withStore((kept) => kept.ofUser(userId))).length;

/** Discards every change of the user's (Sign Out, asked first); answers how many went. */
export async function discardWaitingChanges(userId: string): Promise<number> {
  const changes = await withStore((kept) => kept.ofUser(userId));
  for (const change of changes) await forgetChange(change.seq);
  return changes.length;
}
