// Marks out at a year group's size (decision 0036): a class of BENCH_MARKS_STUDENTS (300) students
// with BENCH_MARKS_HOMEWORK (40) homework due in this term's first 23 days, 80% handed in, 60% with a grade, half with
// a comment, written into the demo school; then its term exported over HTTP as a CSV and as a
// OneRoster bundle, and one of its homework alone, BENCH_MARKS_RUNS (3) times each. The whole answer
// is built in memory, so the figures are the time to the last byte, its size and the process's memory.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PREFIX, startHomeworkServer } from '../test/support/homework-server';

const STUDENTS = Number(process.env.BENCH_MARKS_STUDENTS ?? 300);
const HOMEWORK = Number(process.env.BENCH_MARKS_HOMEWORK ?? 40);
const RUNS = Number(process.env.BENCH_MARKS_RUNS ?? 3);

const s = await startHomeworkServer(['teacher']);
try {
  const { schoolId, teacherId, subjects } = await s.school('teacher');
  const { rows: students } = await s.db.query<{ id: string }>('select id from students where school_id = $1 and is_active order by id limit $2', [schoolId, STUDENTS]);
  const groupId = randomUUID();
  await s.db.query(`insert into groups (school_id, id, kind, name) values ($1, $2, 'userDefined', $3)`, [schoolId, groupId, `${s.tag} bench class`]);
  await s.db.query('insert into group_members (school_id, group_id, student_id) select $1, $2, unnest($3::uuid[])', [schoolId, groupId, students.map((r) => r.id)]);
  const term = (
    await s.db.query<{ id: string; start_date: string }>(
      `select id, to_char(start_date, 'YYYY-MM-DD') as start_date from terms where school_id = $1 and start_date <= now() and end_date >= now()`,
      [schoolId],
    )
  ).rows[0];
  if (!term) throw new Error('No term of the demo school holds today.');
  const homeworkIds: string[] = [];
  for (let i = 0; i < HOMEWORK; i++) {
    const id = randomUUID();
    homeworkIds.push(id);
    await s.db.query(
      `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, start_date, due_date)
       values ($1, $2, $3, '', $4, $5, $5, ($6::date + $7 * interval '1 day') at time zone 'Europe/London', ($6::date + ($7 + 3) * interval '1 day') at time zone 'Europe/London')`,
      [schoolId, id, `${s.tag} bench homework ${i + 1}`, subjects[0].id, teacherId, term.start_date, i % 20],
    );
    await s.db.query('insert into homework_groups (school_id, homework_id, group_id) values ($1, $2, $3)', [schoolId, id, groupId]);
    await s.db.query(
      `insert into homework_students (school_id, homework_id, student_id, id, from_groups, handed_in_date, result, comments, status)
       select $1, $2, student, gen_random_uuid(), true,
              case when random() < 0.8 then now() end, case when random() < 0.6 then floor(random() * 10)::text end,
              case when random() < 0.5 then 'Good work: keep going with the reading, and check your spelling of key words.' end, 1
         from unnest($3::uuid[]) as student`,
      [schoolId, id, students.map((r) => r.id)],
    );
  }

  const exportOnce = async (what: string, route: string, format: string) => {
    const started = performance.now();
    const response = await fetch(`${s.baseUrl}${PREFIX}${route}?format=${format}`, { headers: { authorization: `Bearer ${s.tokens.teacher}` } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    return { what, format, ms: Math.round(performance.now() - started), kb: Math.round(bytes / 1024), rssMb: Math.round(process.memoryUsage().rss / 1e6) };
  };
  const figures = [];
  for (let run = 0; run < RUNS; run++)
    for (const format of ['csv', 'oneroster']) {
      figures.push(await exportOnce(`class's term: ${students.length} students × ${HOMEWORK} homework`, `/ExportGroupMarks/${groupId}/${term.id}`, format));
      figures.push(await exportOnce(`one homework: ${students.length} students`, `/ExportHomeworkMarks/${homeworkIds[0]}`, format));
    }
  console.table(figures);
} finally {
  await s.stop();
}
