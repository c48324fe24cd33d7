// Importing a school from a OneRoster CSV bundle (decision 0025): a load, a re-import that writes
// nothing, a later bundle's differences (history kept), the 1.1 form, and every refusal in words.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, migrate, wrapPglite, type Database } from '../../src/db';
import { MAX_BUNDLE_BYTES, MAX_FILE_BYTES, NOTHING_CHANGED, REASONS, describeResult, importRoster } from '../../src/roster-import';
import { rosterId, yearGroupOf } from '../../src/roster-import/mapping';
import { isDate } from '../../src/roster-import/oneroster';
import { loadDecision } from '../../src/kit/access-decision';
import { findParents, findStudents, findTeachers } from '../../src/services/people/queries';
import { csv, manifest, northfield, roleOf, users, writeFolder, writeZip, type BundleFiles } from '../support/roster-bundle';
import { SERVER_DIR } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('roster-import/roster-import.test.ts', () => {
  const SCHOOL = rosterId('S1');

  async function freshDatabase(): Promise<Database> {
    const db = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await migrate(db);
    return db;
  }

  /** Every row of the tables an import writes, to show that a refused bundle changed none. */
  async function snapshot(db: Database): Promise<string> {
    const tables = ['schools', 'academic_years', 'terms', 'subjects', 'groups', 'staff', 'students', 'parents', 'user_roles', 'parent_children', 'group_members'];
    const parts = await Promise.all(tables.map(async (table) => JSON.stringify((await db.query(`select * from ${table} order by 1, 2`)).rows)));
    return parts.join('\n');
  }

  let work: string;
  before(async () => void (work = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-roster-'))));
  after(() => fs.rm(work, { recursive: true, force: true }));
  let folders = 0;
  const folderOf = (files: BundleFiles) => writeFolder(path.join(work, `bundle-${++folders}`), files);
  const zipOf = (files: BundleFiles) => writeZip(path.join(work, `bundle-${++folders}.zip`), Object.entries(files).map(([name, text]) => ({ name: `oneroster/${name}`, data: Buffer.from(text) })));

  describe('a OneRoster 1.2 bundle', () => {
    let db: Database;
    before(async () => void (db = await freshDatabase()));
    after(() => db?.close());

    test('loads a school: its calendar, subjects, groups, people, roles, parents and memberships', async () => {
      const result = await importRoster(db, await zipOf(northfield()));
      assert.equal(
        describeResult(result),
        [
          'Changed:',
          '  schools: 1 added',
          '  school years: 1 added',
          '  terms: 3 added',
          '  subjects: 3 added',
          '  groups: 4 added',
          '  staff: 2 added',
          '  students: 3 added',
          '  parents: 2 added',
          '  staff roles: 3 added',
          '  parent–child links: 3 added',
          '  group memberships: 11 added',
        ].join('\n'),
      );
      // As the people service answers them.
      assert.deepEqual((await findTeachers(db, SCHOOL)).map((t) => `${t.DisplayForename} ${t.DisplaySurname}`), ['Sarah Khan']);
      const students = await findStudents(db, SCHOOL, 'current');
      assert.deepEqual(students.map((s) => [s.DisplayForename, s.CurrentYearGroup, s.CurrentRegGroup]), [['Cara', 'Year 7', '7A'], ['Amara', 'Year 7', '7A'], ['Ben', 'Year 7', '7A']]);
      assert.deepEqual((await findParents(db, SCHOOL, false)).map((p) => [p.DisplayForename, p.Children.length]), [['Erik', 1], ['Ngozi', 2]]);
      const { rows: terms } = await db.query<{ name: string; year: string }>(
        `select t.name, y.name as year from terms t join academic_years y on y.school_id = t.school_id and y.id = t.academic_year_id where t.school_id = $1 order by t.start_date`,
        [SCHOOL],
      );
      assert.deepEqual(terms, [{ name: 'Autumn', year: '2026/27' }, { name: 'Spring', year: '2026/27' }, { name: 'Summer', year: '2026/27' }]);
      const { rows: groups } = await db.query<{ kind: string; name: string; members: number; subject: string | null }>(
        `select g.kind, g.name, (select count(*)::int from group_members m where m.school_id = g.school_id and m.group_id = g.id) as members, s.name as subject
         from groups g left join subjects s on s.school_id = g.school_id and s.id = g.subject_id where g.school_id = $1 order by g.kind, g.name`,
        [SCHOOL],
      );
      assert.deepEqual(groups, [
        { kind: 'registration', name: '7A', members: 3, subject: null },
        { kind: 'subjectClass', name: '7A/En1', members: 2, subject: 'English' },
        { kind: 'subjectClass', name: '7A/Ma1', members: 3, subject: 'Mathematics' },
        { kind: 'year', name: 'Year 7', members: 3, subject: null },
      ]);
      const { rows: roles } = await db.query<{ forename: string; product_code: string }>(
        `select s.forename, r.product_code from user_roles r join staff s on s.school_id = r.school_id and s.id = r.user_id where r.school_id = $1 order by 1, 2`,
        [SCHOOL],
      );
      assert.deepEqual(roles.map((r) => `${r.forename} ${r.product_code}`), ['Sarah engagement', 'Tom engagement', 'Tom schooladmin']);
      const { rows: products } = await db.query<{ product: string }>('select product from school_products where school_id = $1 order by 1', [SCHOOL]);
      assert.deepEqual(products.map((p) => p.product), ['parent', 'student']);
    });

    test('imported again, the same bundle writes nothing and says so', async () => {
      const before = await snapshot(db);
      const result = await importRoster(db, await folderOf(northfield()));
      assert.equal(describeResult(result), NOTHING_CHANGED);
      assert.equal(await snapshot(db), before);
    });

    test('a later bundle applies its differences; a student who leaves keeps their homework, marked as left', async () => {
      // Cara has homework with a mark before she leaves.
      const homework = rosterId('test', 'homework');
      await db.query(
        `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, start_date, due_date)
       values ($1, $2, 'Fractions', '<p>Page 4</p>', $3, $4, $4, '2026-10-01', '2026-10-08')`,
        [SCHOOL, homework, rosterId('S1', 'subject', 'Ma'), rosterId('S1', 'staff', 't1')],
      );
      await db.query(
        `insert into homework_students (school_id, homework_id, student_id, id, result, status) values ($1, $2, $3, $4, 'B+', 3)`,
        [SCHOOL, homework, rosterId('S1', 'student', 's3'), rosterId('test', 'link')],
      );
      const later = northfield((rows) => {
        rows.users = rows.users.filter((user) => user.sourcedId !== 's3' && user.sourcedId !== 'a1');
        rows.users.find((user) => user.sourcedId === 't1')!.email = 'sarah.khan@northfield.example';
        rows.users.find((user) => user.sourcedId === 'g1')!.agentSourcedIds = 's1,s2,s4';
        rows.users.find((user) => user.sourcedId === 'g2')!.status = 'tobedeleted';
        rows.users.push({ sourcedId: 's4', status: '', enabledUser: 'true', givenName: 'Dami', familyName: 'Obi', email: '', grades: '07', agentSourcedIds: '' });
        rows.enrollments = rows.enrollments.filter((e) => e.userSourcedId !== 's3');
        rows.enrollments.push({ sourcedId: 'e99', classSourcedId: 'K-7A', schoolSourcedId: 'S1', userSourcedId: 's4', role: 'student' });
        rows.classes.find((cls) => cls.sourcedId === 'K-7EN1')!.title = '7A/En2';
      });
      const expected = [
        '  groups: 1 changed',
        '  staff: 1 changed, 1 left',
        '  students: 1 added, 1 left',
        '  parents: 1 left',
        '  staff roles: 2 removed',
        '  parent–child links: 1 added, 1 removed',
        '  group memberships: 2 added, 3 removed',
      ];
      const before = await snapshot(db);
      const dry = await importRoster(db, await folderOf(later), { dryRun: true });
      assert.equal(describeResult(dry), ['Would change (a dry run: nothing was written):', ...expected].join('\n'));
      assert.equal(await snapshot(db), before, 'a dry run writes nothing');

      assert.equal(describeResult(await importRoster(db, await folderOf(later))), ['Changed:', ...expected].join('\n'));
      const { rows: cara } = await db.query<{ is_active: boolean; left: boolean; result: string }>(
        `select s.is_active, s.left_at is not null as left, hs.result from students s
         join homework_students hs on hs.school_id = s.school_id and hs.student_id = s.id where s.school_id = $1 and s.sourced_id = 's3'`,
        [SCHOOL],
      );
      assert.deepEqual(cara, [{ is_active: false, left: true, result: 'B+' }]);
      assert.deepEqual((await findStudents(db, SCHOOL, 'current')).map((s) => s.DisplayForename), ['Amara', 'Ben', 'Dami']);
      // Staff who have left are kept, and no longer let in.
      assert.equal(await loadDecision(db, SCHOOL, rosterId('S1', 'staff', 'a1')), null);
      assert.ok(await loadDecision(db, SCHOOL, rosterId('S1', 'staff', 't1')));
      assert.deepEqual((await findParents(db, SCHOOL, false)).map((p) => p.DisplayForename), ['Ngozi']);
      assert.equal((await db.query(`select 1 from parents where school_id = $1 and sourced_id = 'g2' and left_at is not null`, [SCHOOL])).rows.length, 1);

      assert.equal(describeResult(await importRoster(db, await folderOf(later))), NOTHING_CHANGED, 'and only once');
    });

    test('a person who comes back is no longer marked as left', async () => {
      const result = describeResult(await importRoster(db, await folderOf(northfield())));
      assert.equal(
        result,
        [
          'Changed:',
          '  groups: 1 changed',
          '  staff: 2 changed',
          '  students: 1 changed, 1 left',
          '  parents: 1 changed',
          '  staff roles: 2 added',
          '  parent–child links: 1 added, 1 removed',
          '  group memberships: 3 added, 2 removed',
        ].join('\n'),
      );
      assert.deepEqual((await findStudents(db, SCHOOL, 'current')).map((s) => s.DisplayForename), ['Cara', 'Amara', 'Ben']);
    });
  });

  describe('next year’s bundle', () => {
    let db: Database;
    before(async () => {
      db = await freshDatabase();
      await importRoster(db, await folderOf(northfield()));
    });
    after(() => db?.close());

    test('a new class may take the name of this year’s, which is kept, ended, for the homework set for it', async () => {
      const homework = rosterId('test', 'homework');
      await db.query(
        `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, start_date, due_date)
       values ($1, $2, 'Fractions', '<p>Page 4</p>', $3, $4, $4, '2026-10-01', '2026-10-08')`,
        [SCHOOL, homework, rosterId('S1', 'subject', 'Ma'), rosterId('S1', 'staff', 't1')],
      );
      await db.query('insert into homework_groups (school_id, homework_id, group_id) values ($1, $2, $3)', [SCHOOL, homework, rosterId('S1', 'class', 'K-7MA1')]);
      const nextYear = northfield((rows) => {
        rows.classes = rows.classes.map((cls) => (cls.sourcedId === 'K-7MA1' ? { ...cls, sourcedId: 'K-7MA1-2027' } : cls));
        rows.enrollments = rows.enrollments.map((e) => (e.classSourcedId === 'K-7MA1' ? { ...e, classSourcedId: 'K-7MA1-2027' } : e));
        // The old course gone, a new one of the same code: the same subject.
        rows.courses = rows.courses.map((course) => (course.sourcedId === 'C-MA' ? { ...course, sourcedId: 'C-MA-2027', title: 'Mathematics 2027' } : course));
        rows.classes = rows.classes.map((cls) => (cls.courseSourcedId === 'C-MA' ? { ...cls, courseSourcedId: 'C-MA-2027' } : cls));
      });
      assert.equal(describeResult(await importRoster(db, await folderOf(nextYear))), ['Changed:', '  subjects: 1 changed', '  groups: 1 added, 1 removed', '  group memberships: 3 added, 3 removed'].join('\n'));
      const { rows: groups } = await db.query<{ name: string; members: number; homework: number }>(
        `select g.name, (select count(*)::int from group_members m where m.school_id = g.school_id and m.group_id = g.id) as members,
              (select count(*)::int from homework_groups h where h.school_id = g.school_id and h.group_id = g.id) as homework
         from groups g where g.school_id = $1 and g.kind = 'subjectClass' and g.name like '7A/Ma1%' order by g.name`,
        [SCHOOL],
      );
      const today = (await db.query<{ today: string }>(`select to_char(now(), 'YYYY-MM-DD') as today`)).rows[0].today;
      assert.deepEqual(groups, [
        { name: '7A/Ma1', members: 3, homework: 0 },
        { name: `7A/Ma1 (ended ${today})`, members: 0, homework: 1 },
      ]);
      assert.equal(describeResult(await importRoster(db, await folderOf(nextYear))), NOTHING_CHANGED);
    });
  });

  test("a trust's bundle of two schools imports each into its own school, and says what changed in each", async () => {
    const db = await freshDatabase();
    try {
      const files = northfield((rows) => {
        rows.classes.push({ sourcedId: 'K-S2-7A', title: '7A', courseSourcedId: 'C-REG', classType: 'homeroom', schoolSourcedId: 'S2', termSourcedIds: 'T1' });
        rows.users.push({ sourcedId: 's20', status: '', enabledUser: 'true', givenName: 'Ria', familyName: 'Das', email: '', grades: '08', agentSourcedIds: '' });
        rows.enrollments.push({ sourcedId: 'e-s20', classSourcedId: 'K-S2-7A', schoolSourcedId: 'S2', userSourcedId: 's20', role: 'student' });
      });
      files['orgs.csv'] += 'S2,,,Southfield School,school,URN 100002,D1\n';
      files['roles.csv'] = files['roles.csv'].replace('r-s20,,s20,primary,,S1', 'r-s20,,s20,primary,student,S2');
      const result = await importRoster(db, await folderOf(files));
      const summary = describeResult(result).split('\n');
      assert.deepEqual(summary.slice(summary.indexOf('  Southfield School:'), summary.indexOf('  In all:')), [
        '  Southfield School:',
        '    schools: 1 added',
        '    school years: 1 added',
        '    terms: 3 added',
        '    groups: 2 added',
        '    students: 1 added',
        '    group memberships: 2 added',
      ]);
      assert.equal(summary[1], '  Northfield Academy:');
      assert.equal(summary.at(-1), '    group memberships: 13 added');
      const { rows } = await db.query<{ school: string; student: string }>(`select sc.name as school, s.display_forename as student from students s join schools sc on sc.id = s.school_id where s.display_forename = 'Ria'`);
      assert.deepEqual(rows, [{ school: 'Southfield School', student: 'Ria' }]);
      const again = await importRoster(db, await folderOf(files));
      assert.equal(describeResult(again), NOTHING_CHANGED);
    } finally {
      await db.close();
    }
  });

  test('values in another letter case are taken with a note, and extension columns left unread with one', async () => {
    const db = await freshDatabase();
    try {
      const files = northfield((rows) => {
        rows.classes[1].classType = 'Scheduled';
        rows.classes.forEach((cls) => (cls['metadata.ukDfeCode'] = 'x'));
        rows.users.forEach((user) => (user.ext_vendorId = 'v'));
      });
      files['orgs.csv'] = files['orgs.csv'].replace(',school,', ',School,');
      const result = await importRoster(db, await folderOf(files));
      assert.ok('changes' in result, describeResult(result));
      assert.deepEqual(describeResult(result).split('\n').slice(describeResult(result).split('\n').indexOf('Taken with 4 notes:')), [
        'Taken with 4 notes:',
        '  classes.csv, line 1, column metadata.ukDfeCode: an extension column, which this import does not read',
        '  users.csv, line 1, column ext_vendorId: an extension column, which this import does not read',
        '  orgs.csv, line 3, column type: "School" is taken as "school"',
        '  classes.csv, line 3, column classType: "Scheduled" is taken as "scheduled"',
      ]);
      const { rows } = await db.query<{ name: string }>(`select name from groups where school_id = $1 and kind = 'subjectClass' order by name`, [SCHOOL]);
      assert.deepEqual(rows.map((row) => row.name), ['7A/En1', '7A/Ma1']);
    } finally {
      await db.close();
    }
  });

  describe('a delta bundle, on top of the bundle imported before', () => {
    let db: Database;
    before(async () => {
      db = await freshDatabase();
      await importRoster(db, await folderOf(northfield()));
    });
    after(() => db?.close());

    /** A delta manifest: the files named are delta, the rest absent (the bundle before's). */
    const deltaManifest = (...files: string[]) =>
      manifest(Object.fromEntries(['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map((file) => [`file.${file}`, files.includes(file) ? 'delta' : 'absent'])));
    const USER_COLUMNS = ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'givenName', 'familyName', 'email', 'grades', 'agentSourcedIds'];
    const ROLE_COLUMNS = ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'];
    const ENROLMENT_COLUMNS = ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'];
    const at = '2026-11-30T22:00:00Z';
    /** Cara (s3) and her guardian leave; Dev (s4) joins 7A; Amara's family name is corrected. */
    const nightly = (): BundleFiles => ({
      'manifest.csv': deltaManifest('users', 'roles', 'enrollments'),
      'users.csv': csv(
        [
          { sourcedId: 's1', status: 'active', dateLastModified: at, enabledUser: 'true', givenName: 'Amara', familyName: 'Obi-Reid', grades: '07', agentSourcedIds: 'g1' },
          { sourcedId: 's3', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 'g2', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 's4', status: 'active', dateLastModified: at, enabledUser: 'true', givenName: 'Dev', familyName: 'Patel', grades: '07' },
        ],
        USER_COLUMNS,
      ),
      'roles.csv': csv(
        [
          { sourcedId: 'r-s3', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 'r-g2', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 'r-s4', status: 'active', dateLastModified: at, userSourcedId: 's4', roleType: 'primary', role: 'student', orgSourcedId: 'S1' },
        ],
        ROLE_COLUMNS,
      ),
      'enrollments.csv': csv(
        [
          { sourcedId: 'e3', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 'e6', status: 'tobedeleted', dateLastModified: at },
          { sourcedId: 'e50', status: 'active', dateLastModified: at, classSourcedId: 'K-7A', schoolSourcedId: 'S1', userSourcedId: 's4', role: 'student' },
        ],
        ENROLMENT_COLUMNS,
      ),
    });

    async function refused(files: BundleFiles): Promise<string[]> {
      const before = await snapshot(db);
      const result = await importRoster(db, await folderOf(files));
      assert.ok('problems' in result, describeResult(result));
      assert.equal(await snapshot(db), before);
      return describeResult(result).split('\n').slice(1).map((line) => line.trim());
    }

    test("a delete that names no row imported before is refused by name; a problem is placed at the delta's line, or the line imported before", async () => {
      const files = nightly();
      files['users.csv'] = files['users.csv'].replace('s3,tobedeleted', 's9,tobedeleted');
      files['roles.csv'] = csv([{ sourcedId: 'r-s4', status: 'active', dateLastModified: '2026-01-01T00:00:00Z', userSourcedId: 's4', roleType: 'primary', role: 'student', orgSourcedId: 'S1' }], ROLE_COLUMNS);
      assert.deepEqual(await refused(files), ['users.csv, line 3, column sourcedId: there is no row with sourcedId "s9" in the bundle imported before, so it cannot be deleted']);

      const wrongClass = nightly();
      wrongClass['enrollments.csv'] = wrongClass['enrollments.csv'].replace('K-7A,S1,s4', 'K-NOPE,S1,s4');
      assert.deepEqual(await refused(wrongClass), ['enrollments.csv, line 4, column classSourcedId: there is no class with sourcedId "K-NOPE"']);

      const forgotten = nightly();
      forgotten['enrollments.csv'] = forgotten['enrollments.csv'].replace(/\ne6,[^\n]*/, '');
      assert.deepEqual(await refused(forgotten), ['enrollments.csv as imported before, line 7, column userSourcedId: the user "s3" is marked tobedeleted in this bundle']);
    });

    test('applied on top: a student joins, one leaves with her guardian, a name is corrected', async () => {
      const result = await importRoster(db, await folderOf(nightly()));
      assert.ok('changes' in result, describeResult(result));
      assert.deepEqual(
        (await findStudents(db, SCHOOL, 'current')).map((s) => `${s.DisplayForename} ${s.DisplaySurname}`),
        ['Ben Obi', 'Amara Obi-Reid', 'Dev Patel'],
      );
      const { rows } = await db.query<{ name: string; left: boolean }>(`select forename || ' ' || surname as name, left_at is not null as left from parents where school_id = $1 order by 1`, [SCHOOL]);
      assert.deepEqual(rows, [{ name: 'Erik Lund', left: true }, { name: 'Ngozi Obi', left: false }]);
      // The next delta is applied on top of this one: the same again changes nothing.
      assert.equal(describeResult(await importRoster(db, await folderOf(nightly()))), NOTHING_CHANGED);
    });

    test('a row older than the one imported is refused, naming both times', async () => {
      const later = nightly();
      later['manifest.csv'] = deltaManifest('users');
      later['users.csv'] = csv([{ sourcedId: 's1', status: 'active', dateLastModified: '2026-11-01T08:00:00Z', enabledUser: 'true', givenName: 'Amara', familyName: 'Obi', grades: '07', agentSourcedIds: 'g1' }], USER_COLUMNS);
      assert.deepEqual(await refused(later), [`users.csv, line 2, column dateLastModified: this row was last changed at 2026-11-01T08:00:00Z, before the one imported already (${at})`]);
    });

    test('without a bundle imported before, a delta is refused at its manifest', async () => {
      const fresh = await freshDatabase();
      try {
        const result = await importRoster(fresh, await folderOf(nightly()));
        assert.ok('problems' in result);
        assert.deepEqual(describeResult(result).split('\n').slice(1).map((line) => line.trim()), [`manifest.csv: ${REASONS.deltaWithoutBase}`]);
      } finally {
        await fresh.close();
      }
    });
  });

  describe("a term whose school year only its schoolYear column names, as a vendor's export of one term has it", () => {
    const oneTerm = (schoolYear: string) => {
      const files = northfield((rows) => rows.classes.forEach((cls) => (cls.termSourcedIds = 'T1')));
      files['academicSessions.csv'] = csv([{ sourcedId: 'T1', title: 'Autumn', type: 'term', startDate: '2026-09-01', endDate: '2026-12-18', parentSourcedId: '', schoolYear }]);
      return files;
    };

    test('gets that school year, spanning its terms and called as a school calls it', async () => {
      const db = await freshDatabase();
      try {
        const result = await importRoster(db, await folderOf(oneTerm('2027')));
        assert.match(describeResult(result), /^ {2}school years: 1 added$/m);
        const { rows } = await db.query<{ term: string; year: string; start_date: string; end_date: string }>(
          `select t.name as term, y.name as year, y.start_date::text, y.end_date::text from terms t join academic_years y on y.school_id = t.school_id and y.id = t.academic_year_id where t.school_id = $1`,
          [SCHOOL],
        );
        assert.deepEqual(rows, [{ term: 'Autumn', year: '2026/27', start_date: '2026-09-01', end_date: '2026-12-18' }]);
        assert.equal(describeResult(await importRoster(db, await folderOf(oneTerm('2027')))), NOTHING_CHANGED);
      } finally {
        await db.close();
      }
    });

    test('without one, the term is refused as before', async () => {
      const db = await freshDatabase();
      try {
        const result = await importRoster(db, await folderOf(oneTerm('')));
        assert.deepEqual(describeResult(result).split('\n').slice(1).map((line) => line.trim()), [`academicSessions.csv, line 2, column parentSourcedId: ${REASONS.termWithoutYear}`]);
      } finally {
        await db.close();
      }
    });
  });

  test('a 1.1 bundle, with each user’s role in users.csv, loads the same school', async () => {
    const db = await freshDatabase();
    try {
      const files = northfield();
      delete files['roles.csv'];
      files['manifest.csv'] = manifest({ 'oneroster.version': '1.1', 'file.roles': 'absent' });
      files['users.csv'] = csv(users.map((user) => ({ ...user, role: roleOf[user.sourcedId], orgSourcedIds: 'S1' })));
      const result = describeResult(await importRoster(db, await folderOf(files)));
      assert.ok(result.includes('  staff: 2 added\n  students: 3 added\n  parents: 2 added\n'), result);
    } finally {
      await db.close();
    }
  });

  describe('a bundle with problems changes nothing and says why', () => {
    let db: Database;
    before(async () => {
      db = await freshDatabase();
      await importRoster(db, await folderOf(northfield()));
    });
    after(() => db?.close());

    /** The problems the import reports, one line each, and that the database is as it was. */
    async function refused(source: string): Promise<string[]> {
      const before = await snapshot(db);
      const result = await importRoster(db, source);
      assert.ok('problems' in result, describeResult(result));
      assert.equal(await snapshot(db), before);
      const [heading, ...lines] = describeResult(result).split('\n');
      assert.match(heading, /^The bundle was not imported \(nothing changed\), because of (this problem|these \d+ problems):$/);
      return lines.map((line) => line.trim());
    }

    test('every bad row at once, each with its file, line, column and reason', async () => {
      const files = northfield((rows) => {
        rows.users.push({ ...rows.users[0] }); // line 9: t1 again (in roles.csv too)
        rows.enrollments[1].classSourcedId = 'K-NOPE'; // line 3
        rows.enrollments.push({ sourcedId: 'e50', classSourcedId: 'K-7A', schoolSourcedId: 'S1', userSourcedId: 't1', role: 'student' });
      });
      files['manifest.csv'] = manifest({ 'oneroster.version': '1.0' });
      files['academicSessions.csv'] = files['academicSessions.csv'].replace('2027-03-31', '2027-02-30');
      files['courses.csv'] = csv([{ sourcedId: 'C-MA', title: 'Mathematics', courseCode: 'Ma' }]);
      assert.deepEqual(await refused(await folderOf(files)), [
        'manifest.csv, line 3, column value: must be 1.2 (or 1.1), not "1.0"',
        'academicSessions.csv, line 4, column endDate: "2027-02-30" is not a date as YYYY-MM-DD',
        // The column once: the classes that name the courses are not listed again.
        'courses.csv, line 1, column orgSourcedId: the column is missing from the header',
        'users.csv, line 9, column sourcedId: this sourcedId is already on line 2',
        'roles.csv, line 9, column sourcedId: this sourcedId is already on line 2',
        'enrollments.csv, line 3, column classSourcedId: there is no class with sourcedId "K-NOPE"',
        'enrollments.csv, line 11, column userSourcedId: the user "t1" has no student role at the school "S1"',
      ]);
    });

    test('a missing value, an unknown type, and a reference to a row the bundle deletes', async () => {
      const files = northfield((rows) => {
        rows.users[1].familyName = '';
        rows.users.find((user) => user.sourcedId === 's2')!.status = 'tobedeleted';
        rows.classes[0].classType = 'tutor';
      });
      assert.deepEqual(await refused(await folderOf(files)), [
        'classes.csv, line 2, column classType: "tutor" is not one of homeroom, scheduled',
        'users.csv, line 3, column familyName: a value is required',
        'users.csv, line 7, column agentSourcedIds: the user "s2" is marked tobedeleted in this bundle',
        'enrollments.csv, line 3, column userSourcedId: the user "s2" is marked tobedeleted in this bundle',
        'enrollments.csv, line 6, column userSourcedId: the user "s2" is marked tobedeleted in this bundle',
        'enrollments.csv, line 10, column userSourcedId: the user "s2" is marked tobedeleted in this bundle',
      ]);
    });

    test('a delta with a missing file and a wrong manifest version', async () => {
      const files = northfield();
      files['manifest.csv'] = manifest({ 'manifest.version': '2.0', 'file.users': 'delta' });
      delete files['enrollments.csv'];
      assert.deepEqual(await refused(await folderOf(files)), [
        'manifest.csv, line 2, column value: must be 1.0, not "2.0"',
        'enrollments.csv: the manifest says bulk, but the bundle has no such file',
      ]);
    });

    test('a missing column is one problem, not one more for each row that names the file', async () => {
      const files = northfield();
      const [header, ...rows] = files['users.csv'].split('\n');
      files['users.csv'] = [header.replace('givenName', 'firstName'), ...rows].join('\n');
      assert.deepEqual(await refused(await folderOf(files)), ['users.csv, line 1, column givenName: the column is missing from the header']);
    });

    test("a file that cannot be read does not hide the other files' problems", async () => {
      const files = northfield((rows) => void (rows.classes[0].classType = 'tutor'));
      files['orgs.csv'] += '"S9,Unclosed\n';
      assert.deepEqual(await refused(await folderOf(files)), [
        'orgs.csv, line 4: is not a readable CSV file (Quote Not Closed: the parsing is finished with an opening quote at line 4)',
        'classes.csv, line 2, column classType: "tutor" is not one of homeroom, scheduled',
      ]);
    });

    test('a file that is not CSV, and two classes of one name', async () => {
      const files = northfield((rows) => void (rows.classes[2].title = '7A/Ma1'));
      files['orgs.csv'] += '"S9,Unclosed\n';
      assert.deepEqual(await refused(await folderOf(files)), ['orgs.csv, line 4: is not a readable CSV file (Quote Not Closed: the parsing is finished with an opening quote at line 4)']);
      delete files['orgs.csv'];
      files['orgs.csv'] = northfield()['orgs.csv'];
      assert.deepEqual(await refused(await folderOf(files)), ['classes.csv, line 4, column title: another class of the same school has this title (line 3)']);
    });

    test("a group name or subject code the school made itself: Check and Import both name it, and say it is the suite's to put right", async () => {
      await db.query(`insert into groups (school_id, id, kind, name, subject_id) values ($1, $2, 'subjectClass', '7B/Ma1', $3), ($1, $4, 'year', 'Year 9', null)`, [
        SCHOOL,
        rosterId('test', 'own group'),
        rosterId('S1', 'subject', 'Ma'),
        rosterId('test', 'own year'),
      ]);
      await db.query(`insert into subjects (school_id, id, name, code) values ($1, $2, 'Drama', 'Dr')`, [SCHOOL, rosterId('test', 'own subject')]);
      const files = northfield((rows) => {
        rows.classes.push({ sourcedId: 'K-7B', title: '7B/Ma1', courseSourcedId: 'C-MA', classType: 'scheduled', schoolSourcedId: 'S1', termSourcedIds: 'T1' });
        rows.courses.push({ sourcedId: 'C-DR', title: 'Drama', courseCode: 'Dr', orgSourcedId: 'S1' });
        rows.users.find((user) => user.sourcedId === 's3')!.grades = '09';
      });
      const expected = [
        `courses.csv, line 5, column courseCode: ${REASONS.suiteSubject('Dr')}`,
        `classes.csv, line 5, column title: ${REASONS.suiteGroup('class', '7B/Ma1')}`,
        `users.csv, line 6, column grades: ${REASONS.suiteGroup('year group', 'Year 9')}`,
      ];
      for (const dryRun of [true, false]) {
        const result = await importRoster(db, await folderOf(files), { dryRun });
        assert.ok('problems' in result, describeResult(result));
        assert.deepEqual(result.problems.map((problem) => problem.fixedIn), ['suite', 'suite', 'suite']);
        assert.deepEqual(describeResult(result).split('\n').slice(1).map((line) => line.trim()), expected);
      }
      assert.deepEqual(await refused(await folderOf(files)), expected);
      await db.query(`delete from groups where school_id = $1 and sourced_id is null`, [SCHOOL]);
      await db.query(`delete from subjects where school_id = $1 and sourced_id is null`, [SCHOOL]);
    });

    test('a check meets any other refusal the import would, in words, the database\'s own kept for the operator', async () => {
      // Two classes that swap their names: each update meets the other's name still there.
      const files = northfield((rows) => {
        const [maths, english] = [rows.classes[1], rows.classes[2]];
        [maths.title, english.title] = ['7A/En1', '7A/Ma1'];
      });
      for (const dryRun of [true, false]) {
        const result = await importRoster(db, await folderOf(files), { dryRun });
        assert.ok('problems' in result, describeResult(result));
        const [problem] = result.problems;
        assert.equal(problem.reason, REASONS.databaseRefused);
        assert.match(problem.detail ?? '', /duplicate key value violates unique constraint "groups_school_id_kind_name_key"/);
        assert.doesNotMatch(describeResult(result), /constraint/);
        assert.match(describeResult(result, { withDetails: true }), /groups_school_id_kind_name_key/);
      }
      assert.match((await refused(await folderOf(files)))[0], /^bundle-\d+: the database refused the change, so nothing was written;/);
    });

    test('a malformed zip, a zip bomb and a 2 GB file are refused without being read', async () => {
      const notZip = path.join(work, 'notes.zip');
      await fs.writeFile(notZip, 'this is not a zip file at all, however it is named');
      const [malformed] = await refused(notZip);
      assert.match(malformed, /^notes\.zip: is not a readable zip file \(.+\)$/);

      const files = Object.entries(northfield()).map(([name, text]) => ({ name, data: Buffer.from(text) }));
      const declared = 3 * 1024 ** 3;
      const bomb = await writeZip(path.join(work, 'bomb.zip'), files.map((file) => (file.name === 'users.csv' ? { ...file, declaredSize: declared } : file)));
      assert.deepEqual(await refused(bomb), [`users.csv: ${REASONS.fileTooLarge(declared, MAX_FILE_BYTES)}`]);
      assert.equal(REASONS.fileTooLarge(declared, MAX_FILE_BYTES), 'unpacks to 3.0 GB, more than the 100 MB a file of the bundle may be');

      // Declaring less than it holds: stopped once it passes what it declared.
      const liar = await writeZip(path.join(work, 'liar.zip'), files.map((file) => (file.name === 'users.csv' ? { ...file, declaredSize: 40 } : file)));
      assert.deepEqual(await refused(liar), ['users.csv: unpacks to more bytes than the zip declares for it, so it is refused as a possible zip bomb']);

      // Sparse: two gigabytes on no disk.
      const huge = path.join(work, 'huge.zip');
      await fs.writeFile(huge, '');
      await fs.truncate(huge, 2 * 1024 ** 3);
      assert.deepEqual(await refused(huge), ['huge.zip: is 2.0 GB, more than the 250 MB a bundle may be']);
      assert.equal(MAX_BUNDLE_BYTES, 250 * 1024 ** 2);
      const folder = await folderOf(northfield());
      await fs.truncate(path.join(folder, 'users.csv'), 2 * 1024 ** 3);
      assert.deepEqual(await refused(folder), ['users.csv: unpacks to 2.0 GB, more than the 100 MB a file of the bundle may be']);

      assert.deepEqual(await refused(path.join(work, 'nowhere.zip')), ['nowhere.zip: there is no such file or folder']);
    });
  });

  test('npm run import: a bundle into DATA_DIR, what changed or every problem, and an exit code', async () => {
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/import.ts', ...args], {
          cwd: SERVER_DIR,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'cli-data') },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const folder = await folderOf(northfield());
    const loaded = await run(folder);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.ok(loaded.stdout.startsWith('Changed:\n  schools: 1 added\n'), loaded.stdout);
    const again = await run(folder, '--dry-run');
    assert.equal(again.stdout, `${NOTHING_CHANGED}\n`);
    const files = northfield();
    files['manifest.csv'] = manifest({ 'oneroster.version': '1.3' });
    const bad = await run(await folderOf(files));
    assert.equal(bad.code, 1);
    assert.ok(
      bad.stderr.endsWith('The bundle was not imported (nothing changed), because of this problem:\n  manifest.csv, line 3, column value: must be 1.2 (or 1.1), not "1.3"\n'),
      bad.stderr,
    );
  });

  test('grades as the school’s years', () => {
    const cases: [string | undefined, ReturnType<typeof yearGroupOf>][] = [
      ['07', { name: 'Year 7', position: 7 }],
      ['13', { name: 'Year 13', position: 13 }],
      ['KG', { name: 'Reception', position: 0 }],
      ['PK', { name: 'Nursery', position: -1 }],
      ['Other', { name: 'Other', position: 100 }],
      [undefined, null],
    ];
    for (const [grade, year] of cases) assert.deepEqual(yearGroupOf(grade), year, String(grade));
  });

  test('dates as YYYY-MM-DD', () => {
    const cases: [string, boolean][] = [['2027-02-28', true], ['2028-02-29', true], ['2027-02-30', false], ['2027-2-3', false], ['03/02/2027', false], ['', false]];
    for (const [value, valid] of cases) assert.equal(isDate(value), valid, value);
  });

  test('ids stand for one record at one school, the same every time', () => {
    assert.equal(rosterId('S1', 'student', 's1'), rosterId('S1', 'student', 's1'));
    assert.notEqual(rosterId('S1', 'student', 's1'), rosterId('S2', 'student', 's1'));
    assert.match(rosterId('S1'), /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
