// Brings the database to the bundle's rows: adds what is new, changes what differs, and for what
// the bundle no longer has removes a link, marks a person as left (their history stays), or deletes
// a group, subject or term nothing else refers to. Nothing is written for a row that already matches.
import type { Queryable } from '../db';
import { IMPORTED_ROLE_CODES, IMPORTED_SCHOOL_PRODUCTS, type RosterRows } from './mapping';

type Table = keyof RosterRows;
type Row = Record<string, unknown>;

interface TableSync {
  table: Table;
  key: string[];
  /** Columns a re-import compares and changes; the rest are written only when the row is added. */
  compared: string[];
  /** Which of the table's rows the import owns (alias t; $1 the bundle's schools). */
  owned: string;
  /** What happens to an owned row the bundle no longer has. */
  absent: { keep: true } | { delete: true; unless?: string; otherwise?: Kept } | { leave: string };
}

/** What becomes of an absent row that something still refers to. */
interface Kept {
  set: string;
  /** Whether a row was kept so already (and is not written again). */
  already: (row: Record<string, string | null>) => boolean;
}

const OWN = 't.school_id = any($1::uuid[]) and t.sourced_id is not null';
const ownedThrough = (table: string, column: string) =>
  `t.school_id = any($1::uuid[]) and exists (select 1 from ${table} o where o.school_id = t.school_id and o.id = t.${column} and o.sourced_id is not null)`;

/** In the order rows are added (parents first); absent rows go in the reverse order. */
const TABLES: TableSync[] = [
  // A school the bundle no longer lists keeps everything: leaving a whole school is the operator's decision.
  // sourced_id compared too: a school the suite had before its first import (from the school admin's page) takes it then.
  { table: 'schools', key: ['id'], compared: ['name', 'sourced_id'], owned: 't.id = any($1::uuid[])', absent: { keep: true } },
  {
    table: 'academic_years',
    key: ['school_id', 'id'],
    compared: ['name', 'start_date', 'end_date'],
    owned: OWN,
    absent: { delete: true, unless: 'exists (select 1 from terms x where x.school_id = t.school_id and x.academic_year_id = t.id)' },
  },
  { table: 'terms', key: ['school_id', 'id'], compared: ['academic_year_id', 'name', 'start_date', 'end_date'], owned: OWN, absent: { delete: true } },
  {
    table: 'subjects',
    key: ['school_id', 'id'],
    compared: ['name', 'code'],
    owned: OWN,
    absent: {
      delete: true,
      unless: `exists (select 1 from homework x where x.school_id = t.school_id and x.subject_id = t.id)
               or exists (select 1 from groups x where x.school_id = t.school_id and x.subject_id = t.id)`,
    },
  },
  {
    table: 'groups',
    key: ['school_id', 'id'],
    compared: ['kind', 'name', 'subject_id', 'position'],
    owned: OWN,
    // A class homework was set for stays (without members), so that homework keeps its group, under
    // a name that frees its own for next year's class.
    absent: {
      delete: true,
      unless: 'exists (select 1 from homework_groups x where x.school_id = t.school_id and x.group_id = t.id)',
      otherwise: { set: `name = t.name || ' (ended ' || to_char(now(), 'YYYY-MM-DD') || ')'`, already: (row) => / \(ended \d{4}-\d{2}-\d{2}\)$/.test(row.name ?? '') },
    },
  },
  { table: 'staff', key: ['school_id', 'id'], compared: ['forename', 'surname', 'email', 'username', 'is_teacher'], owned: OWN, absent: { leave: 'left_at = now()' } },
  {
    table: 'students',
    key: ['school_id', 'id'],
    compared: ['legal_forename', 'legal_surname', 'display_forename', 'display_surname', 'year_group', 'reg_group', 'email', 'is_active'],
    owned: OWN,
    absent: { leave: 'left_at = now(), is_active = false' },
  },
  { table: 'parents', key: ['school_id', 'id'], compared: ['forename', 'surname', 'email'], owned: OWN, absent: { leave: 'left_at = now()' } },
  {
    table: 'user_roles',
    key: ['school_id', 'user_id', 'product_code'],
    compared: ['roles'],
    owned: `${ownedThrough('staff', 'user_id')} and t.product_code = any($2::text[])`,
    absent: { delete: true },
  },
  { table: 'parent_children', key: ['school_id', 'parent_id', 'student_id'], compared: [], owned: ownedThrough('parents', 'parent_id'), absent: { delete: true } },
  { table: 'group_members', key: ['school_id', 'group_id', 'student_id'], compared: [], owned: ownedThrough('groups', 'group_id'), absent: { delete: true } },
];

