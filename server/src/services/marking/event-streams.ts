// The marking's live streams in this process (decision 0030). One LISTEN per process, never a
// process's memory of changes: a notice says only that a homework has new events, and each homework
// with open streams reads them from the table, from the oldest number its streams hold, so a stream
// is sent every event once, in order, whether it was live, missed while it was away or while the
// listener was down. Streams are ended when the server closes (a drain does not wait on them).
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  MARKING_EVENTS_READY,
  teacherDisplayName,
  type MarkingEvent,
  type MarkingEventsReady,
  type StudentMarkingEventsReady,
} from '@homework/contracts';
import type { Database } from '../../db';
import { MARKING_EVENTS_CHANNEL, findEventPosition, findEventsAfter, findStudentEventsAfter, findStudentFloors, type EventNotice, type EventRow } from './queries/events';

/** Events read at a time, so a reader back after a long absence is sent its backlog in pages. */
const PAGE = 500;
/** A reader this far behind (a stalled connection) is ended: it reconnects and is sent what it missed. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Listening again after a drop: at once, then backing off to this. */
const LISTEN_RETRY_MAX_MS = 10_000;

interface Stream {
  out: PassThrough;
  /** The number of the last event it was sent (or of the homework's newest when it opened). */
  lastId: number;
  /** Until its first read: the ready event it is owed. */
  owed: MarkingEventsReady | null;
}

/**
 * A student's stream, across every homework of theirs (the student view). One homework's events are
 * numbered in commit order (insertEvents), so it keeps, per homework, the newest event of the
 * student's it was sent (or that was there when it opened): a later one has a higher number, and none
 * is missed however the homework's commits interleave with others'.
 */
interface StudentStream {
  out: PassThrough;
  schoolId: string;
  studentId: string;
  floors: Map<string, number>;
  /** The homework whose notices came while reading: each read once more. */
  pending: Set<string>;
  reading: Promise<void> | null;
}

/** One homework with open streams in this process. */
interface Watched {
  schoolId: string;
  homeworkId: string;
  streams: Set<Stream>;
  reading: Promise<void> | null;
  /** A notice came while reading: read once more. */
  again: boolean;
}

