// Accounts of the local identity provider: table user_accounts, created by the data migrations.
import type { Queryable } from '../db';
import { hashPassword, verifyPassword } from './passwords';

export interface UserAccount {
  username: string;
  personId: string;
  schoolId: string;
  displayName: string;
}

const COLUMNS = 'username, person_id as "personId", school_id as "schoolId", display_name as "displayName"';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAccountByPersonId(db: Queryable, personId: string): Promise<UserAccount | undefined> {
  if (!UUID.test(personId)) return undefined;
  const { rows } = await db.query<UserAccount>(`select ${COLUMNS} from user_accounts where person_id = $1 limit 1`, [personId]);
  return rows[0];
}

// Compared against when the username is unknown, so that a miss takes as long as a wrong password.
const decoyHash = hashPassword('decoy');

/** The account when the username (any letter case) and password match; otherwise undefined. */
export async function checkCredentials(db: Queryable, username: string, password: string): Promise<UserAccount | undefined> {
  const { rows } = await db.query<UserAccount & { passwordHash: string }>(
    `select ${COLUMNS}, password_hash as "passwordHash" from user_accounts where lower(username) = lower($1) limit 1`,
    [username.trim()],
  );
  const row = rows[0];
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row || !matches) return undefined;
  const { passwordHash: _, ...account } = row;
  return account;
}
