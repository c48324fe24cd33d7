// The OneRoster 1.2 CSV binding, as far as this import reads it (and 1.1's roles in users.csv):
// every file checked column by column into a Roster, or every problem found. Pure.
import { parseCsv, type CsvFile, type CsvRow } from './csv';
import { REASONS, problemAt, type Problem } from './problems';

export const MANIFEST = 'manifest.csv';
/** The files a bulk bundle must hold; roles.csv may be left out by a 1.1 bundle (roles in users.csv). */
const NEEDED = ['orgs.csv', 'academicSessions.csv', 'courses.csv', 'classes.csv', 'users.csv', 'enrollments.csv'] as const;
const ROLES_FILE = 'roles.csv';
export const ROSTER_FILES = [MANIFEST, ...NEEDED, ROLES_FILE] as const;

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ROLES = [
  'administrator', 'aide', 'counselor', 'districtAdministrator', 'guardian', 'parent', 'principal',
  'proctor', 'relative', 'siteAdministrator', 'student', 'systemAdministrator', 'teacher',
] as const;
export const ENROLLMENT_ROLES = ['administrator', 'aide', 'proctor', 'student', 'teacher'] as const;
const STATUSES = ['active', 'tobedeleted'] as const;
const FILE_MODES = ['bulk', 'absent', 'delta'] as const;
const ONEROSTER_VERSIONS = ['1.2', '1.1'] as const;

export type Role = (typeof ROLES)[number];
export type SessionType = (typeof SESSION_TYPES)[number];

export interface Roster {
  orgs: Map<string, { name: string; type: string }>;
  /** Terms with the school year they belong to; school years with themselves. */
  sessions: Map<string, { title: string; type: SessionType; startDate: string; endDate: string; year: string | null }>;
  courses: Map<string, { title: string; code: string; org: string; line: number }>;
  classes: Map<string, { title: string; homeroom: boolean; course: string; school: string; line: number }>;
  users: Map<string, { givenName: string; familyName: string; preferredGivenName: string; preferredFamilyName: string; email: string; username: string; grades: string[]; agents: string[]; line: number }>;
  roles: { user: string; org: string; role: Role }[];
  enrollments: { cls: string; user: string; role: string }[];
}

/** Header columns each file must have, and the columns whose values may not be empty. */
const COLUMNS: Record<string, { header: string[]; values: string[] }> = {
  [MANIFEST]: { header: ['propertyName', 'value'], values: ['propertyName'] },
  'orgs.csv': { header: ['sourcedId', 'name', 'type'], values: ['sourcedId', 'name', 'type'] },
  'academicSessions.csv': { header: ['sourcedId', 'title', 'type', 'startDate', 'endDate'], values: ['sourcedId', 'title', 'type', 'startDate', 'endDate'] },
  'courses.csv': { header: ['sourcedId', 'title', 'orgSourcedId'], values: ['sourcedId', 'title', 'orgSourcedId'] },
  'classes.csv': { header: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId'], values: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId'] },
  'users.csv': { header: ['sourcedId', 'givenName', 'familyName'], values: ['sourcedId', 'givenName', 'familyName'] },
  [ROLES_FILE]: { header: ['sourcedId', 'userSourcedId', 'role', 'orgSourcedId'], values: ['sourcedId', 'userSourcedId', 'role', 'orgSourcedId'] },
  'enrollments.csv': { header: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'], values: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'] },
};
/** 1.1: each user's roles in users.csv. */
const ROLES_IN_USERS = ['role', 'orgSourcedIds'];

/** Columns an export may add (1.2's metadata.*, vendors' ext_*): never read here, and said so once a file. */
const EXTENSION_COLUMN = /^(metadata\.|ext_)/;

/** OneRoster's schoolYear: the calendar year in which the school year ends. */
const SCHOOL_YEAR = /^\d{4}$/;
/** The sourcedId a school year only named by its terms is given: no export's sourcedId has a space and parentheses. */
const namedYearId = (schoolYear: string) => `(schoolYear ${schoolYear})`;

