// The marks-out service's SQL (decision 0036), each query scoped by the caller's school: the
// homework, classes, terms and hand-ins an export is made of, with the sourcedIds the roster import
// took in (migration 006) beside the product's own ids.
import { releasedMark } from '@homework/contracts/held-marks';
import type { Queryable } from '../../db';

export interface SchoolRow {
  id: string;
  name: string;
  sourced_id: string | null;
}

export interface HomeworkRow {
  id: string;
  title: string;
  subject: string;
  set_by_title: string | null;
  set_by_forename: string | null;
  set_by_surname: string | null;
  start_date: Date;
  due_date: Date;
}

export interface ClassRow {
  id: string;
  name: string;
  sourced_id: string | null;
}

export interface TermRow {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  sourced_id: string | null;
}

export interface HandInRow {
  homework_id: string;
  link_id: string;
  student_id: string;
  student_sourced_id: string | null;
  surname: string;
  forename: string;
  year_group: string;
  reg_group: string | null;
  handed_in_date: Date | null;
  extended_due_date: Date | null;
  result: string | null;
  comments: string | null;
  updated_at: Date;
  /** The class the hand-in is exported under: the asked class, or the student's first of the homework's. */
  class_id: string | null;
}

export async function findSchool(db: Queryable, schoolId: string): Promise<SchoolRow | undefined> {
  const { rows } = await db.query<SchoolRow>('select id, name, sourced_id from schools where id = $1', [schoolId]);
  return rows[0];
}

const HOMEWORK_COLUMNS = `h.id, h.title, sub.name as subject,
  st.title as set_by_title, st.forename as set_by_forename, st.surname as set_by_surname, h.start_date, h.due_date`;
const HOMEWORK_JOINS = `join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
  left join staff st on st.school_id = h.school_id and st.id = h.set_by_id`;

export async function findHomework(db: Queryable, schoolId: string, homeworkId: string): Promise<HomeworkRow | undefined> {
  const { rows } = await db.query<HomeworkRow>(
    `select ${HOMEWORK_COLUMNS} from homework h ${HOMEWORK_JOINS} where h.school_id = $1 and h.id = $2`,
    [schoolId, homeworkId],
  );
  return rows[0];
}

/** A class's homework due from the first instant given up to (not including) the second, by due date. */
export async function findClassHomework(db: Queryable, schoolId: string, groupId: string, from: string, until: string): Promise<HomeworkRow[]> {
  const { rows } = await db.query<HomeworkRow>(
    `select ${HOMEWORK_COLUMNS}
       from homework h ${HOMEWORK_JOINS}
       join homework_groups hg on hg.school_id = h.school_id and hg.homework_id = h.id and hg.group_id = $2
      where h.school_id = $1 and h.due_date >= $3 and h.due_date < $4
      order by h.due_date, h.title, h.id`,
    [schoolId, groupId, from, until],
  );
  return rows;
}

/** Subject classes first (a mark belongs to its subject's class), then as the school orders groups. */
const CLASS_ORDER = `(g.kind = 'subjectClass') desc, g.position, g.name, g.id`;

export async function findHomeworkClasses(db: Queryable, schoolId: string, homeworkId: string): Promise<ClassRow[]> {
  const { rows } = await db.query<ClassRow>(
    `select g.id, g.name, g.sourced_id
       from homework_groups hg join groups g on g.school_id = hg.school_id and g.id = hg.group_id
      where hg.school_id = $1 and hg.homework_id = $2
      order by ${CLASS_ORDER}`,
    [schoolId, homeworkId],
  );
  return rows;
}

export async function findClass(db: Queryable, schoolId: string, groupId: string): Promise<ClassRow | undefined> {
  const { rows } = await db.query<ClassRow>('select id, name, sourced_id from groups where school_id = $1 and id = $2', [schoolId, groupId]);
  return rows[0];
}

export async function findTerms(db: Queryable, schoolId: string): Promise<TermRow[]> {
  const { rows } = await db.query<TermRow>(
    `select id, name, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, sourced_id
       from terms where school_id = $1 order by start_date desc, name`,
    [schoolId],
  );
  return rows;
}

const HAND_IN_COLUMNS = `hs.homework_id, hs.id as link_id, hs.student_id, s.sourced_id as student_sourced_id,
  s.display_surname as surname, s.display_forename as forename, s.year_group, s.reg_group,
  hs.handed_in_date, hs.extended_due_date, hs.result, hs.comments, hs.updated_at,
  h.release_marks_together, hs.mark_released_at is not null as released`;
const HAND_IN_TABLES = `homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
       join students s on s.school_id = hs.school_id and s.id = hs.student_id`;

/**
 * What goes out is what the student may read (decision 0037): a mark held until Release marks goes
 * out blank, as the student overview shows it, never into the school's system before the student.
 */
const released = (rows: (HandInRow & { release_marks_together: boolean; released: boolean })[]): HandInRow[] =>
  rows.map(({ release_marks_together: releaseMarksTogether, released: isReleased, ...row }) => ({
    ...row,
    ...releasedMark({ releaseMarksTogether, released: isReleased, result: row.result, comments: row.comments }),
  }));
const STUDENT_ORDER = 's.display_surname, s.display_forename, s.id';

/** The homework's students (not those taken off it), each under the first of its classes they are in. */
export async function findHomeworkHandIns(db: Queryable, schoolId: string, homeworkId: string): Promise<HandInRow[]> {
  const { rows } = await db.query<HandInRow & { release_marks_together: boolean; released: boolean }>(
    `select ${HAND_IN_COLUMNS},
            (select g.id from homework_groups hg
               join groups g on g.school_id = hg.school_id and g.id = hg.group_id
               join group_members gm on gm.school_id = g.school_id and gm.group_id = g.id and gm.student_id = hs.student_id
              where hg.school_id = hs.school_id and hg.homework_id = hs.homework_id
              order by ${CLASS_ORDER} limit 1) as class_id
       from ${HAND_IN_TABLES}
      where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null
      order by ${STUDENT_ORDER}`,
    [schoolId, homeworkId],
  );
  return released(rows);
}

/**
 * The hand-ins of the class's members on these homework (not of students taken off one): the
 * homework's hand-ins read by their key, the class's members apart, matched here. A join of the two
 * was planned as a filter over every member for every hand-in (7 s for 12,000 rows) when the tables'
 * statistics were behind.
 */
export async function findClassHandIns(db: Queryable, schoolId: string, groupId: string, homeworkIds: readonly string[]): Promise<HandInRow[]> {
  if (homeworkIds.length === 0) return [];
  const { rows: members } = await db.query<{ student_id: string }>('select student_id from group_members where school_id = $1 and group_id = $2', [schoolId, groupId]);
  const inClass = new Set(members.map((row) => row.student_id));
  const { rows } = await db.query<HandInRow & { release_marks_together: boolean; released: boolean }>(
    `select ${HAND_IN_COLUMNS}, $3::uuid as class_id
       from ${HAND_IN_TABLES}
      where hs.school_id = $1 and hs.homework_id = any($2::uuid[]) and hs.removed_at is null
      order by ${STUDENT_ORDER}`,
    [schoolId, homeworkIds, groupId],
  );
  return released(rows.filter((row) => inClass.has(row.student_id)));
}
