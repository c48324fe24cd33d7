// Each school's own OpenID Connect provider (decision 0034): what the operator sets with
// `npm run school-sign-in`, and the look-ups the sign-in makes. The client secret is sealed with
// AES-256-GCM under the data folder's key (keys.ts) before it reaches the database, and is never
// printed or logged: `list` shows only whether one is set.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db';

export type StaffMatchBy = 'email' | 'username';

export interface SchoolProvider {
  schoolId: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Which imported field of the school's staff names the person, and the upstream claim that carries it. */
  matchStaffBy: StaffMatchBy;
  claim: string;
  domains: string[];
}

export type SchoolProviderSetting = Omit<SchoolProvider, 'claim'> & { claim?: string };

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The e-mail domain of what a teacher typed, or undefined when it is not an e-mail address. */
export function domainOf(typed: string): string | undefined {
  const match = /^[^\s@]+@([^\s@]+)$/.exec(typed.trim());
  const domain = match?.[1].toLowerCase().replace(/\.$/, '');
  return domain && DOMAIN.test(domain) ? domain : undefined;
}

/** The problems with a setting, in words, before anything is stored. */
export function settingProblems(setting: SchoolProviderSetting): string[] {
  const problems: string[] = [];
  if (!URL.canParse(setting.issuer)) problems.push(`The issuer "${setting.issuer}" is not an address.`);
  else {
    const issuer = new URL(setting.issuer);
    if (issuer.protocol !== 'https:' && !isLoopback(issuer)) problems.push('The issuer must be an https address (http only on this machine, for tests).');
  }
  if (!setting.clientId.trim()) problems.push('The client id is missing.');
  if (!setting.clientSecret) problems.push('The client secret is missing.');
  if (setting.matchStaffBy !== 'email' && setting.matchStaffBy !== 'username') problems.push('Staff are matched by email or username.');
  if (setting.domains.length === 0) problems.push('Name at least one e-mail domain of the school (--domain).');
  for (const domain of setting.domains) if (!DOMAIN.test(domain)) problems.push(`"${domain}" is not an e-mail domain.`);
  return problems;
}

export const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export const defaultClaim = (by: StaffMatchBy) => (by === 'email' ? 'email' : 'preferred_username');

export function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('the client secret is not sealed in a form this server reads');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Adds or replaces the school's provider and its domains, in one transaction. A domain may be another
 * school's too (a trust's one tenant): its teachers then choose their school after typing their address.
 */
export async function setSchoolProvider(db: Database, key: Buffer, setting: SchoolProviderSetting): Promise<string[]> {
  const domains = [...new Set(setting.domains.map((domain) => domain.trim().toLowerCase()))];
  const problems = settingProblems({ ...setting, domains });
  const school = await db.query<{ name: string }>('select name from schools where id = $1', [setting.schoolId]);
  if (!school.rows[0]) problems.push(`No school has the id ${setting.schoolId}.`);
  if (problems.length) return problems;
  const claim = setting.claim?.trim() || defaultClaim(setting.matchStaffBy);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into school_sign_in_providers (school_id, label, issuer, client_id, client_secret_sealed, match_staff_by, claim)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (school_id) do update set label = excluded.label, issuer = excluded.issuer, client_id = excluded.client_id,
         client_secret_sealed = excluded.client_secret_sealed, match_staff_by = excluded.match_staff_by, claim = excluded.claim, updated_at = now()`,
      [setting.schoolId, setting.label.trim() || school.rows[0].name, setting.issuer.replace(/\/+$/, ''), setting.clientId.trim(), seal(key, setting.clientSecret), setting.matchStaffBy, claim],
    );
    await tx.query('delete from school_sign_in_domains where school_id = $1', [setting.schoolId]);
    await tx.query('insert into school_sign_in_domains (domain, school_id) select unnest($1::text[]), $2', [domains, setting.schoolId]);
  });
  return [];
}

/** The school goes back to the built-in provider. */
export async function removeSchoolProvider(db: Queryable, schoolId: string): Promise<boolean> {
  const { rows } = await db.query('delete from school_sign_in_providers where school_id = $1 returning school_id', [schoolId]);
  return rows.length > 0;
}

const SELECT = `select p.school_id as "schoolId", p.label, p.issuer, p.client_id as "clientId", p.client_secret_sealed as "sealed",
  p.match_staff_by as "matchStaffBy", p.claim,
  coalesce((select array_agg(d.domain order by d.domain) from school_sign_in_domains d where d.school_id = p.school_id), '{}') as domains
  from school_sign_in_providers p`;

type Row = Omit<SchoolProvider, 'clientSecret'> & { sealed: string };

const opened = (key: Buffer, { sealed, ...row }: Row): SchoolProvider => ({ ...row, clientSecret: unseal(key, sealed) });

/** Every school's provider, without secrets (the operator's list). */
export async function listSchoolProviders(db: Queryable): Promise<(Omit<SchoolProvider, 'clientSecret'> & { schoolName: string })[]> {
  const { rows } = await db.query<Row & { schoolName: string }>(
    `select q.*, s.name as "schoolName" from (${SELECT}) q join schools s on s.id = q."schoolId" order by s.name`,
  );
  return rows.map(({ sealed: _sealed, ...row }) => row);
}

export async function schoolProviderOf(db: Queryable, key: Buffer, schoolId: string): Promise<SchoolProvider | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} where p.school_id = $1`, [schoolId]);
  return rows[0] && opened(key, rows[0]);
}

