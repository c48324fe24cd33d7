// `npm run bench:import`: a generated OneRoster 1.2 bundle of a 2,000-student school (its staff,
// parents, 300 classes, 30,000 enrolments) imported into a new database, then again unchanged, then
// with a term's churn, then a nightly delta; and a trust's bundle of 10 such schools of 1,500
// students each; each timed (docs/benchmarks.md). PGlite in a temporary folder, or DATABASE_URL
// (whose database should hold no earlier run: the first import would find it).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { describeResult, importRoster } from '../src/roster-import';
import { csv, manifest, writeZip, type BundleFiles, type Rows } from '../test/support/roster-bundle';

const STUDENTS = Number(process.env.BENCH_ROSTER_STUDENTS ?? 2000);
const YEARS = [7, 8, 9, 10, 11, 12, 13];
const FORMS = 10; // registration groups a year: 70 homerooms
const SCHEDULED = 230; // subject classes: 300 classes in all
const CLASSES_A_STUDENT = 14; // and a homeroom: 15 enrolments each
const TEACHERS = 140;
const ADMINISTRATORS = 10;
const COURSES = ['Mathematics', 'English', 'Science', 'History', 'Geography', 'French', 'Spanish', 'Art', 'Music', 'Drama', 'Computing', 'Design', 'Physical Education', 'Religious Studies', 'Biology', 'Chemistry', 'Physics', 'Economics', 'Psychology', 'Sociology'];

/** A trust's bundle (goal 60 s): this many schools of this many students each, imported into a new database. */
const TRUST_SCHOOLS = 10;
const TRUST_STUDENTS = 1500;

/** The school; `churn` students leave and as many join (a term's changes). */
function bundle(churn = 0, students = STUDENTS): BundleFiles {
  return schoolFiles('S1', 'Northfield Academy', churn, students);
}

/** A trust of `schools` schools, each as bundle()'s school with its own ids, in one bundle. */
function trustBundle(schools: number, students: number): BundleFiles {
  const parts = Array.from({ length: schools }, (_, n) => schoolFiles(`S${n + 1}`, `Academy ${n + 1}`, 0, students));
  const merged: BundleFiles = { 'manifest.csv': manifest(), 'academicSessions.csv': parts[0]!['academicSessions.csv']! };
  for (const file of ['orgs.csv', 'courses.csv', 'classes.csv', 'users.csv', 'roles.csv', 'enrollments.csv'])
    merged[file] = parts.map((part, n) => (n === 0 ? part[file]! : part[file]!.split('\n').slice(1).join('\n'))).join('');
  return merged;
}

/** One school's files, every id but the calendar's prefixed with the school's (so that a trust's schools never share a row). */
function schoolFiles(school: string, name: string, churn: number, students: number): BundleFiles {
  const at = (id: string) => (school === 'S1' ? id : `${school}-${id}`);
  const users: Rows = [];
  const roles: Rows = [];
  const enrollments: Rows = [];
  const user = (id: string, role: string, row: Partial<Record<string, string>>) => {
    users.push({ sourcedId: id, status: '', enabledUser: 'true', givenName: `Given${id}`, familyName: `Family${id}`, email: `${id}@northfield.example`, grades: '', agentSourcedIds: '', ...row });
    roles.push({ sourcedId: `r-${id}`, status: '', userSourcedId: id, roleType: 'primary', role, orgSourcedId: school });
  };
  for (let n = 0; n < TEACHERS; n++) user(at(`t${n}`), 'teacher', {});
  for (let n = 0; n < ADMINISTRATORS; n++) user(at(`a${n}`), 'administrator', {});
  const classes: Rows = [];
  for (const year of YEARS)
    for (let form = 0; form < FORMS; form++)
      classes.push({ sourcedId: at(`h${year}-${form}`), title: `${year}${'ABCDEFGHJK'[form]}`, courseSourcedId: at('c-reg'), classType: 'homeroom', schoolSourcedId: school, termSourcedIds: 'T1,T2,T3' });
  for (let n = 0; n < SCHEDULED; n++)
    classes.push({ sourcedId: at(`k${n}`), title: `${COURSES[n % COURSES.length]} ${n}`, courseSourcedId: at(`c${n % COURSES.length}`), classType: 'scheduled', schoolSourcedId: school, termSourcedIds: 'T1' });
  const enrol = (cls: string, id: string) => enrollments.push({ sourcedId: at(`e${enrollments.length}`), classSourcedId: at(cls), schoolSourcedId: school, userSourcedId: id, role: 'student' });
  for (let n = churn; n < students + churn; n++) {
    const id = at(`s${n}`);
    const year = YEARS[n % YEARS.length];
    // Siblings share parents: two guardians for every three students.
    const family = Math.floor(n / 3) * 2;
    user(id, 'student', { grades: String(year).padStart(2, '0'), agentSourcedIds: `${at(`g${family}`)},${at(`g${family + 1}`)}` });
    enrol(`h${year}-${n % FORMS}`, id);
    for (let k = 0; k < CLASSES_A_STUDENT; k++) enrol(`k${(n * 7 + k * 17) % SCHEDULED}`, id);
  }
  // Each guardian lists their children too, as information systems export them.
  const children = new Map<string, string[]>();
  for (const student of users.filter((u) => u.grades))
    for (const guardian of student.agentSourcedIds.split(',')) children.set(guardian, [...(children.get(guardian) ?? []), student.sourcedId]);
  for (const [id, ofGuardian] of children) user(id, 'guardian', { agentSourcedIds: ofGuardian.join(',') });
  return {
    'manifest.csv': manifest(),
    'orgs.csv': csv([{ sourcedId: school, name, type: 'school', parentSourcedId: '' }]),
    'academicSessions.csv': csv([
      { sourcedId: 'Y', title: '2026/27', type: 'schoolYear', startDate: '2026-09-01', endDate: '2027-07-20', parentSourcedId: '' },
      { sourcedId: 'T1', title: 'Autumn', type: 'term', startDate: '2026-09-01', endDate: '2026-12-18', parentSourcedId: 'Y' },
      { sourcedId: 'T2', title: 'Spring', type: 'term', startDate: '2027-01-05', endDate: '2027-03-31', parentSourcedId: 'Y' },
      { sourcedId: 'T3', title: 'Summer', type: 'term', startDate: '2027-04-12', endDate: '2027-07-20', parentSourcedId: 'Y' },
    ]),
    'courses.csv': csv([{ sourcedId: at('c-reg'), title: 'Registration', courseCode: 'Reg', orgSourcedId: school }, ...COURSES.map((title, n) => ({ sourcedId: at(`c${n}`), title, courseCode: `C${n}`, orgSourcedId: school }))]),
    'classes.csv': csv(classes),
    'users.csv': csv(users),
    'roles.csv': csv(roles),
    'enrollments.csv': csv(enrollments),
  };
}

