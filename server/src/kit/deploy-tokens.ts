// Deploy tokens (migration 951): the operator issues one for one remote (npm run deploy-token), and a
// team's pipeline sends it to the release API as a bearer token, which the access control checks
// for the routes declaring `deployToken`. The token is shown once, when issued; the database keeps
// only its SHA-256, so neither it nor a backup holds a token that works.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

/** Says what it is wherever it turns up (a pipeline's settings, a log); the rest is 256 random bits. */
const TOKEN_PREFIX = 'hwdeploy_';

export interface DeployToken {
  id: string;
  remote: string;
  /** Who the history names for each change made with it: the team or its pipeline. */
  label: string;
  issuedAt: Date;
  revokedAt: Date | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a token for `remote`; the token itself is returned here and never again. */
export async function issueDeployToken(db: Queryable, remote: string, label: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.query('insert into deploy_tokens (id, remote, label, token_hash) values ($1, $2, $3, $4)', [id, remote, label, hashOf(token)]);
  return { id, token };
}

interface TokenRow {
  id: string;
  remote: string;
  label: string;
  issued_at: Date;
  revoked_at: Date | null;
}
const tokenOf = (row: TokenRow): DeployToken => ({ id: row.id, remote: row.remote, label: row.label, issuedAt: new Date(row.issued_at), revokedAt: row.revoked_at && new Date(row.revoked_at) });

export async function listDeployTokens(db: Queryable): Promise<DeployToken[]> {
  const { rows } = await db.query<TokenRow>('select id, remote, label, issued_at, revoked_at from deploy_tokens order by remote, issued_at');
  return rows.map(tokenOf);
}

/** An id as issued: anything else (a mistyped one) is no token's, and never reaches the uuid column. */
const TOKEN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes token `id`: false when there is no such token, or it was revoked already. */
export async function revokeDeployToken(db: Queryable, id: string): Promise<boolean> {
  if (!TOKEN_ID.test(id)) return false;
  const { rows } = await db.query('update deploy_tokens set revoked_at = now() where id = $1 and revoked_at is null returning id', [id]);
  return rows.length > 0;
}

/** The token a bearer token is, revoked or not; null when it was never issued. */
export async function findDeployToken(db: Queryable, token: string): Promise<DeployToken | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const { rows } = await db.query<TokenRow>('select id, remote, label, issued_at, revoked_at from deploy_tokens where token_hash = $1', [hashOf(token)]);
  return rows[0] ? tokenOf(rows[0]) : null;
}
