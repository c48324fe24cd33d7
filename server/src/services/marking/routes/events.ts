// The homework's marking changes as they happen (decision 0030): server-sent events on the API's own
// origin, under the marking routes' rule and school, read by the browser with fetch and its bearer
// token. The streams themselves are event-streams.ts.
import { HOMEWORK_NOT_FOUND_MESSAGE, MARKING, MARKING_EVENTS_HEARTBEAT_SECONDS, MARKING_EVENTS_READY } from '@homework/contracts';
import { MarkingEventSchema, MarkingEventsQuery, MessageSchema } from '@homework/contracts/schemas';
import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import type { MarkingEventStreams } from '../event-streams';
import { homeworkDueDate, studentExists } from '../queries/marking';
import { STREAM_POSITION_NOT_VALID, STUDENT_NOT_FOUND, TOO_MANY_STREAMS } from '../messages';

/** An event number as a reader sends it back, or null when it sends none. */
function positionOf(value: string | string[] | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value.trim())) throw httpErrors.badRequest(STREAM_POSITION_NOT_VALID);
  return Number(value.trim());
}

export function registerEventRoute(app: ServiceApp, streams: MarkingEventStreams): void {
  const route = routesOn(app);
  route(
    MARKING.markingEvents,
    {
      access: 'homework',
      schema: {
        summary: "The homework's marking changes as they happen (hand-ins, clears, marks, extensions, restores): server-sent events",
        description:
          "Each event's id is its number, its event field its Kind, its data the change. With Last-Event-ID (or `after`), the events since are sent first, in order; " +
          `then '${MARKING_EVENTS_READY}', whose ReadAgain says the page must read the marking again (no Last-Event-ID, or events since it no longer kept), then each change as it is made. ` +
          `A comment every ${MARKING_EVENTS_HEARTBEAT_SECONDS} s. 404 for a homework not in your school; 503 when the server holds all the streams it may.`,
        querystring: MarkingEventsQuery,
        response: {
          200: { description: "each event's data", content: { 'text/event-stream': { schema: MarkingEventSchema } } },
          503: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const homeworkId = request.params.homeworkId.toLowerCase();
      if (!isUuid(homeworkId) || !(await homeworkDueDate(app.db, schoolId, homeworkId))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      const after = positionOf(request.headers['last-event-id'] ?? request.query.after);
      return sendStream(reply, await streams.openStream(schoolId, homeworkId, after));
    },
  );
  route(
    MARKING.studentMarkingEvents,
    {
      access: 'homework',
      schema: {
        summary: "One student's marking changes in every homework of theirs, as they happen (the student view): server-sent events",
        description:
          `First '${MARKING_EVENTS_READY}' (ReadAgain always true: the page reads the student again, on every connection), then each change to the student's ` +
          `hand-ins and marks in any homework. A comment every ${MARKING_EVENTS_HEARTBEAT_SECONDS} s. 404 for a student not in your school; 503 when the server holds all the streams it may.`,
        response: {
          200: { description: "each event's data", content: { 'text/event-stream': { schema: MarkingEventSchema } } },
          503: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const studentId = request.params.studentId.toLowerCase();
      if (!isUuid(studentId) || !(await studentExists(app.db, schoolId, studentId))) throw httpErrors.notFound(STUDENT_NOT_FOUND);
      return sendStream(reply, await streams.openStudentStream(schoolId, studentId));
    },
  );
}

/** A stream as the answer, or 503 when the process holds all it may. */
function sendStream(reply: FastifyReply, out: PassThrough | null) {
  if (!out) return reply.code(503).header('retry-after', '5').send({ message: TOO_MANY_STREAMS });
  // The stream lives as long as its answer: a HEAD (answered at once, without the stream) or a
  // reader gone frees its place.
  reply.raw.once('close', () => out.destroy());
  // No proxy may hold the events back (nginx buffers unless told), and no one keeps them. The
  // schema types one event's data; the answer is the stream of them.
  return reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no').type('text/event-stream; charset=utf-8').send(out as never);
}