const list = (value: string) => value.split(',').map((part) => part.trim()).filter(Boolean);
const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T => (allowed as readonly string[]).includes(value);

export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

const isDateTime = (value: string) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Reads and checks the bundle's files (by name); a Roster only when nothing is wrong. `notes` say what
 * was taken other than as written (a value in another letter case) or left unread (extension columns).
 */
export function readRoster(files: ReadonlyMap<string, Buffer>): ({ roster: Roster } | { problems: Problem[] }) & { notes: Problem[] } {
  const problems: Problem[] = [];
  const notes: Problem[] = [];
  const report = (file: string, line: number | null, column: string | null, reason: string) => void problems.push(problemAt(file, line, column, reason));
  const note = (file: string, line: number | null, column: string | null, reason: string) => void notes.push(problemAt(file, line, column, reason));

  // A file that cannot be read (not CSV, a needed column missing, not in the bundle) makes every
  // reference to it look wrong: its own problem is the one to fix, so references to its rows are not
  // reported again. The other files are still checked, so that one report names every problem.
  const unreadable = new Set<string>();
  const csv = new Map<string, CsvFile>();
  for (const [name, bytes] of files) {
    const parsed = parseCsv(name, bytes);
    if ('rows' in parsed) {
      csv.set(name, parsed);
      for (const column of parsed.columns.filter((column) => EXTENSION_COLUMN.test(column))) note(name, 1, column, REASONS.extensionColumn);
    } else {
      problems.push(parsed);
      unreadable.add(name);
    }
  }

  // The manifest: versions, and each file bulk.
  const manifest = csv.get(MANIFEST);
  if (!files.has(MANIFEST)) report(MANIFEST, null, null, REASONS.missingFile);
  const property = new Map(manifest?.rows.map((row) => [row.get('propertyName'), row]) ?? []);
  if (manifest && checkHeader(manifest, report)) {
    const value = (name: string) => property.get(name)?.get('value') ?? '';
    const line = (name: string) => property.get(name)?.line ?? null;
    if (value('manifest.version') !== '1.0') report(MANIFEST, line('manifest.version'), 'value', REASONS.manifestVersion(value('manifest.version')));
    if (!oneOf(ONEROSTER_VERSIONS, value('oneroster.version'))) report(MANIFEST, line('oneroster.version'), 'value', REASONS.onerosterVersion(value('oneroster.version')));
    for (const file of [...NEEDED, ROLES_FILE]) {
      const key = `file.${file.replace(/\.csv$/, '')}`;
      const mode = value(key) || 'absent';
      const at = line(key);
      if (!oneOf(FILE_MODES, mode)) report(MANIFEST, at, 'value', REASONS.fileMode(mode));
      // A delta is applied on top of the bundle imported before (delta.ts); one that reaches the check had none.
      else if (mode === 'delta') report(MANIFEST, at, 'value', `${key} ${REASONS.deltaWithoutBase}`);
      else if (mode === 'absent' && files.has(file)) report(file, null, null, REASONS.manifestSaysAbsent);
      else if (mode === 'absent' && file !== ROLES_FILE) report(MANIFEST, at, 'value', `${key} ${REASONS.notBulk}`);
      else if (mode === 'bulk' && !files.has(file)) report(file, null, null, REASONS.notInBundle);
    }
  }
  for (const file of NEEDED) if (!files.has(file)) unreadable.add(file);

  const rowsOf = (file: string): CsvRow[] => {
    const parsed = csv.get(file);
    if (parsed && checkHeader(parsed, report)) return parsed.rows;
    unreadable.add(file);
    return [];
  };

  // Every file's rows by sourcedId, once each; tobedeleted rows are set aside, to name in a reference.
  // A row left out for a problem of its own (an empty value) is set aside too: a reference to it is
  // not a second problem.
  const deleted = new Map<string, Set<string>>();
  const faulty = new Map<string, Set<string>>();
  const live = (file: string, extra: (row: CsvRow) => void = () => undefined): Map<string, CsvRow> => {
    const byId = new Map<string, CsvRow>();
    const seen = new Map<string, number>();
    deleted.set(file, new Set());
    faulty.set(file, new Set());
    for (const row of rowsOf(file)) {
      if (!checkValues(file, row, report)) {
        if (row.get('sourcedId')) faulty.get(file)!.add(row.get('sourcedId'));
        continue;
      }
      const id = row.get('sourcedId');
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        report(file, row.line, 'sourcedId', REASONS.duplicateId(earlier));
        continue;
      }
      seen.set(id, row.line);
      if (row.get('status')) enumerated(file, row, 'status', STATUSES);
      const status = row.get('status');
      const modified = row.get('dateLastModified');
      if (modified && !isDateTime(modified)) report(file, row.line, 'dateLastModified', REASONS.badDateTime(modified));
      if (status === 'tobedeleted') deleted.get(file)!.add(id);
      else {
        byId.set(id, row);
        extra(row);
      }
    }
    return byId;
  };
  const enumerated = (file: string, row: CsvRow, column: string, allowed: readonly string[]) => {
    const value = row.get(column);
    if (oneOf(allowed, value)) return true;
    // Exports write some values in another letter case (Scheduled): taken as the standard's, and said so.
    const standard = allowed.find((word) => word.toLowerCase() === row.get(column).toLowerCase());
    if (standard) {
      note(file, row.line, column, REASONS.otherCase(row.get(column), standard));
      row.correct(column, standard);
      return true;
    }
    report(file, row.line, column, REASONS.notOneOf(value, allowed));
    return false;
  };
  /** Whether `id` names a live row of `target`; else says which it is not. */
  const refers = (file: string, row: CsvRow, column: string, id: string, target: Map<string, CsvRow>, targetFile: string, what: string) => {
    if (target.has(id)) return true;
    if (unreadable.has(targetFile) || faulty.get(targetFile)?.has(id)) return false;
    report(file, row.line, column, deleted.get(targetFile)?.has(id) ? REASONS.deleted(what, id) : REASONS.unknown(what, id));
    return false;
  };

  const orgRows = live('orgs.csv', (row) => enumerated('orgs.csv', row, 'type', ORG_TYPES));
  const isSchool = (id: string) => orgRows.get(id)?.get('type') === 'school';
  const schoolRef = (file: string, row: CsvRow, column: string) => {
    const id = row.get(column);
    if (!refers(file, row, column, id, orgRows, 'orgs.csv', 'org')) return false;
    if (isSchool(id)) return true;
    report(file, row.line, column, REASONS.notSchool(id));
    return false;
  };
  for (const row of orgRows.values()) {
    const parent = row.get('parentSourcedId');
    if (parent) refers('orgs.csv', row, 'parentSourcedId', parent, orgRows, 'orgs.csv', 'org');
  }

  const SESSIONS = 'academicSessions.csv';
  const sessionRows = live(SESSIONS, (row) => {
    enumerated(SESSIONS, row, 'type', SESSION_TYPES);
    const dates = ['startDate', 'endDate'].filter((column) => isDate(row.get(column)) || void report(SESSIONS, row.line, column, REASONS.badDate(row.get(column))));
    if (dates.length === 2 && row.get('endDate') < row.get('startDate')) report(SESSIONS, row.line, 'endDate', REASONS.endBeforeStart);
  });
  const sessions: Roster['sessions'] = new Map();
  const years = [...sessionRows.values()].filter((row) => row.get('type') === 'schoolYear');
  /** Terms whose school year only their schoolYear column gives, by that year. */
  const yearOnlyNamed = new Map<string, CsvRow[]>();
  for (const [id, row] of sessionRows) {
    const type = row.get('type') as SessionType;
    const parent = row.get('parentSourcedId');
    if (parent) refers(SESSIONS, row, 'parentSourcedId', parent, sessionRows, SESSIONS, 'academic session');
    let year: string | null = null;
    if (type === 'schoolYear') year = id;
    else if (type === 'term' || type === 'semester') {
      // Its school year: the parent when that is one, else the school year its dates fall in, else the
      // school-year session its schoolYear column names (1.2 gives every session that column).
      const named = row.get('schoolYear');
      const containing = years.find((y) => y.get('startDate') <= row.get('startDate') && row.get('endDate') <= y.get('endDate'));
      year = sessionRows.get(parent)?.get('type') === 'schoolYear' ? parent : (containing ?? years.find((y) => named && y.get('schoolYear') === named))?.get('sourcedId') ?? null;
      if (!year && SCHOOL_YEAR.test(named)) {
        year = namedYearId(named);
        yearOnlyNamed.set(named, [...(yearOnlyNamed.get(named) ?? []), row]);
      } else if (!year) report(SESSIONS, row.line, 'parentSourcedId', REASONS.termWithoutYear);
    }
    sessions.set(id, { title: row.get('title'), type, startDate: row.get('startDate'), endDate: row.get('endDate'), year });
  }
  // A school year that the bundle names and has no session of its own (a vendor's export of one term):
  // it spans its terms, and is called as a school calls it, 2026/27 for schoolYear 2027.
  for (const [named, terms] of yearOnlyNamed) {
    const startDate = terms.map((row) => row.get('startDate')).sort()[0]!;
    const endDate = terms.map((row) => row.get('endDate')).sort().at(-1)!;
    sessions.set(namedYearId(named), { title: `${Number(named) - 1}/${named.slice(2)}`, type: 'schoolYear', startDate, endDate, year: namedYearId(named) });
  }

  const courseRows = live('courses.csv', (row) => refers('courses.csv', row, 'orgSourcedId', row.get('orgSourcedId'), orgRows, 'orgs.csv', 'org'));
  const classRows = live('classes.csv', (row) => {
    enumerated('classes.csv', row, 'classType', CLASS_TYPES);
    refers('classes.csv', row, 'courseSourcedId', row.get('courseSourcedId'), courseRows, 'courses.csv', 'course');
    schoolRef('classes.csv', row, 'schoolSourcedId');
    for (const term of list(row.get('termSourcedIds'))) refers('classes.csv', row, 'termSourcedIds', term, sessionRows, SESSIONS, 'academic session');
  });

  const usersFile = csv.get('users.csv');
  const rolesInUsers = !files.has(ROLES_FILE) && ROLES_IN_USERS.every((column) => usersFile?.columns.includes(column));
  if (!files.has(ROLES_FILE) && usersFile && !rolesInUsers) report(ROLES_FILE, null, null, REASONS.missingFile);
  const roles: Roster['roles'] = [];
  const userRows = live('users.csv');
  for (const row of userRows.values()) {
    for (const agent of list(row.get('agentSourcedIds'))) refers('users.csv', row, 'agentSourcedIds', agent, userRows, 'users.csv', 'user');
    if (rolesInUsers && enumerated('users.csv', row, 'role', ROLES))
      for (const org of list(row.get('orgSourcedIds')))
        if (refers('users.csv', row, 'orgSourcedIds', org, orgRows, 'orgs.csv', 'org')) roles.push({ user: row.get('sourcedId'), org, role: row.get('role') as Role });
  }
  if (!rolesInUsers)
    for (const row of live(ROLES_FILE).values()) {
      const known = [
        enumerated(ROLES_FILE, row, 'role', ROLES),
        refers(ROLES_FILE, row, 'userSourcedId', row.get('userSourcedId'), userRows, 'users.csv', 'user'),
        refers(ROLES_FILE, row, 'orgSourcedId', row.get('orgSourcedId'), orgRows, 'orgs.csv', 'org'),
      ].every(Boolean);
      for (const column of ['beginDate', 'endDate']) if (row.get(column) && !isDate(row.get(column))) report(ROLES_FILE, row.line, column, REASONS.badDate(row.get(column)));
      if (known) roles.push({ user: row.get('userSourcedId'), org: row.get('orgSourcedId'), role: row.get('role') as Role });
    }
  // Without a readable roles file (or users.csv's roles), no one has a role: that file's problem is the one.
  const rolesUnreadable = () => (rolesInUsers ? unreadable.has('users.csv') : !files.has(ROLES_FILE) || unreadable.has(ROLES_FILE));
  const studentAt = new Set(roles.filter((r) => r.role === 'student').map((r) => `${r.user}|${r.org}`));

  const ENROLMENTS = 'enrollments.csv';
  const enrollments: Roster['enrollments'] = [];
  for (const row of live(ENROLMENTS).values()) {
    const cls = row.get('classSourcedId');
    const user = row.get('userSourcedId');
    const school = row.get('schoolSourcedId');
    const known = [
      enumerated(ENROLMENTS, row, 'role', ENROLLMENT_ROLES),
      refers(ENROLMENTS, row, 'classSourcedId', cls, classRows, 'classes.csv', 'class'),
      refers(ENROLMENTS, row, 'userSourcedId', user, userRows, 'users.csv', 'user'),
      schoolRef(ENROLMENTS, row, 'schoolSourcedId'),
    ].every(Boolean);
    for (const column of ['beginDate', 'endDate']) if (row.get(column) && !isDate(row.get(column))) report(ENROLMENTS, row.line, column, REASONS.badDate(row.get(column)));
    if (!known) continue;
    const classSchool = classRows.get(cls)!.get('schoolSourcedId');
    if (school !== classSchool) report(ENROLMENTS, row.line, 'schoolSourcedId', REASONS.otherSchool(classSchool));
    else if (row.get('role') === 'student' && !studentAt.has(`${user}|${school}`)) {
      if (!rolesUnreadable()) report(ENROLMENTS, row.line, 'userSourcedId', REASONS.notStudentAt(user, school));
    } else enrollments.push({ cls, user, role: row.get('role') });
  }

  if (problems.length > 0) return { problems, notes };
  return {
    notes,
    roster: {
      orgs: new Map([...orgRows].map(([id, row]) => [id, { name: row.get('name'), type: row.get('type') }])),
      sessions,
      courses: new Map([...courseRows].map(([id, row]) => [id, { title: row.get('title'), code: row.get('courseCode'), org: row.get('orgSourcedId'), line: row.line }])),
      classes: new Map(
        [...classRows].map(([id, row]) => [
          id,
          { title: row.get('title'), homeroom: row.get('classType') === 'homeroom', course: row.get('courseSourcedId'), school: row.get('schoolSourcedId'), line: row.line },
        ]),
      ),
      users: new Map(
        [...userRows].map(([id, row]) => [
          id,
          {
            givenName: row.get('givenName'),
            familyName: row.get('familyName'),
            preferredGivenName: row.get('preferredGivenName'),
            preferredFamilyName: row.get('preferredFamilyName'),
            email: row.get('email'),
            username: row.get('username'),
            grades: list(row.get('grades')),
            agents: list(row.get('agentSourcedIds')),
            line: row.line,
          },
        ]),
      ),
      roles,
      enrollments,
    },
  };
}

/** Reports each missing header column (on line 1); whether the file can be read on. */
function checkHeader(file: CsvFile, report: (file: string, line: number | null, column: string | null, reason: string) => void): boolean {
  const missing = COLUMNS[file.file].header.filter((column) => !file.columns.includes(column));
  for (const column of missing) report(file.file, 1, column, REASONS.missingColumn);
  return missing.length === 0;
}

/** Reports each empty required value; whether the row can be read on. */
function checkValues(file: string, row: CsvRow, report: (file: string, line: number | null, column: string | null, reason: string) => void): boolean {
  const empty = COLUMNS[file].values.filter((column) => row.get(column) === '');
  for (const column of empty) report(file, row.line, column, REASONS.required);
  return empty.length === 0;
}