export class MarkingEventStreams {
  private readonly watched = new Map<string, Watched>();
  /** The student streams, by school. */
  private readonly students = new Map<string, Set<StudentStream>>();
  private open = 0;
  private closed = false;
  private stopListening: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly max: number,
    private readonly heartbeatSeconds: number,
  ) {}

  /** Starts listening (retried until it works) and the heartbeat. */
  start(): void {
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatSeconds * 1000);
    this.heartbeat.unref();
    void this.listen(0);
  }

  /**
   * A stream of the school's homework from event `after` (the reader's Last-Event-ID; null for a
   * first connection), or null when this process holds all it may. The first thing it is sent, after
   * the events it missed, is the ready event.
   */
  async openStream(schoolId: string, homeworkId: string, after: number | null): Promise<PassThrough | null> {
    if (this.closed || this.open >= this.max) return null;
    this.open++;
    let position;
    try {
      position = await findEventPosition(this.db, schoolId, homeworkId, after ?? 0);
    } catch (error) {
      this.open--;
      throw error;
    }
    // Closed meanwhile: its streams have been ended, and this one would never be.
    if (this.closed) {
      this.open--;
      return null;
    }
    // The reader's number vouches for what came since when its event is still kept, or when nothing
    // after it has been swept; a number never given out vouches for nothing.
    const vouched =
      after !== null && after <= position.last && (position.kept || after >= (position.oldest ?? position.last + 1) - 1);
    const stream: Stream = { out: new PassThrough(), lastId: vouched ? after : position.newest, owed: { HomeworkId: homeworkId, ReadAgain: !vouched } };
    const key = `${schoolId}/${homeworkId}`;
    let watched = this.watched.get(key);
    if (!watched) this.watched.set(key, (watched = { schoolId, homeworkId, streams: new Set(), reading: null, again: false }));
    const held = watched;
    held.streams.add(stream);
    stream.out.once('close', () => {
      this.open--;
      held.streams.delete(stream);
      if (!held.streams.size && this.watched.get(key) === held) this.watched.delete(key);
    });
    this.read(held);
    return stream.out;
  }

  /**
   * A stream of one student's marking changes in every homework of the school's, or null when this
   * process holds all it may. It is sent the ready event at once, always with ReadAgain (it keeps no
   * number a reader could send back: a reader reconnecting reads the student again), then each change.
   */
  async openStudentStream(schoolId: string, studentId: string): Promise<PassThrough | null> {
    if (this.closed || this.open >= this.max) return null;
    this.open++;
    let floors;
    try {
      floors = await findStudentFloors(this.db, schoolId, studentId);
    } catch (error) {
      this.open--;
      throw error;
    }
    if (this.closed) {
      this.open--;
      return null;
    }
    const stream: StudentStream = { out: new PassThrough(), schoolId, studentId, floors, pending: new Set(), reading: null };
    let held = this.students.get(schoolId);
    if (!held) this.students.set(schoolId, (held = new Set()));
    const streams = held;
    streams.add(stream);
    stream.out.once('close', () => {
      this.open--;
      streams.delete(stream);
      if (!streams.size && this.students.get(schoolId) === streams) this.students.delete(schoolId);
    });
    const ready: StudentMarkingEventsReady = { StudentId: studentId, ReadAgain: true };
    this.send(stream, `event: ${MARKING_EVENTS_READY}\ndata: ${JSON.stringify(ready)}\n\n`);
    return stream.out;
  }

  /** Ends every stream (their readers reconnect, elsewhere) and opens no more: at once, as the server begins to close. */
  endStreams(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    for (const stream of this.allStreams()) stream.out.end();
  }

  /** Once the server has closed: waits for reads in hand and stops listening. */
  async close(): Promise<void> {
    this.endStreams();
    await Promise.all([...[...this.watched.values()].map((w) => w.reading), ...[...this.students.values()].flatMap((set) => [...set].map((s) => s.reading))]);
    await this.stopListening?.();
  }

  private *allStreams(): Iterable<{ out: PassThrough }> {
    for (const watched of this.watched.values()) yield* watched.streams;
    for (const streams of this.students.values()) yield* streams;
  }

  private async listen(attempt: number): Promise<void> {
    if (this.closed) return;
    try {
      const stop = await this.db.listen(MARKING_EVENTS_CHANNEL, {
        notified: (payload) => this.notified(payload),
        lost: (error) => {
          this.log.warn({ err: error }, 'marking events: the listening connection dropped; listening again');
          this.stopListening = undefined;
          this.listenAgain(0);
        },
      });
      if (this.closed) return void (await stop());
      this.stopListening = stop;
      // What was notified while nobody listened is in the table: every homework watched reads it.
      if (attempt > 0 || this.watched.size) for (const watched of this.watched.values()) this.read(watched);
    } catch (error) {
      this.log.warn({ err: error }, 'marking events: could not listen; trying again');
      this.listenAgain(attempt + 1);
    }
  }

  private listenAgain(attempt: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => void this.listen(attempt), Math.min(250 * 2 ** attempt, LISTEN_RETRY_MAX_MS));
    this.retry.unref();
  }

  private notified(payload: string): void {
    let notice: EventNotice;
    try {
      notice = JSON.parse(payload) as EventNotice;
    } catch {
      return;
    }
    const watched = this.watched.get(`${notice.school}/${notice.homework}`);
    if (watched) this.read(watched);
    for (const stream of this.students.get(notice.school) ?? []) this.readStudent(stream, notice.homework);
  }

  /** One read at a time per student stream; the homework noticed meanwhile are read next. */
  private readStudent(stream: StudentStream, homeworkId: string): void {
    stream.pending.add(homeworkId);
    if (stream.reading) return;
    stream.reading = (async () => {
      while (stream.pending.size && !this.closed && !stream.out.destroyed) {
        const [next] = stream.pending;
        stream.pending.delete(next!);
        const rows = await findStudentEventsAfter(this.db, stream.schoolId, next!, stream.studentId, stream.floors.get(next!) ?? 0);
        for (const row of rows) {
          this.send(stream, eventText(next!, row));
          stream.floors.set(next!, row.id);
        }
      }
    })()
      .catch((error) => {
        // Its reader reconnects and reads the student again.
        this.log.warn({ err: error, studentId: stream.studentId }, "marking events: could not read a student's; stream ended");
        stream.out.end();
      })
      .finally(() => {
        stream.reading = null;
      });
  }

  /** One read at a time per homework; a notice meanwhile makes one more. */
  private read(watched: Watched): void {
    if (watched.reading) {
      watched.again = true;
      return;
    }
    watched.reading = this.readNow(watched)
      .catch((error) => {
        // Its readers reconnect and are sent what they missed.
        this.log.warn({ err: error, homeworkId: watched.homeworkId }, 'marking events: could not read; streams ended');
        for (const stream of watched.streams) stream.out.end();
      })
      .finally(() => {
        watched.reading = null;
        if (watched.again && !this.closed) {
          watched.again = false;
          this.read(watched);
        }
      });
  }

  private async readNow(watched: Watched): Promise<void> {
    for (;;) {
      if (!watched.streams.size || this.closed) return;
      const from = Math.min(...[...watched.streams].map((s) => s.lastId));
      // Only streams that stand at `from` or beyond: one opened since, further back, waits for the next read.
      const readers = [...watched.streams].filter((s) => s.lastId >= from);
      const rows = await findEventsAfter(this.db, watched.schoolId, watched.homeworkId, from, PAGE);
      for (const row of rows) {
        const text = eventText(watched.homeworkId, row);
        for (const stream of readers) {
          if (row.id <= stream.lastId) continue;
          this.send(stream, text);
          stream.lastId = row.id;
        }
      }
      if (rows.length < PAGE) break;
    }
    for (const stream of watched.streams) {
      if (!stream.owed) continue;
      this.send(stream, `id: ${stream.lastId}\nevent: ${MARKING_EVENTS_READY}\ndata: ${JSON.stringify(stream.owed)}\n\n`);
      stream.owed = null;
    }
  }

  private send(stream: { out: PassThrough }, text: string): void {
    const { out } = stream;
    if (out.writableEnded || out.destroyed) return;
    if (out.writableLength + out.readableLength > MAX_BUFFERED_BYTES) return void out.end();
    out.write(text);
  }

  /** A comment line, which readers ignore, so proxies and readers know the stream is alive. */
  private beat(): void {
    for (const stream of this.allStreams()) this.send(stream, ': heartbeat\n\n');
  }
}

function eventText(homeworkId: string, row: EventRow): string {
  const data: MarkingEvent = {
    HomeworkId: homeworkId,
    StudentIds: row.student_ids,
    Kind: row.kind,
    ChangedById: row.changed_by,
    ChangedBy: teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }),
    ChangedAt: row.changed_at.toISOString(),
  };
  return `id: ${row.id}\nevent: ${row.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}