export interface Counts {
  added: number;
  changed: number;
  /** Deleted, or for people marked as left. */
  removed: number;
}
export type Changes = Record<Table, Counts>;

/** The changes in all, and in each school of the bundle (a trust's has several), by the school's id. */
export interface SyncedChanges {
  total: Changes;
  bySchool: Map<string, Changes>;
}

const noChanges = (): Changes => Object.fromEntries(TABLES.map((sync) => [sync.table, { added: 0, changed: 0, removed: 0 }])) as Changes;
/** The school a row is of: a school row is its own. */
const schoolColumn = (table: Table) => (table === 'schools' ? 'id' : 'school_id');

/** What each kind of row comes to, in the report. */
export const KIND_NAMES: Record<Table, { name: string; removed: string }> = {
  schools: { name: 'schools', removed: 'removed' },
  academic_years: { name: 'school years', removed: 'removed' },
  terms: { name: 'terms', removed: 'removed' },
  subjects: { name: 'subjects', removed: 'removed' },
  groups: { name: 'groups', removed: 'removed' },
  staff: { name: 'staff', removed: 'left' },
  students: { name: 'students', removed: 'left' },
  parents: { name: 'parents', removed: 'left' },
  user_roles: { name: 'staff roles', removed: 'removed' },
  parent_children: { name: 'parent–child links', removed: 'removed' },
  group_members: { name: 'group memberships', removed: 'removed' },
};

/** Rows a statement carries, as one JSON parameter (no limit on parameters, one parse). */
const BATCH = 5_000;
const isPerson = (sync: TableSync) => 'leave' in sync.absent;

/**
 * Compares and writes, within the caller's transaction (a check rolls it back, so that it meets
 * every refusal the import would). What the bundle no longer has goes first (children before
 * parents), so that next year's class or subject may take the name of this year's; then what is new
 * or changed (parents before children).
 */
export async function syncRows(tx: Queryable, rows: RosterRows): Promise<SyncedChanges> {
  const schoolIds = rows.schools.map((school) => school.id);
  const changes = noChanges();
  const bySchool = new Map(schoolIds.map((id) => [id, noChanges()]));
  const count = (table: Table, school: unknown, counted: keyof Counts, rowCount = 1) => {
    changes[table][counted] += rowCount;
    const ofSchool = bySchool.get(String(school));
    if (ofSchool) ofSchool[table][counted] += rowCount;
  };
  const plans: { sync: TableSync; added: Row[]; changed: Row[]; absent: Row[] }[] = [];
  for (const sync of TABLES) {
    const current = await ownedRows(tx, sync, schoolIds);
    const added: Row[] = [];
    const changed: Row[] = [];
    for (const row of rows[sync.table] as Row[]) {
      const key = keyOf(sync, row);
      const now = current.get(key);
      current.delete(key);
      if (!now) added.push(row);
      else if (now.left === 'true' || sync.compared.some((column) => text(row[column]) !== now[column])) changed.push(row);
    }
    // A person already marked as left, or a row already kept, is not written again.
    const kept = 'otherwise' in sync.absent ? sync.absent.otherwise : undefined;
    const absent = [...current.values()].filter((row) => !('keep' in sync.absent) && row.left !== 'true' && !kept?.already(row));
    for (const row of added) count(sync.table, row[schoolColumn(sync.table)], 'added');
    for (const row of changed) count(sync.table, row[schoolColumn(sync.table)], 'changed');
    plans.push({ sync, added, changed, absent });
  }

  for (const { sync, absent } of [...plans].reverse()) {
    const values = `json_populate_recordset(null::${sync.table}, $1::json) v where ${matching(sync)}`;
    const returning = `returning t.${schoolColumn(sync.table)}::text as school`;
    await inBatches(absent, async (batch) => {
      const done: { school: string }[] = [];
      if ('leave' in sync.absent) done.push(...(await tx.query<{ school: string }>(`update ${sync.table} t set ${sync.absent.leave} from ${values} ${returning}`, [batch])).rows);
      else if ('delete' in sync.absent) {
        const unless = sync.absent.unless;
        done.push(...(await tx.query<{ school: string }>(`delete from ${sync.table} t using ${values}${unless ? ` and not (${unless})` : ''} ${returning}`, [batch])).rows);
        if (sync.absent.otherwise) done.push(...(await tx.query<{ school: string }>(`update ${sync.table} t set ${sync.absent.otherwise.set} from ${values} ${returning}`, [batch])).rows);
      }
      for (const row of done) count(sync.table, row.school, 'removed');
    });
  }

  for (const { sync, added, changed } of plans) {
    const columns = Object.keys((rows[sync.table] as Row[])[0] ?? {});
    await inBatches(added, (batch) =>
      tx.query(`insert into ${sync.table} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${sync.table}, $1::json)`, [batch]),
    );
    if (sync.table === 'schools' && added.length)
      await tx.query('insert into school_products (school_id, product) select s, p from unnest($1::uuid[]) s cross join unnest($2::text[]) p', [
        added.map((row) => row.id),
        IMPORTED_SCHOOL_PRODUCTS,
      ]);
    const set = [...sync.compared.map((column) => `${column} = v.${column}`), ...(isPerson(sync) ? ['left_at = null'] : [])];
    if (set.length)
      await inBatches(changed, (batch) => tx.query(`update ${sync.table} t set ${set.join(', ')} from json_populate_recordset(null::${sync.table}, $1::json) v where ${matching(sync)}`, [batch]));
  }
  return { total: changes, bySchool };
}

