// The messaging service's own SQL: the Sent view (a sender's messages with per-state counts, one
// message's recipients) and the retry of failed recipients. Scoped by school and sender from the
// verified token. Writing messages and their outbox rows is domain/mail's (the homework and marking
// saves write them too).
import type { Queryable } from '../../db';
import type { SentMessageKind, SentMessageSummary, SentRecipient } from '@homework/contracts';

const SUMMARY = `m.id::text as "Id", m.kind as "Kind", m.subject as "Subject",
       to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt",
       (select count(*) from message_attachments a where a.school_id = m.school_id and a.message_id = m.id)::int as "AttachmentCount",
       count(r.id) filter (where r.state = 'queued')::int as "Queued",
       count(r.id) filter (where r.state = 'sent')::int as "Sent",
       count(r.id) filter (where r.state = 'failed')::int as "Failed",
       count(r.id) filter (where r.state = 'cancelled')::int as "Cancelled",
       count(r.id) filter (where r.state = 'refused')::int as "Refused",
       to_char(m.send_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "SendAt"`;

export async function findSentMessages(
  q: Queryable,
  schoolId: string,
  senderId: string,
  page: number,
  pageSize: number,
  kind: SentMessageKind | null,
): Promise<SentMessageSummary[]> {
  const { rows } = await q.query<SentMessageSummary>(
    // The page's messages first (the sender's index, newest first), then only their recipients counted.
    `select ${SUMMARY}
       from (select school_id, id, kind, subject, created_at, send_at
               from messages
              where school_id = $1 and sender_id = $2 and ($5::text is null or kind = $5)
              order by created_at desc, id
              limit $3 offset $4) m
       left join message_recipients r on r.school_id = m.school_id and r.message_id = m.id
      group by m.school_id, m.id, m.kind, m.subject, m.created_at, m.send_at
      order by m.created_at desc, m.id`,
    [schoolId, senderId, pageSize, (page - 1) * pageSize, kind],
  );
  return rows;
}

export async function findSentMessage(q: Queryable, schoolId: string, senderId: string, messageId: string): Promise<SentMessageSummary | undefined> {
  const { rows } = await q.query<SentMessageSummary>(
    `select ${SUMMARY}
       from messages m
       left join message_recipients r on r.school_id = m.school_id and r.message_id = m.id
      where m.school_id = $1 and m.sender_id = $2 and m.id = $3
      group by m.school_id, m.id`,
    [schoolId, senderId, messageId],
  );
  return rows[0];
}

/** Those not reached first (failed, then refused), then queued, then sent; by name within each. */
export async function findSentRecipients(q: Queryable, schoolId: string, messageId: string): Promise<SentRecipient[]> {
  const { rows } = await q.query<SentRecipient>(
    `select recipient_id::text as "RecipientId", person_type as "PersonType", student_id::text as "StudentId",
            name as "Name", student_name as "StudentName", email as "Email", state as "State",
            case when state = 'sent' then null else last_error end as "Reason",
            attempts as "Attempts",
            to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "SentAt"
       from message_recipients
      where school_id = $1 and message_id = $2
      order by case state when 'failed' then 0 when 'refused' then 1 when 'queued' then 2 else 3 end, name, id`,
    [schoolId, messageId],
  );
  return rows;
}

/** Puts the message's failed recipients back in the queue, due now with a fresh count of attempts. */
export async function requeueFailed(q: Queryable, schoolId: string, senderId: string, messageId: string): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `update message_recipients r set state = 'queued', attempts = 0, next_attempt_at = now()
       from messages m
      where m.school_id = $1 and m.sender_id = $2 and m.id = $3
        and r.school_id = m.school_id and r.message_id = m.id and r.state = 'failed'
      returning r.id`,
    [schoolId, senderId, messageId],
  );
  return rows.length;
}