/** Home-realm discovery: the schools whose providers the domain belongs to (one, mostly), by name. */
export async function schoolProvidersForDomain(db: Queryable, key: Buffer, domain: string): Promise<(SchoolProvider & { schoolName: string })[]> {
  const { rows } = await db.query<Row & { schoolName: string }>(
    `select q.*, s.name as "schoolName" from (${SELECT}) q join schools s on s.id = q."schoolId"
     where q."schoolId" in (select school_id from school_sign_in_domains where domain = $1) order by s.name`,
    [domain],
  );
  return rows.map(({ schoolName, ...row }) => ({ ...opened(key, row), schoolName }));
}

/** Whether any school has a provider of its own: without one, the sign-in page is as it always was. */
export async function anySchoolProvider(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('select 1 from school_sign_in_providers limit 1');
  return rows.length > 0;
}

export async function schoolHasProvider(db: Queryable, schoolId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from school_sign_in_providers where school_id = $1', [schoolId]);
  return rows.length > 0;
}

/**
 * The school's member of staff (who has not left) whose imported e-mail or username is `value`, in
 * any letter case: only that school's, so one address at two schools is two separate links.
 */
export async function staffOfSchool(
  db: Queryable,
  schoolId: string,
  by: StaffMatchBy,
  value: string,
): Promise<{ id: string; name: string } | 'none' | 'several'> {
  const column = by === 'email' ? 'email' : 'username';
  const { rows } = await db.query<{ id: string; name: string }>(
    `select id, concat_ws(' ', forename, surname) as name from staff where school_id = $1 and lower(${column}) = lower($2) and left_at is null limit 2`,
    [schoolId, value.trim()],
  );
  return rows.length === 0 ? 'none' : rows.length > 1 ? 'several' : rows[0];
}

/**
 * The account id our provider gives a person signed in through their school's provider: the school
 * and the member of staff, so the session names the one school whose provider vouched for them.
 */
export const brokeredAccountId = (schoolId: string, staffId: string) => `${schoolId}:${staffId}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BROKERED = new RegExp(`^(${UUID}):(${UUID})$`, 'i');

export function parseBrokeredAccountId(accountId: string): { schoolId: string; staffId: string } | undefined {
  const match = BROKERED.exec(accountId);
  return match ? { schoolId: match[1], staffId: match[2] } : undefined;
}

/** The staff row a brokered account names, while its school still has its provider and the person has not left. */
export async function brokeredStaff(db: Queryable, schoolId: string, staffId: string): Promise<{ name: string } | undefined> {
  const { rows } = await db.query<{ name: string }>(
    `select concat_ws(' ', forename, surname) as name from staff st
     where st.school_id = $1 and st.id = $2 and st.left_at is null
       and exists (select 1 from school_sign_in_providers p where p.school_id = st.school_id)`,
    [schoolId, staffId],
  );
  return rows[0];
}
