// The SQL of the mail outbox (server/migrations/400_messaging.sql): who a mail may go to, writing a
// message with its recipients, and the workers' claim and outcome. Every query but the workers'
// claim is scoped by the school from the caller's verified token.
import type { MailLanguage } from '@homework/contracts';
import type { Queryable } from '../../db';

// ---------------------------------------------------------------------------------------------
// Who is sending, from where.

export interface SenderContext {
  schoolName: string;
  timeZone: string;
  senderName: string;
  senderEmail: string | null;
  features: { Name: string; Enabled: boolean }[];
  /** The language of the school's mail to students and parents (decision 0040, migration 970). */
  mailLanguage: MailLanguage;
}

export async function findSenderContext(q: Queryable, schoolId: string, senderId: string): Promise<SenderContext | undefined> {
  const { rows } = await q.query<SenderContext>(
    `select s.name as "schoolName", s.time_zone as "timeZone", s.mail_language as "mailLanguage",
            coalesce(nullif(trim(concat_ws(' ', st.title, st.forename, st.surname)), ''), s.name) as "senderName",
            st.email as "senderEmail",
            coalesce((select json_agg(json_build_object('Name', f.name, 'Enabled', f.enabled))
                        from school_features f where f.school_id = s.id), '[]'::json) as features
       from schools s
       left join staff st on st.school_id = s.id and st.id = $2
      where s.id = $1`,
    [schoolId, senderId],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// People a mail may go to.

export interface StudentAddress {
  id: string;
  name: string;
  email: string | null;
}

export interface ParentAddress extends StudentAddress {
  children: string[];
}

/** The school's students among `ids` (others are not returned). */
export async function findStudents(q: Queryable, schoolId: string, ids: readonly string[]): Promise<StudentAddress[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<StudentAddress>(
    `select id::text, concat_ws(' ', display_forename, display_surname) as name, nullif(trim(email), '') as email
       from students where school_id = $1 and id = any($2::uuid[])`,
    [schoolId, ids],
  );
  return rows;
}

/** The school's parents among `ids`, each with the ids of their children in the school. */
export async function findParents(q: Queryable, schoolId: string, ids: readonly string[]): Promise<ParentAddress[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<ParentAddress>(
    `select p.id::text, concat_ws(' ', p.forename, p.surname) as name, nullif(trim(p.email), '') as email,
            coalesce(array_agg(pc.student_id::text) filter (where pc.student_id is not null), '{}') as children
       from parents p
       left join parent_children pc on pc.school_id = p.school_id and pc.parent_id = p.id
      where p.school_id = $1 and p.id = any($2::uuid[])
      group by p.school_id, p.id`,
    [schoolId, ids],
  );
  return rows;
}

/** Every parent of the given students, with those of their children (the selection's expansion). */
export async function findParentsOfStudents(q: Queryable, schoolId: string, studentIds: readonly string[]): Promise<ParentAddress[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await q.query<ParentAddress>(
    `select p.id::text, concat_ws(' ', p.forename, p.surname) as name, nullif(trim(p.email), '') as email,
            array_agg(pc.student_id::text) as children
       from parent_children pc
       join parents p on p.school_id = pc.school_id and p.id = pc.parent_id
      where pc.school_id = $1 and pc.student_id = any($2::uuid[])
      group by p.school_id, p.id`,
    [schoolId, studentIds],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Homework and marks, for the homework-set and homework-marked mails.

export interface HomeworkForMail {
  id: string;
  title: string;
  description: string;
  startDate: Date;
  dueDate: Date;
  subjectId: string;
  subject: string;
  setById: string;
  setBy: string;
  createdById: string;
  createdBy: string;
}

export async function findHomeworkForMail(q: Queryable, schoolId: string, homeworkId: string): Promise<HomeworkForMail | undefined> {
  const { rows } = await q.query<HomeworkForMail>(
    `select h.id::text, h.title, h.description, h.start_date as "startDate", h.due_date as "dueDate",
            h.subject_id::text as "subjectId", coalesce(su.name, '') as subject,
            h.set_by_id::text as "setById", coalesce(concat_ws(' ', sb.title, sb.forename, sb.surname), '') as "setBy",
            h.created_by_id::text as "createdById", coalesce(concat_ws(' ', cb.title, cb.forename, cb.surname), '') as "createdBy"
       from homework h
       left join subjects su on su.school_id = h.school_id and su.id = h.subject_id
       left join staff sb on sb.school_id = h.school_id and sb.id = h.set_by_id
       left join staff cb on cb.school_id = h.school_id and cb.id = h.created_by_id
      where h.school_id = $1 and h.id = $2`,
    [schoolId, homeworkId],
  );
  return rows[0];
}

/** The students a homework is set for (its hand-in records). */
export async function findHomeworkStudentIds(q: Queryable, schoolId: string, homeworkId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('select student_id::text as id from homework_students where school_id = $1 and homework_id = $2 and removed_at is null', [
    schoolId,
    homeworkId,
  ]);
  return rows.map((row) => row.id);
}

export interface MarkForMail {
  linkId: string;
  result: string | null;
  comments: string | null;
  /** Decision 0037: the homework releases marks together, and whether this row's were released. */
  releaseMarksTogether: boolean;
  released: boolean;
}

/** The marks of `studentIds` on the homework, by student (Release marks: one read for a class). */
export async function findMarks(q: Queryable, schoolId: string, homeworkId: string, studentIds: readonly string[]): Promise<(MarkForMail & { studentId: string })[]> {
  const { rows } = await q.query<MarkForMail & { studentId: string }>(
    `select hs.student_id::text as "studentId", hs.id::text as "linkId", hs.result, hs.comments,
            h.release_marks_together as "releaseMarksTogether", hs.mark_released_at is not null as released
       from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.student_id = any($3::uuid[]) and hs.removed_at is null`,
    [schoolId, homeworkId, studentIds],
  );
  return rows;
}

export async function findMark(q: Queryable, schoolId: string, homeworkId: string, studentId: string): Promise<MarkForMail | undefined> {
  const { rows } = await q.query<MarkForMail>(
    `select hs.id::text as "linkId", hs.result, hs.comments, h.release_marks_together as "releaseMarksTogether", hs.mark_released_at is not null as released
       from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.student_id = $3 and hs.removed_at is null`,
    [schoolId, homeworkId, studentId],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Writing a message and its outbox rows (inside the caller's transaction).

export interface MessageRow {
  id: string;
  kind: 'message' | 'homework' | 'feedback';
  senderId: string;
  senderName: string;
  senderEmail: string | null;
  schoolName: string;
  subject: string;
  bodyHtml: string;
  homeworkId: string | null;
  /** A scheduled mail's time (its rows wait until then); null: at once. */
  sendAt: Date | null;
}

export interface OutboxRow {
  id: string;
  recipientId: string;
  personType: number;
  studentId: string;
  name: string;
  studentName: string;
  email: string | null;
  /** Why this recipient is not sent to (kept as 'refused' so the Sent view names them); null: queued. */
  refusal: string | null;
}

export const insertMessage = (tx: Queryable, schoolId: string, m: MessageRow) => insertMessages(tx, schoolId, [m]);

/** Several messages in one statement (Release marks writes one per student, decision 0037). */
export async function insertMessages(tx: Queryable, schoolId: string, messages: readonly MessageRow[]): Promise<void> {
  if (messages.length === 0) return;
  const column = <K extends keyof MessageRow>(key: K) => messages.map((m) => m[key]);
  await tx.query(
    `insert into messages (school_id, id, kind, sender_id, sender_name, sender_email, school_name, subject, body_html, homework_id, send_at)
     select $1, m.* from unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::uuid[], $11::timestamptz[])
            as m(id, kind, sender_id, sender_name, sender_email, school_name, subject, body_html, homework_id, send_at)`,
    [
      schoolId,
      column('id'),
      column('kind'),
      column('senderId'),
      column('senderName'),
      column('senderEmail'),
      column('schoolName'),
      column('subject'),
      column('bodyHtml'),
      column('homeworkId'),
      messages.map((m) => m.sendAt?.toISOString() ?? null),
    ],
  );
}

/** All recipients in one statement (a whole school's parents is a few thousand rows), due at `dueAt` (null: now); refused ones kept as such. */
export const insertOutboxRows = (tx: Queryable, schoolId: string, messageId: string, rows: readonly OutboxRow[], dueAt: Date | null) =>
  insertRecipientRows(tx, schoolId, rows.map((row) => ({ ...row, messageId })), dueAt);

/** Recipients of several messages in one statement, each row naming its message. */
export async function insertRecipientRows(tx: Queryable, schoolId: string, rows: readonly (OutboxRow & { messageId: string })[], dueAt: Date | null): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof OutboxRow | 'messageId'>(key: K) => rows.map((row) => row[key]);
  await tx.query(
    `insert into message_recipients (school_id, message_id, next_attempt_at, id, recipient_id, person_type, student_id, name, student_name, email, state, last_error)
     select $1, r.message_id, coalesce($10::timestamptz, now()), r.id, r.recipient_id, r.person_type, r.student_id, r.name, r.student_name, r.email,
            case when r.refusal is null then 'queued' else 'refused' end, r.refusal
       from unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::smallint[], $6::uuid[], $7::text[], $8::text[], $9::text[], $11::text[])
            as r(message_id, id, recipient_id, person_type, student_id, name, student_name, email, refusal)`,
    [
      schoolId,
      column('messageId'),
      column('id'),
      column('recipientId'),
      column('personType'),
      column('studentId'),
      column('name'),
      column('studentName'),
      column('email'),
      dueAt,
      column('refusal'),
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// A homework's set mail not yet sent: cancelled, put back, or replaced when the homework changes.

/**
 * A homework's set mail still waiting (queued, never tried) for `studentIds` (all its students when
 * null) is cancelled with `reason`. Answers the students whose mail was cancelled.
 */
export async function cancelHomeworkSetMail(
  tx: Queryable,
  schoolId: string,
  homeworkId: string,
  reason: string,
  studentIds: readonly string[] | null,
): Promise<string[]> {
  const { rows } = await tx.query<{ studentId: string }>(
    `update message_recipients r set state = 'cancelled', last_error = $3
       from messages m
      where m.school_id = $1 and m.homework_id = $2 and m.kind = 'homework'
        and r.school_id = m.school_id and r.message_id = m.id and r.state = 'queued' and r.attempts = 0
        and ($4::uuid[] is null or r.student_id = any($4::uuid[]))
      returning r.student_id::text as "studentId"`,
    [schoolId, homeworkId, reason, studentIds],
  );
  return rows.map((row) => row.studentId);
}

/**
 * A student's homework-marked mail about the homework not yet tried (a mark replaced before its mail
 * went) is cancelled with `reason`: the student hears of the mark that stands, not of one replaced.
 */
export async function cancelFeedbackMail(tx: Queryable, schoolId: string, homeworkId: string, studentIds: string | readonly string[], reason: string): Promise<void> {
  await tx.query(
    `update message_recipients r set state = 'cancelled', last_error = $4
       from messages m
      where m.school_id = $1 and m.homework_id = $2 and m.kind = 'feedback'
        and r.school_id = m.school_id and r.message_id = m.id and r.state = 'queued' and r.attempts = 0 and r.student_id = any($3::uuid[])`,
    [schoolId, homeworkId, [studentIds].flat(), reason],
  );
}

/** Puts back the set mail cancelled with `reason` (a restored homework): due when it was, or now if that has passed. */
export async function uncancelHomeworkSetMail(tx: Queryable, schoolId: string, homeworkId: string, reason: string): Promise<void> {
  await tx.query(
    `update message_recipients r set state = 'queued', last_error = null
       from messages m
      where m.school_id = $1 and m.homework_id = $2 and m.kind = 'homework'
        and r.school_id = m.school_id and r.message_id = m.id and r.state = 'cancelled' and r.last_error = $3`,
    [schoolId, homeworkId, reason],
  );
}

/**
 * Takes out the homework's set mail still waiting for its day (an edit writes it again, with the
 * homework as edited); messages left with no recipient go too. Answers the students it was for.
 */
export async function takeScheduledHomeworkSetMail(tx: Queryable, schoolId: string, homeworkId: string): Promise<string[]> {
  const { rows } = await tx.query<{ studentId: string }>(
    `delete from message_recipients r
      using messages m
      where m.school_id = $1 and m.homework_id = $2 and m.kind = 'homework' and m.send_at is not null
        and r.school_id = m.school_id and r.message_id = m.id and r.state = 'queued' and r.attempts = 0 and r.next_attempt_at > now()
      returning r.student_id::text as "studentId"`,
    [schoolId, homeworkId],
  );
  if (rows.length) {
    await tx.query(
      `delete from messages m
        where m.school_id = $1 and m.homework_id = $2 and m.kind = 'homework'
          and not exists (select 1 from message_recipients r where r.school_id = m.school_id and r.message_id = m.id)`,
      [schoolId, homeworkId],
    );
  }
  return rows.map((row) => row.studentId);
}

/** Links finished uploads of the school to a message; answers the ids that were linked. */
export async function linkMessageAttachments(
  tx: Queryable,
  schoolId: string,
  messageId: string,
  attachments: readonly { uploadId: string; description: string }[],
): Promise<string[]> {
  if (attachments.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `insert into message_attachments (school_id, message_id, upload_id, position, description)
     select $1, $2, u.id, a.position, a.description
       from unnest($3::uuid[], $4::text[]) with ordinality as a(upload_id, description, position)
       join message_uploads u on u.school_id = $1 and u.id = a.upload_id and u.size is not null
     returning upload_id::text as id`,
    [schoolId, messageId, attachments.map((a) => a.uploadId), attachments.map((a) => a.description)],
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Uploads of message attachments.

export async function insertMessageUpload(
  q: Queryable,
  schoolId: string,
  upload: { id: string; uploadedById: string; fileName: string; contentType: string; storageKey: string },
): Promise<void> {
  await q.query(
    `insert into message_uploads (school_id, id, uploaded_by_id, file_name, content_type, storage_key)
     values ($1, $2, $3, $4, $5, $6)`,
    [schoolId, upload.id, upload.uploadedById, upload.fileName, upload.contentType, upload.storageKey],
  );
}

export async function markMessageUploaded(q: Queryable, schoolId: string, id: string, size: number): Promise<void> {
  await q.query('update message_uploads set size = $3 where school_id = $1 and id = $2', [schoolId, id, size]);
}

export async function deleteMessageUpload(q: Queryable, schoolId: string, id: string): Promise<void> {
  await q.query('delete from message_uploads where school_id = $1 and id = $2', [schoolId, id]);
}

/** Uploads no message uses, older than `hours`: removed with their keys answered (the files go next). */
export async function deleteUnusedMessageUploads(q: Queryable, hours: number): Promise<string[]> {
  const { rows } = await q.query<{ storage_key: string }>(
    `delete from message_uploads u
      where u.created_at < now() - make_interval(hours => $1)
        and not exists (select 1 from message_attachments a where a.school_id = u.school_id and a.upload_id = u.id)
      returning u.storage_key`,
    [hours],
  );
  return rows.map((row) => row.storage_key);
}

// ---------------------------------------------------------------------------------------------
// The workers: claim due rows, then record each outcome.

/** Mails waiting in the outbox, across schools: due now, and due later (scheduled, or backing off). */
export async function countQueuedMail(q: Queryable): Promise<{ due: number; later: number }> {
  const { rows } = await q.query<{ due: number; later: number }>(
    `select count(*) filter (where next_attempt_at <= now()) as due, count(*) filter (where next_attempt_at > now()) as later
       from message_recipients where state = 'queued'`,
  );
  return rows[0];
}

export interface ClaimedMail {
  schoolId: string;
  id: string;
  messageId: string;
  personType: number;
  name: string;
  studentName: string;
  email: string;
  attempts: number;
}

/**
 * Up to `limit` due rows, skipping rows another worker holds; each is leased (due again only after
 * `leaseSeconds`) and its attempt counted, so a worker that dies mid-send leaves it to another.
 */
export async function claimDueMail(q: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  const { rows } = await q.query<ClaimedMail>(
    `with due as (
       select school_id, id from message_recipients
        where state = 'queued' and next_attempt_at <= now()
        order by next_attempt_at
        limit $1
        for update skip locked)
     update message_recipients r
        set attempts = r.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       from due
      where r.school_id = due.school_id and r.id = due.id
     returning r.school_id::text as "schoolId", r.id::text, r.message_id::text as "messageId", r.person_type as "personType",
               r.name, r.student_name as "studentName", r.email, r.attempts`,
    [limit, leaseSeconds],
  );
  return rows;
}

export interface MessageForMail {
  schoolId: string;
  id: string;
  kind: MessageRow['kind'] | 'password';
  senderName: string;
  senderEmail: string | null;
  schoolName: string;
  subject: string;
  bodyHtml: string;
  attachments: { fileName: string; contentType: string; storageKey: string }[];
}

/** The messages of claimed rows, with their attachments' files (a worker holds no token: keyed by school and id). */
export async function findMessagesForMail(q: Queryable, keys: readonly { schoolId: string; messageId: string }[]): Promise<MessageForMail[]> {
  if (keys.length === 0) return [];
  const { rows } = await q.query<MessageForMail>(
    `select m.school_id::text as "schoolId", m.id::text, m.sender_name as "senderName", m.sender_email as "senderEmail",
            m.school_name as "schoolName", m.kind, m.subject, m.body_html as "bodyHtml",
            coalesce((select json_agg(json_build_object('fileName', u.file_name, 'contentType', u.content_type, 'storageKey', u.storage_key)
                                      order by a.position)
                        from message_attachments a
                        join message_uploads u on u.school_id = a.school_id and u.id = a.upload_id
                       where a.school_id = m.school_id and a.message_id = m.id), '[]'::json) as attachments
       from unnest($1::uuid[], $2::uuid[]) as k(school_id, id)
       join messages m on m.school_id = k.school_id and m.id = k.id`,
    [keys.map((k) => k.schoolId), keys.map((k) => k.messageId)],
  );
  return rows;
}

export async function markMailSent(q: Queryable, rows: readonly { schoolId: string; id: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `update message_recipients r set state = 'sent', sent_at = now(), last_error = null
       from unnest($1::uuid[], $2::uuid[]) as k(school_id, id)
      where r.school_id = k.school_id and r.id = k.id and r.state = 'queued'`,
    [rows.map((r) => r.schoolId), rows.map((r) => r.id)],
  );
}

/** Failed attempts: due again after `delaySeconds`, or (final) failed with the reason. */
export async function markMailAttemptFailed(
  q: Queryable,
  rows: readonly { schoolId: string; id: string; reason: string; delaySeconds: number; final: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `update message_recipients r
        set state = case when k.final then 'failed' else 'queued' end,
            next_attempt_at = now() + make_interval(secs => k.delay),
            last_error = k.reason
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::float8[], $5::boolean[]) as k(school_id, id, reason, delay, final)
      where r.school_id = k.school_id and r.id = k.id and r.state = 'queued'`,
    [rows.map((r) => r.schoolId), rows.map((r) => r.id), rows.map((r) => r.reason), rows.map((r) => r.delaySeconds), rows.map((r) => r.final)],
  );
}
