// The SQL of marking changes sent with an Idempotency-Key (decision 0030, migration 203): the key
// claimed at the start of the change's transaction, its answer written before the commit, and the
// sweep. Scoped by the caller's school and user, but the sweep.
import type { Queryable } from '../../../db';

export interface KeptAnswer {
  request_hash: string;
  status: number | null;
  answer: unknown;
}

/**
 * Claims the key for this transaction, or answers what it holds. A second request with the key
 * while the first is in hand waits here, on the key's row, until the first commits (then it reads
 * the first's answer) or rolls back (then it claims the key itself).
 */
export async function claimKey(tx: Queryable, schoolId: string, userId: string, key: string, requestHash: string): Promise<KeptAnswer | null> {
  const claimed = await tx.query(
    `insert into marking_idempotency_keys (school_id, user_id, key, request_hash) values ($1, $2, $3, $4)
     on conflict do nothing returning key`,
    [schoolId, userId, key, requestHash],
  );
  if (claimed.rows.length) return null;
  const { rows } = await tx.query<KeptAnswer>(
    'select request_hash, status, answer from marking_idempotency_keys where school_id = $1 and user_id = $2 and key = $3',
    [schoolId, userId, key],
  );
  return rows[0] ?? null;
}

export async function keepAnswer(tx: Queryable, schoolId: string, userId: string, key: string, status: number, answer: unknown): Promise<void> {
  await tx.query('update marking_idempotency_keys set status = $4, answer = $5 where school_id = $1 and user_id = $2 and key = $3', [
    schoolId,
    userId,
    key,
    status,
    JSON.stringify(answer),
  ]);
}

export async function sweepKeys(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query('delete from marking_idempotency_keys where created_at < $1 returning key', [before.toISOString()]);
  return rows.length;
}