/** A nightly delta of 100 changes on top of bundle(50): 80 students' family names corrected, 20 join a homeroom. */
function nightlyDelta(): BundleFiles {
  const at = '2026-12-01T22:00:00Z';
  const renamed = Array.from({ length: 80 }, (_, n) => `s${50 + n}`);
  const joined = Array.from({ length: 20 }, (_, n) => `s${5000 + n}`);
  const files = Object.fromEntries(['academicSessions', 'classes', 'courses', 'orgs'].map((file) => [`file.${file}`, 'absent']));
  return {
    'manifest.csv': manifest({ ...files, 'file.users': 'delta', 'file.roles': 'delta', 'file.enrollments': 'delta' }),
    'users.csv': csv([
      ...renamed.map((id, n) => {
        const year = YEARS[(50 + n) % YEARS.length];
        const family = Math.floor((50 + n) / 3) * 2;
        return { sourcedId: id, status: 'active', dateLastModified: at, enabledUser: 'true', givenName: `Given${id}`, familyName: `Corrected${id}`, email: `${id}@northfield.example`, grades: String(year).padStart(2, '0'), agentSourcedIds: `g${family},g${family + 1}` };
      }),
      ...joined.map((id) => ({ sourcedId: id, status: 'active', dateLastModified: at, enabledUser: 'true', givenName: `Given${id}`, familyName: `Family${id}`, email: `${id}@northfield.example`, grades: '07', agentSourcedIds: '' })),
    ]),
    'roles.csv': csv(joined.map((id) => ({ sourcedId: `r-${id}`, status: 'active', dateLastModified: at, userSourcedId: id, roleType: 'primary', role: 'student', orgSourcedId: 'S1' }))),
    'enrollments.csv': csv(joined.map((id, n) => ({ sourcedId: `e-${id}`, status: 'active', dateLastModified: at, classSourcedId: `h7-${n % FORMS}`, schoolSourcedId: 'S1', userSourcedId: id, role: 'student' }))),
  };
}

async function zipped(dir: string, name: string, files: BundleFiles): Promise<string> {
  return writeZip(path.join(dir, name), Object.entries(files).map(([file, text]) => ({ name: file, data: Buffer.from(text) })));
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-import-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: work });
const db = await openDatabase(config);
try {
  await migrate(db);
  const first = bundle();
  const sizes = Object.fromEntries(['users.csv', 'classes.csv', 'enrollments.csv'].map((file) => [file, first[file].split('\n').length - 2]));
  console.log(`${db.kind}: ${STUDENTS} students; rows: ${JSON.stringify(sizes)}`);
  const source = await zipped(work, 'school.zip', first);
  const churned = await zipped(work, 'churned.zip', bundle(50));
  const delta = await zipped(work, 'delta.zip', nightlyDelta());
  for (const [label, file] of [['import', source], ['unchanged re-import', source], ['re-import, 50 left and 50 joined', churned], ['delta of 100 changes (80 renamed, 20 joined)', delta]] as const) {
    const started = performance.now();
    const result = await importRoster(db, file);
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s\n${describeResult(result)}`);
  }
} finally {
  await db.close();
}

// The trust, into a database of its own (PGlite in another folder; DATABASE_URL is the one above, so
// there the trust's schools go beside Northfield).
const trustDb = await openDatabase(loadConfig({ ...process.env, DATA_DIR: path.join(work, 'trust') }));
try {
  await migrate(trustDb);
  const trust = await zipped(work, 'trust.zip', trustBundle(TRUST_SCHOOLS, TRUST_STUDENTS));
  const started = performance.now();
  const result = await importRoster(trustDb, trust);
  const summary = describeResult(result).split('\n');
  console.log(`trust of ${TRUST_SCHOOLS} schools × ${TRUST_STUDENTS} students: ${((performance.now() - started) / 1000).toFixed(1)} s\n${summary.slice(summary.indexOf('  In all:')).join('\n') || summary.join('\n')}`);
} finally {
  await trustDb.close();
  await fs.rm(work, { recursive: true, force: true });
}
