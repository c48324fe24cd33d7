// What the marking tests share, over a homework test server: a fresh homework with its students, a
// student's submitted file put straight into storage, the marking history, the restore of a clear, and
// the homework's live marking events read as the browser reads them.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PREFIX, londonDay, type HomeworkTestServer } from '../../support/homework-server';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh homework (due in a week) set for the teacher's largest group, and the students it is set for. */
export async function freshHomework(s: HomeworkTestServer): Promise<{ id: string; students: string[] }> {
  // Set a fortnight ago: the tests hand in on days before today, never before the homework was set.
  const hw = await s.create('teacher', { startIn: -14 });
  const rows = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students as { StudentId: string }[];
  return { id: hw.Id, students: rows.map((r) => r.StudentId) };
}

/**
 * Up to `count` of the homework's students who have an e-mail address (so each saved mark queues its
 * mail: no mail server, it stays queued), each handed in on `day` (days from today, in London).
 */
export async function studentsWithAddress(s: HomeworkTestServer, homeworkId: string, count: number, day: number): Promise<string[]> {
  const { rows } = await s.db.query<{ id: string }>(
    `select st.id::text from homework_students hs join students st on st.school_id = hs.school_id and st.id = hs.student_id
      where hs.homework_id = $1 and st.email is not null order by st.id limit $2`,
    [homeworkId, count],
  );
  for (const { id } of rows) {
    const answer = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: id, HandedInDate: londonDay(day) });
    if (answer.status !== 200) throw new Error(`HandInHomework answered ${answer.status}`);
  }
  return rows.map((row) => row.id);
}

/** A submitted file for the student, stored through the app's storage like an upload (under `sharedKey` when given). */
export async function submitFile(
  s: HomeworkTestServer,
  hw: string,
  student: string,
  fileName: string,
  { content = `content of ${fileName}`, sharedKey }: { content?: string; sharedKey?: string } = {},
): Promise<{ id: string; key: string }> {
  const link = (
    await s.db.query<{ id: string; school_id: string }>('select id, school_id from homework_students where homework_id = $1 and student_id = $2', [hw, student])
  ).rows[0]!;
  const id = randomUUID();
  const key = sharedKey ?? `submissions/${link.school_id}/${id}`;
  await s.app.storage.put(key, Readable.from([Buffer.from(content)]));
  await s.db.query(
    `insert into attachments (school_id, id, purpose, homework_student_id, uploaded_by_id, file_name, content_type, file_size, storage_key, uploaded_at)
     values ($1, $2, 'submission', $3, $4, $5, 'application/octet-stream', $6, $7, now())`,
    [link.school_id, id, link.id, student, fileName, Buffer.byteLength(content), key],
  );
  return { id, key };
}

export interface HistoryEntry {
  Field: string;
  OldValue: string | null;
  NewValue: string | null;
  ClearanceId: string | null;
  Change: string | null;
  CanRestore: boolean;
}

/** The student's marking history on the homework, as the teacher sees it. */
export const markingHistory = async (s: HomeworkTestServer, hw: string, student: string): Promise<HistoryEntry[]> =>
  (await s.call('teacher', 'GET', `/GetMarkingHistory/${hw}/${student}`)).body;

/** Undo of a clear (or the History's Restore): all its students, or those listed. */
export const restoreClearance = (s: HomeworkTestServer, clearanceId: string, studentIds?: string[], user = 'teacher') =>
  s.call(user, 'POST', '/RestoreClearedHandIns', { ClearanceId: clearanceId, ...(studentIds ? { StudentIds: studentIds } : {}) });

/** One server-sent event as a reader parses it (comments, the heartbeat, are left out). */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: any;
}

export interface EventReader {
  status: number;
  headers: Headers;
  /** Everything the stream has sent, as text (what a tenancy check reads). */
  text(): string;
  /** The next event, or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** The events that come within `ms`, however many. */
  during(ms: number): Promise<StreamEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * The marking events of a homework read as the browser reads them: fetch with the bearer token, and
 * Last-Event-ID when given.
 */
export const openEvents = (baseUrl: string, token: string | undefined, homeworkId: string, headers: Record<string, string> = {}, query = '') =>
  openEventsAt(`${baseUrl}${PREFIX}/MarkingEvents/${homeworkId}${query}`, token, headers);

/** A student's marking events (the student view's stream), read the same way. */
export const openStudentEvents = (baseUrl: string, token: string | undefined, studentId: string) =>
  openEventsAt(`${baseUrl}${PREFIX}/StudentMarkingEvents/${studentId}`, token);

async function openEventsAt(url: string, token: string | undefined, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const queue: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  let all = '';
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        all += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((line) => !line.startsWith(':'));
          if (!fields.length) continue;
          const field = (name: string) => fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          const event = { id: field('id'), event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    text: () => all,
    next: (timeoutMs = 2000) =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(done), 1);
              reject(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            const done = (event: StreamEvent) => {
              clearTimeout(timer);
              resolve(event);
            };
            waiting.push(done);
          }),
    during: async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    ended,
    close: () => controller.abort(),
  };
}
