// The SQL of the marking's live events (decision 0030, migration 203): written in the change's own
// transaction with its notification, read by the streams from a number on, and swept. Scoped by the
// caller's school, but the sweep, the server's own work across schools.
import type { MarkingEventKind } from '@homework/contracts';
import type { Queryable } from '../../../db';

/** The channel every API process listens on; its payload names the school, the homework and the event. */
export const MARKING_EVENTS_CHANNEL = 'marking_events';

/** What a notification carries: enough to find the streams to read for, never the change itself. */
export interface EventNotice {
  school: string;
  homework: string;
  id: number;
}

/** Keyed with the homework's hash: the advisory lock that puts one homework's events in commit order. */
const EVENTS_LOCK = 4_631_203;

export interface NewEvent {
  kind: MarkingEventKind;
  studentIds: string[];
}

/**
 * Writes the change's events and notifies every process, in the change's transaction (the notice
 * goes on commit, with the rows). One homework's changes take turns from here to their commit, so its
 * events are numbered in the order they become visible: a stream that has read up to an event has
 * missed none before it.
 */
export async function insertEvents(tx: Queryable, schoolId: string, homeworkId: string, changedBy: string, events: NewEvent[]): Promise<void> {
  if (!events.length) return;
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [EVENTS_LOCK, `${schoolId}/${homeworkId}`]);
  let last = 0;
  for (const event of events) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into marking_events (school_id, homework_id, kind, student_ids, changed_by)
       values ($1, $2, $3, $4::uuid[], $5) returning id`,
      [schoolId, homeworkId, event.kind, event.studentIds, changedBy],
    );
    last = Number(rows[0]!.id);
  }
  const notice: EventNotice = { school: schoolId, homework: homeworkId, id: last };
  await tx.query('select pg_notify($1, $2)', [MARKING_EVENTS_CHANNEL, JSON.stringify(notice)]);
}

export interface EventRow {
  id: number;
  kind: MarkingEventKind;
  student_ids: string[];
  changed_by: string;
  changed_at: Date;
  title: string | null;
  forename: string | null;
  surname: string | null;
}

/** The homework's events after number `after`, oldest first, at most `limit`. */
export async function findEventsAfter(db: Queryable, schoolId: string, homeworkId: string, after: number, limit: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `select e.id, e.kind, e.student_ids::text[] as student_ids, e.changed_by, e.changed_at, s.title, s.forename, s.surname
       from marking_events e
       left join staff s on s.school_id = e.school_id and s.id = e.changed_by
      where e.school_id = $1 and e.homework_id = $2 and e.id > $3
      order by e.id
      limit $4`,
    [schoolId, homeworkId, after, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** For a student's stream: per homework, the newest event of the student's there now (the stream sends those after). */
export async function findStudentFloors(db: Queryable, schoolId: string, studentId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ homework_id: string; newest: number }>(
    `select homework_id::text, max(id) as newest from marking_events
      where school_id = $1 and $2::uuid = any(student_ids)
      group by homework_id`,
    [schoolId, studentId],
  );
  return new Map(rows.map((row) => [row.homework_id, Number(row.newest)]));
}

/** The homework's events naming the student after number `after`, oldest first. */
export async function findStudentEventsAfter(db: Queryable, schoolId: string, homeworkId: string, studentId: string, after: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `select e.id, e.kind, e.student_ids::text[] as student_ids, e.changed_by, e.changed_at, s.title, s.forename, s.surname
       from marking_events e
       left join staff s on s.school_id = e.school_id and s.id = e.changed_by
      where e.school_id = $1 and e.homework_id = $2 and e.id > $3 and $4::uuid = any(e.student_ids)
      order by e.id`,
    [schoolId, homeworkId, after, studentId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Where a reader of the homework stands: its newest event (0 for none); whether event `after` is one
 * of its events still kept; the oldest event kept of any homework (the sweep takes the oldest first,
 * so none after it has gone); and the last number given out.
 */
export async function findEventPosition(db: Queryable, schoolId: string, homeworkId: string, after: number) {
  const { rows } = await db.query<{ newest: number; kept: boolean; oldest: number | null; last: number }>(
    `select coalesce((select max(id) from marking_events where school_id = $1 and homework_id = $2), 0) as newest,
            exists (select 1 from marking_events where school_id = $1 and homework_id = $2 and id = $3) as kept,
            (select min(id) from marking_events) as oldest,
            (select case when is_called then last_value else 0 end from marking_events_id_seq) as last`,
    [schoolId, homeworkId, after],
  );
  const row = rows[0]!;
  return { newest: Number(row.newest), kept: row.kept, oldest: row.oldest === null ? null : Number(row.oldest), last: Number(row.last) };
}

/** Every school's events older than `before`, the oldest numbers first: an event kept vouches for all after it. */
export async function sweepEvents(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query(
    `delete from marking_events
      where id < coalesce((select id from marking_events where changed_at >= $1 order by id limit 1),
                          (select max(id) + 1 from marking_events))
      returning id`,
    [before.toISOString()],
  );
  return rows.length;
}