/**
 * A group or subject of the bundle whose name (a group's, within its kind) or code the school already
 * gives one of its own: made in the suite, not by an import, so no import changes it and the
 * database would refuse the bundle's beside it.
 */
export interface Clash {
  /** The bundle's row. */
  id: string;
  table: 'groups' | 'subjects';
  kind: string | null;
  /** The group's name, or the subject's code. */
  name: string;
}

export async function clashesWithSchool(tx: Queryable, rows: RosterRows): Promise<Clash[]> {
  const groups = await tx.query<{ id: string; kind: string; name: string }>(
    `select v.id, v.kind, v.name from json_populate_recordset(null::groups, $1::json) v
     join groups t on t.school_id = v.school_id and t.kind = v.kind and t.name = v.name and t.id <> v.id and t.sourced_id is null`,
    [JSON.stringify(rows.groups)],
  );
  const subjects = await tx.query<{ id: string; code: string }>(
    `select v.id, v.code from json_populate_recordset(null::subjects, $1::json) v
     join subjects t on t.school_id = v.school_id and t.code = v.code and t.id <> v.id and t.sourced_id is null`,
    [JSON.stringify(rows.subjects)],
  );
  return [
    ...subjects.rows.map(({ id, code }) => ({ id, table: 'subjects' as const, kind: null, name: code })),
    ...groups.rows.map(({ id, kind, name }) => ({ id, table: 'groups' as const, kind, name })),
  ];
}

/** The owned rows, keyed, with the compared columns as text (as `text()` writes the bundle's). */
async function ownedRows(tx: Queryable, sync: TableSync, schoolIds: string[]): Promise<Map<string, Record<string, string | null>>> {
  const columns = [...sync.key, ...sync.compared].map((column) => `t.${column}::text as ${column}`);
  if (isPerson(sync)) columns.push('(t.left_at is not null)::text as left');
  const { rows } = await tx.query<Record<string, string | null>>(`select ${columns.join(', ')} from ${sync.table} t where ${sync.owned}`, [
    schoolIds,
    ...(sync.table === 'user_roles' ? [IMPORTED_ROLE_CODES] : []),
  ]);
  return new Map(rows.map((row) => [keyOf(sync, row), row]));
}

const keyOf = (sync: TableSync, row: Row) => sync.key.map((column) => text(row[column])).join('\u0000');
const matching = (sync: TableSync) => sync.key.map((column) => `t.${column} = v.${column}`).join(' and ');

/** A value as PostgreSQL prints it (`::text`). */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

async function inBatches(rows: Row[], write: (json: string) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await write(JSON.stringify(rows.slice(start, start + BATCH)));
}
