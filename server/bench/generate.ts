// A large school for the benchmark: about 2,000 students in years 7–13, 150 teachers, 30,000 homework
// spread over a year around today, each set for one subject class (about a million hand-in records,
// most past homework handed in). Built with the demo seed's school builder, then the homework by
// set-based SQL (generate_series), which both PGlite and PostgreSQL run quickly.
import { PRODUCTS, ROLE_CODES } from '@homework/contracts';
import { DEMO_PASSWORD, type DemoUser } from '@homework/contracts/demo';
import type { Database } from '../src/db';
import { hashPassword } from '../src/identity/passwords';
import { buildSchool } from '../src/seed/build-school';
import { insertRows } from '../src/seed/index';
import { SCHOOLS, type SchoolPlan } from '../src/seed/plan';
import { emptyTables, type TableName } from '../src/seed/tables';

export const BENCH_USERNAME = 'bench';
export const BENCH_HOMEWORK = 30_000;

const PLAN: SchoolPlan = {
  ...SCHOOLS[0],
  key: 'bench',
  name: 'Benchmark Academy',
  emailDomain: 'benchmark-academy.example',
  products: [PRODUCTS.parent, PRODUCTS.student],
  regLetters: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'],
  studentsPerYear: 286,
  teachers: 150,
  preAdmissionGroups: [],
  leavers: 0,
  photoShare: { staff: 0, students: 0 },
};

export interface BenchSchool {
  schoolId: string;
  teacherId: string;
  students: number;
  teachers: number;
  homework: number;
  handIns: number;
}

export async function ensureBenchSchool(db: Database, log: (line: string) => void): Promise<BenchSchool> {
  let account = await benchAccount(db);
  if (!account) {
    const tables = emptyTables();
    const [demo] = buildSchool(
      PLAN,
      [{ username: BENCH_USERNAME as DemoUser, school: 'bench', title: 'Ms', forename: 'Beatrice', surname: 'Marsh', isTeacher: true, roles: { [ROLE_CODES.engagement]: 1 }, photo: false }],
      tables,
    );
    tables.user_accounts = [
      { username: demo.username, password_hash: await hashPassword(DEMO_PASSWORD), school_id: demo.schoolId, person_id: demo.personId, display_name: demo.displayName },
    ];
    const started = Date.now();
    await db.transaction(async (tx) => {
      for (const table of Object.keys(tables) as TableName[]) await insertRows(tx, table, tables[table]);
    });
    log(`school: ${tables.students.length} students, ${tables.staff.length} staff, ${tables.groups.length} groups in ${Date.now() - started} ms`);
    account = (await benchAccount(db))!;
    await generateHomework(db, account.school_id, account.person_id, log);
  }
  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql, [account!.school_id])).rows[0].n);
  return {
    schoolId: account.school_id,
    teacherId: account.person_id,
    students: await count('select count(*) as n from students where school_id = $1'),
    teachers: await count('select count(*) as n from staff where school_id = $1 and is_teacher'),
    homework: await count('select count(*) as n from homework where school_id = $1'),
    handIns: await count('select count(*) as n from homework_students where school_id = $1'),
  };
}

async function benchAccount(db: Database) {
  return (await db.query<{ school_id: string; person_id: string }>('select school_id, person_id from user_accounts where username = $1', [BENCH_USERNAME])).rows[0];
}

