// The identity provider's stored models (migration 800_oidc_models.sql). Expiry is measured by the
// database's clock, so processes whose clocks differ agree on what has expired.
import type { Queryable } from '../db';

export interface StoredModel {
  payload: Record<string, unknown>;
  consumed: number | null;
}

const LIVE = '(expires_at is null or expires_at > now())';
const SELECT = `select payload, extract(epoch from consumed_at)::float8 as consumed from oidc_models`;

export async function upsertModel(
  db: Queryable,
  row: { model: string; id: string; payload: unknown; grantId?: string; userCode?: string; uid?: string; expiresIn?: number },
): Promise<void> {
  await db.query(
    `insert into oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
     values ($1, $2, $3::jsonb, $4, $5, $6, case when $7::float8 is null then null else now() + $7::float8 * interval '1 second' end)
     on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
       user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
    [row.model, row.id, JSON.stringify(row.payload), row.grantId ?? null, row.userCode ?? null, row.uid ?? null, row.expiresIn ?? null],
    { prepare: true },
  );
}

export async function findModel(db: Queryable, model: string, id: string): Promise<StoredModel | undefined> {
  const { rows } = await db.query<StoredModel>(`${SELECT} where model = $1 and id = $2 and ${LIVE}`, [model, id], { prepare: true });
  return rows[0];
}

export async function findModelBy(db: Queryable, model: string, column: 'uid' | 'user_code', value: string): Promise<StoredModel | undefined> {
  const { rows } = await db.query<StoredModel>(
    `${SELECT} where model = $1 and ${column} = $2 and ${LIVE} order by expires_at desc nulls first limit 1`,
    [model, value],
    { prepare: true },
  );
  return rows[0];
}

export async function consumeModel(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('update oidc_models set consumed_at = now() where model = $1 and id = $2', [model, id], { prepare: true });
}

export async function destroyModel(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('delete from oidc_models where model = $1 and id = $2', [model, id], { prepare: true });
}

/** Every token and code issued under a grant (the grant itself is destroyed by its own id). */
export async function destroyByGrantId(db: Queryable, models: readonly string[], grantId: string): Promise<void> {
  await db.query('delete from oidc_models where grant_id = $1 and model = any($2::text[])', [grantId, models], { prepare: true });
}

export async function deleteExpiredModels(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `with gone as (delete from oidc_models where expires_at <= now() returning 1) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
