// The dashboard's cold compute (decision 0011, the freshness rule): how long each answer takes to
// compute when nothing is kept, on the bench school as `npm run bench` left it (BENCH_WORK_DIR), side
// by side on PostgreSQL (DATABASE_URL) and PGlite: a plain GROUP BY over the hand-ins' covering index
// (migration 300) against the sums of the day summaries the service reads (migration 310,
// services/dashboard/queries.ts). BENCH_COMPUTE_RUNS (7) each, one at a time; median and max.
//   cd server && BENCH_WORK_DIR=… DATABASE_URL=… node --import tsx bench/dashboard-compute.ts
import { addDays, DASHBOARD_DIMENSIONS, DASHBOARD_TIME_RANGES, schoolToday, type DashboardDimension, type DashboardTimeRange } from '@homework/contracts';
import { openDatabase, type Database } from '../src/db';
import { schoolTimeZoneOf } from '../src/domain/school-time-zone';
import { countHandIns, countHomework, refreshFigures, studentFigures, type DashboardWindow } from '../src/services/dashboard/queries';
import { findCurrentPeriod } from '../src/domain/school';
import { BENCH_USERNAME } from './generate';

const RUNS = Number(process.env.BENCH_COMPUTE_RUNS ?? 7);

/** A hand-in's key by dimension in the plain GROUP BY (the student's values need the students' table). */
const PLAIN_KEY: Record<DashboardDimension | 'student', string> = {
  subject: 'h.subject_id',
  teacher: 'h.set_by_id',
  subjectByYear: 'h.subject_id, s.year_group',
  year: 's.year_group',
  regGroup: 's.reg_group',
  house: 's.house',
  gender: 's.gender',
  student: 'hs.student_id',
};

/** Live hand-ins due in the window by key: on time, late, overdue and due ($1 school, $2–$3 days, $4 overdueBefore). */
const plainHandIns = (dimension: DashboardDimension | 'student') => `
  select ${PLAIN_KEY[dimension]}, count(*),
         count(*) filter (where (hs.handed_in_date at time zone sc.time_zone)::date <= (greatest(h.due_date, hs.extended_due_date) at time zone sc.time_zone)::date),
         count(*) filter (where (hs.handed_in_date at time zone sc.time_zone)::date > (greatest(h.due_date, hs.extended_due_date) at time zone sc.time_zone)::date),
         count(*) filter (where hs.handed_in_date is null and (greatest(h.due_date, hs.extended_due_date) at time zone sc.time_zone)::date < $4::date),
         count(*) filter (where hs.handed_in_date is null and (greatest(h.due_date, hs.extended_due_date) at time zone sc.time_zone)::date >= $4::date)
    from homework h
    join schools sc on sc.id = h.school_id
    join homework_students hs on hs.school_id = h.school_id and hs.homework_id = h.id and hs.removed_at is null
    ${/\bs\./.test(PLAIN_KEY[dimension]) ? 'join students s on s.school_id = hs.school_id and s.id = hs.student_id' : ''}
   where h.school_id = $1 and h.due_date >= ($2::date::timestamp at time zone sc.time_zone) and h.due_date < ($3::date::timestamp at time zone sc.time_zone)
   group by ${PLAIN_KEY[dimension]}`;

/** Homework due in the window by subject or teacher, from the homework alone. */
const plainHomework = (dimension: 'subject' | 'teacher') => `
  select ${PLAIN_KEY[dimension]}, count(*)
    from homework h join schools sc on sc.id = h.school_id
   where h.school_id = $1 and h.due_date >= ($2::date::timestamp at time zone sc.time_zone) and h.due_date < ($3::date::timestamp at time zone sc.time_zone)
   group by ${PLAIN_KEY[dimension]}`;

async function windowOf(db: Database, schoolId: string, timeRange: DashboardTimeRange): Promise<DashboardWindow> {
  const today = schoolToday(new Date(), await schoolTimeZoneOf(db, schoolId));
  const period = (await findCurrentPeriod(db, timeRange === 'term' ? 'terms' : 'academic_years', schoolId, today))!;
  return { schoolId, fromDay: period.StartDate, untilDay: addDays(period.EndDate, 1)!, overdueBefore: addDays(today, -1)! };
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1)! };
}

/** Each answer's compute times, plain and from the summaries, by row name. */
async function measure(db: Database): Promise<Map<string, { plain: { median: number; max: number }; summed: { median: number; max: number } }>> {
  const { rows } = await db.query<{ school_id: string }>('select school_id from user_accounts where username = $1', [BENCH_USERNAME]);
  const schoolId = rows[0].school_id;
  await refreshFigures(db, schoolId);
  const results = new Map();
  for (const timeRange of DASHBOARD_TIME_RANGES) {
    const w = await windowOf(db, schoolId, timeRange);
    const params = [schoolId, w.fromDay, w.untilDay, w.overdueBefore];
    for (const dimension of ['subject', 'teacher'] as const) {
      results.set(`GetTotals ${timeRange} ${dimension}`, {
        plain: await timed(() => db.query(plainHomework(dimension), params.slice(0, 3))),
        summed: await timed(() => countHomework(db, w, dimension)),
      });
    }
    for (const dimension of DASHBOARD_DIMENSIONS) {
      results.set(`GetHandedInStatus ${timeRange} ${dimension}`, {
        plain: await timed(() => db.query(plainHandIns(dimension), params)),
        summed: await timed(() => countHandIns(db, w, dimension)),
      });
    }
    results.set(`Student Overview rows ${timeRange}`, {
      plain: await timed(() => db.query(plainHandIns('student'), params)),
      summed: await timed(() => studentFigures(db, w)),
    });
  }
  return results;
}

const work = process.env.BENCH_WORK_DIR;
if (!work) throw new Error('BENCH_WORK_DIR is required: where `npm run bench` kept the PGlite school');
const all: { label: string; results: Awaited<ReturnType<typeof measure>> }[] = [];
for (const [label, config] of [
  ['PostgreSQL', { databaseUrl: process.env.DATABASE_URL, dataDir: '' }],
  ['PGlite', { databaseUrl: undefined, dataDir: `${work}/pglite` }],
] as const) {
  if (label === 'PostgreSQL' && !config.databaseUrl) continue;
  const db = await openDatabase(config);
  try {
    all.push({ label, results: await measure(db) });
  } finally {
    await db.close();
  }
}
console.log(`\nCold compute, ${RUNS} runs each, median / max ms: a plain GROUP BY over the hand-ins against the day summaries' sums.\n`);
console.log(`| answer | ${all.map(({ label }) => `${label} plain | ${label} summaries`).join(' | ')} |`);
console.log(`|---|${all.map(() => '---:|---:').join('|')}|`);
const cell = ({ median, max }: { median: number; max: number }) => `${median.toFixed(1)} / ${max.toFixed(1)}`;
for (const name of all[0].results.keys()) {
  console.log(`| ${name} | ${all.map(({ results }) => `${cell(results.get(name)!.plain)} | ${cell(results.get(name)!.summed)}`).join(' | ')} |`);
}