async function generateHomework(db: Database, schoolId: string, teacherId: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    // One homework per i: a subject class in turn, a teacher in turn (the bench teacher sets one in
    // forty, the others about one in 150 each), due from 180 days ago to 185 days ahead.
    await tx.query(
      `create temporary table bench_homework on commit drop as
       with classes as (
         select row_number() over (order by g.id) - 1 as n, g.id as group_id, g.subject_id, s.name as subject
           from groups g join subjects s on s.school_id = g.school_id and s.id = g.subject_id
          where g.school_id = $1 and g.kind = 'subjectClass'
       ), teachers as (
         select row_number() over (order by id) - 1 as n, id from staff where school_id = $1 and is_teacher and id <> $2
       )
       select i, gen_random_uuid() as id, c.group_id, c.subject_id,
              c.subject || ' ' || (array['essay', 'worksheet', 'reading', 'project', 'revision', 'quiz', 'practice questions', 'research'])[1 + i % 8] || ' ' || i as title,
              case when i % 40 = 0 then $2 else t.id end as set_by_id,
              ((current_date - 180 + (i % 366))::timestamp at time zone 'Europe/London') as due_date
         from generate_series(0, $3 - 1) as i
         join classes c on c.n = i % (select count(*) from classes)
         join teachers t on t.n = i % (select count(*) from teachers)`,
      [schoolId, teacherId, BENCH_HOMEWORK],
    );
    await tx.query(
      `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, start_date, due_date,
                             allow_student_attachments, created_at, updated_at)
       select $1, id, title, '<p>' || title || ': see the attached notes.</p>', subject_id, set_by_id, set_by_id,
              due_date - interval '7 days', due_date, i % 2 = 0, due_date - interval '8 days', due_date - interval '8 days'
         from bench_homework`,
      [schoolId],
    );
    await tx.query(`insert into homework_groups (school_id, homework_id, group_id) select $1, id, group_id from bench_homework`, [schoolId]);
    // Past homework: most handed in, some marked.
    await tx.query(
      `insert into homework_students (school_id, homework_id, student_id, id, chosen, from_groups, handed_in_date, result, status)
       select $1, h.id, gm.student_id, gen_random_uuid(), false, true,
              case when x.handed_in then h.due_date - interval '1 day' end,
              case when x.marked then 'B' end,
              case when x.marked then 3 when x.handed_in then 2 else 1 end
         from bench_homework h
         join group_members gm on gm.school_id = $1 and gm.group_id = h.group_id
         cross join lateral (
           select h.due_date < now() and r1 < 0.8 as handed_in, h.due_date < now() and r1 < 0.8 and r2 < 0.5 as marked
             from (select random() as r1, random() as r2, h.due_date) r
         ) x`,
      [schoolId],
    );
  });
  // As autovacuum would: statistics for the planner, and the visibility map for index-only counts.
  await db.exec('vacuum analyze');
  log(`homework: generated in ${Date.now() - started} ms`);
}

/** The marking benchmark's homework: set for every active student, with this many in the school. */
export const MARKING_BENCH_STUDENTS = 2_500;
const MARKING_BENCH_TITLE = 'Marking benchmark: whole school';

export interface MarkingBench {
  homeworkId: string;
  /** A student with a submitted pdf (GetStudentSubmission). */
  studentId: string;
  students: number;
}

/**
 * A homework set to 2,500 students (the school's 2,002 and a Year 12 set of the rest, added here),
 * due yesterday, none handed in; one student has a submitted pdf (the demo's, made on first open).
 */
export async function ensureMarkingBench(db: Database, schoolId: string, teacherId: string): Promise<MarkingBench> {
  const found = async () => (await db.query<{ id: string }>('select id from homework where school_id = $1 and title = $2', [schoolId, MARKING_BENCH_TITLE])).rows[0]?.id;
  let homeworkId = await found();
  if (!homeworkId) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('select count(*) as n from students where school_id = $1 and is_active', [schoolId]);
      await tx.query(
        `insert into students (school_id, id, legal_forename, legal_surname, display_forename, display_surname, year_group, reg_group, gender)
         select $1, gen_random_uuid(), 'Sam', 'Extra ' || i, 'Sam', 'Extra ' || i, 'Year 12', '12X', case when i % 2 = 0 then 'F' else 'M' end
           from generate_series(1, $2::int) as i`,
        [schoolId, Math.max(0, MARKING_BENCH_STUDENTS - Number(rows[0].n))],
      );
      const subject = await tx.query<{ id: string }>('select id from subjects where school_id = $1 order by name limit 1', [schoolId]);
      await tx.query(
        `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, start_date, due_date)
         values ($1, gen_random_uuid(), $2, '<p>Every student.</p>', $3, $4, $4, now() - interval '8 days', now() - interval '1 day')`,
        [schoolId, MARKING_BENCH_TITLE, subject.rows[0].id, teacherId],
      );
      await tx.query(
        `insert into homework_students (school_id, homework_id, student_id, id, chosen)
         select $1, h.id, s.id, gen_random_uuid(), true
           from homework h join students s on s.school_id = h.school_id and s.is_active
          where h.school_id = $1 and h.title = $2
          order by s.id limit $3`,
        [schoolId, MARKING_BENCH_TITLE, MARKING_BENCH_STUDENTS],
      );
      await tx.query(
        `insert into attachments (school_id, id, purpose, homework_student_id, uploaded_by_id, file_name, content_type, file_size, storage_key, uploaded_at)
         select $1, gen_random_uuid(), 'submission', hs.id, hs.student_id, 'Essay.pdf', 'application/pdf', 1182, 'demo/submissions/essay-pdf', now()
           from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
          where hs.school_id = $1 and h.title = $2
          order by hs.student_id limit 1`,
        [schoolId, MARKING_BENCH_TITLE],
      );
    });
    homeworkId = (await found())!;
  }
  const students = (
    await db.query<{ student_id: string }>('select student_id from homework_students where school_id = $1 and homework_id = $2 order by student_id', [schoolId, homeworkId])
  ).rows.map((r) => r.student_id);
  return { homeworkId, studentId: students[0], students: students.length };
}
