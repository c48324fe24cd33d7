// The marks-out routes (decision 0036): under the homework rule, the marking view's, so only the
// school's own staff who may read a homework's marks export them; every query scoped by the token's
// school, and another school's homework, class or term answers 404 as one that does not exist.
import { HOMEWORK_NOT_FOUND_MESSAGE, addDays, schoolDateOf, startOfSchoolDay, teacherDisplayName } from '@homework/contracts';
import { toCsv } from '@homework/contracts/csv';
import { MARKS_OUT, marksFileName, marksOutRefusals, type MarksFormat } from '@homework/contracts/marks-out';
import { MarksExportChoicesSchema, MarksExportQuery } from '@homework/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db';
import { contentDisposition } from '../../domain/stored-file';
import { schoolTimeZoneOf } from '../../domain/school-time-zone';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../kit';
import { gradebookFiles, zipOf } from './gradebook';
import { SPREADSHEET_COLUMNS, spreadsheetRows, type ExportClass, type ExportHomework, type MarksExport } from './marks';
import {
  findClass,
  findClassHandIns,
  findClassHomework,
  findHomework,
  findHomeworkClasses,
  findHomeworkHandIns,
  findSchool,
  findTerms,
  type ClassRow,
  type HandInRow,
  type HomeworkRow,
  type TermRow,
} from './queries';

const termHolding = (terms: readonly TermRow[], day: string) => terms.find((term) => term.start_date <= day && day <= term.end_date);
const classOf = (row: ClassRow): ExportClass => ({ id: row.id, name: row.name, sourcedId: row.sourced_id ?? row.id });

/** What the files are made of: the rows read, in the school's days. */
async function exportOf(db: Queryable, schoolId: string, homework: readonly HomeworkRow[], classes: readonly ClassRow[], handIns: readonly HandInRow[]): Promise<{ data: MarksExport; timeZone: string }> {
  const timeZone = await schoolTimeZoneOf(db, schoolId);
  const school = (await findSchool(db, schoolId))!;
  const terms = await findTerms(db, schoolId);
  // A class's term is thousands of hand-ins on a few days each: each instant's day is found once.
  const days = new Map<number, string>();
  const day = (instant: Date) => {
    let found = days.get(instant.getTime());
    if (found === undefined) days.set(instant.getTime(), (found = schoolDateOf(instant, timeZone)!));
    return found;
  };
  const items = homework.map((row): ExportHomework => {
    const term = termHolding(terms, day(row.due_date));
    return {
      id: row.id,
      title: row.title,
      subject: row.subject,
      setBy: teacherDisplayName({ Title: row.set_by_title, DisplayForename: row.set_by_forename, DisplaySurname: row.set_by_surname }),
      setDay: day(row.start_date),
      dueDay: day(row.due_date),
      setAt: row.start_date.toISOString(),
      dueAt: row.due_date.toISOString(),
      termSourcedId: term ? (term.sourced_id ?? term.id) : null,
    };
  });
  const data: MarksExport = {
    school: { name: school.name, sourcedId: school.sourced_id ?? school.id },
    homework: items,
    classes: classes.map(classOf),
    handIns: handIns.map((row) => ({
      homeworkId: row.homework_id,
      linkId: row.link_id,
      studentSourcedId: row.student_sourced_id ?? row.student_id,
      surname: row.surname,
      forename: row.forename,
      yearGroup: row.year_group,
      regGroup: row.reg_group,
      handedInDay: row.handed_in_date && day(row.handed_in_date),
      extendedDay: row.extended_due_date && day(row.extended_due_date),
      result: row.result,
      comments: row.comments,
      changedDay: day(row.updated_at),
      classId: row.class_id,
    })),
    today: day(new Date()),
  };
  return { data, timeZone };
}

function send(reply: FastifyReply, format: MarksFormat, data: MarksExport, fileName: string) {
  const body = format === 'oneroster' ? zipOf(gradebookFiles(data)) : toCsv(SPREADSHEET_COLUMNS, spreadsheetRows(data));
  return reply
    .header('content-type', format === 'oneroster' ? 'application/zip' : 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

const FILE_DESCRIPTION = 'format=csv (the default): one CSV a spreadsheet opens; format=oneroster: a OneRoster 1.2 gradebook bundle (zip of manifest.csv, categories.csv, lineItems.csv, results.csv).';

export function registerMarksOutRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  const requireHomework = async (schoolId: string, homeworkId: string) => {
    const homework = isUuid(homeworkId) ? await findHomework(app.db, schoolId, homeworkId) : undefined;
    if (!homework) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
    return homework;
  };

  route(
    MARKS_OUT.choices,
    {
      access: 'homework',
      schema: { summary: "What the Export marks dialog offers for a homework: its classes, the school's terms, the term it is due in", response: { 200: MarksExportChoicesSchema } },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const homework = await requireHomework(schoolId, request.params.homeworkId);
      const classes = await findHomeworkClasses(app.db, schoolId, homework.id);
      const terms = await findTerms(app.db, schoolId);
      const dueDay = schoolDateOf(homework.due_date, await schoolTimeZoneOf(app.db, schoolId))!;
      return {
        Groups: classes.map((row) => ({ Id: row.id, Name: row.name })),
        Terms: terms.map((term) => ({ Id: term.id, Name: term.name, StartDate: term.start_date, EndDate: term.end_date })),
        TermId: termHolding(terms, dueDay)?.id ?? null,
      };
    },
  );

  route(
    MARKS_OUT.homework,
    {
      access: 'homework',
      schema: { summary: "One homework's marks: every student of it, with their hand-in and mark", description: FILE_DESCRIPTION, querystring: MarksExportQuery },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const homework = await requireHomework(schoolId, request.params.homeworkId);
      const classes = await findHomeworkClasses(app.db, schoolId, homework.id);
      const handIns = await findHomeworkHandIns(app.db, schoolId, homework.id);
      const { data, timeZone } = await exportOf(app.db, schoolId, [homework], classes, handIns);
      const format = request.query.format ?? 'csv';
      return send(reply, format, data, marksFileName([homework.title], format, new Date(), timeZone));
    },
  );

  route(
    MARKS_OUT.group,
    {
      access: 'homework',
      schema: { summary: "A class's marks in a term: every homework set for the class and due in the term, for the class's students", description: FILE_DESCRIPTION, querystring: MarksExportQuery },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const { groupId, termId } = request.params;
      const cls = isUuid(groupId) ? await findClass(app.db, schoolId, groupId) : undefined;
      if (!cls) throw httpErrors.notFound(marksOutRefusals.classNotFound);
      const term = isUuid(termId) ? (await findTerms(app.db, schoolId)).find((row) => row.id === termId.toLowerCase()) : undefined;
      if (!term) throw httpErrors.notFound(marksOutRefusals.termNotFound);
      const timeZone = await schoolTimeZoneOf(app.db, schoolId);
      const homework = await findClassHomework(app.db, schoolId, cls.id, startOfSchoolDay(term.start_date, timeZone)!, startOfSchoolDay(addDays(term.end_date, 1)!, timeZone)!);
      const handIns = await findClassHandIns(app.db, schoolId, cls.id, homework.map((row) => row.id));
      const { data } = await exportOf(app.db, schoolId, homework, [cls], handIns);
      const format = request.query.format ?? 'csv';
      return send(reply, format, data, marksFileName([cls.name, term.name], format, new Date(), timeZone));
    },
  );
}
