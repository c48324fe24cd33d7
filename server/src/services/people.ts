// People service (01 §7, 02 §7): v2/Person, v2/Teacher, v2/Student, v2/Parent, v1/UserInvite.
import type { FastifyPluginAsync } from 'fastify';
import type { Parent, Person, Teacher } from '@homework/shared/contracts';
import type { ServiceOptions } from './common/options';
import { notFound } from './common/errors';
import { findStudents } from './common/students';
import { scopeOf } from './common/scope';
import { registerUserInviteRoutes } from './user-invites';
import { PERSON_TYPE, answers, idParam, listOf, params, parentSchema, personSchema, studentSchema, teacherSchema } from './common/schemas';

const tags = ['people'];

// Parents of current students, or of pre-admission students; Children lists only those children,
// so a parent in both lists is never counted twice for one child.
const parentsOf = (preAdmission: boolean) => `
  select p.id as "Id", p.forename as "DisplayForename", p.surname as "DisplaySurname",
         array_agg(s.id::text order by s.id) as "Children"
  from parents p
  join parent_children pc on pc.school_id = p.school_id and pc.parent_id = p.id
  join students s on s.school_id = pc.school_id and s.id = pc.student_id
  where p.school_id = $1 and s.is_active and s.is_pre_admission = ${preAdmission}
  group by p.id, p.forename, p.surname
  order by p.surname, p.forename, p.id`;

export const peopleService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  app.get<{ Params: { id: string } }>(
    '/v2/Person/Single/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Any person of the school (staff, student or parent) by id',
        params: params({ id: idParam('person id') }),
        response: answers(personSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const { schoolId } = scopeOf(request);
      const { rows } = await db.query<Person>(
        `select id as "Id", title as "Title", forename as "DisplayForename", surname as "DisplaySurname",
                photo_id as "PhotoId", ${PERSON_TYPE.staff} as "PersonType"
           from staff where school_id = $1 and id = $2
         union all
         select id, null, display_forename, display_surname, photo_id, ${PERSON_TYPE.student}
           from students where school_id = $1 and id = $2
         union all
         select id, title, forename, surname, null, ${PERSON_TYPE.parent}
           from parents where school_id = $1 and id = $2
         limit 1`,
        [schoolId, request.params.id],
      );
      return rows[0] ?? notFound(reply, `No person with id ${request.params.id} was found in your school.`);
    },
  );

  app.get(
    '/v2/Teacher/All',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Every teacher of the school, by surname', response: answers(listOf(teacherSchema)) } },
    async (request) => {
      const { schoolId } = scopeOf(request);
      const { rows } = await db.query<Teacher>(
        `select id as "Id", title as "Title", forename as "DisplayForename", surname as "DisplaySurname", photo_id as "PhotoId"
           from staff where school_id = $1 and is_teacher
          order by surname, forename, id`,
        [schoolId],
      );
      return rows;
    },
  );

  app.get(
    '/v2/Student/All',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Current students on roll (not pre-admission, not left)', response: answers(listOf(studentSchema)) } },
    async (request) => findStudents(db, scopeOf(request).schoolId, 's.is_active and not s.is_pre_admission'),
  );

  app.get(
    '/v2/Student/PreAdmission',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Pre-admission students (joining the school)', response: answers(listOf(studentSchema)) } },
    async (request) => findStudents(db, scopeOf(request).schoolId, 's.is_active and s.is_pre_admission'),
  );

  app.get<{ Params: { id: string } }>(
    '/v2/Student/Single/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One student of the school by id (also pre-admission and former students)',
        params: params({ id: idParam('student id') }),
        response: answers(studentSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const [student] = await findStudents(db, scopeOf(request).schoolId, 's.id = $2', [request.params.id]);
      return student ?? notFound(reply, `No student with id ${request.params.id} was found in your school.`);
    },
  );

  app.get(
    '/v2/Parent/all',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Parents of current students', response: answers(listOf(parentSchema)) } },
    async (request) => (await db.query<Parent>(parentsOf(false), [scopeOf(request).schoolId])).rows,
  );

  app.get(
    '/v2/Parent/AllPreAdmission',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Parents of pre-admission students', response: answers(listOf(parentSchema)) } },
    async (request) => (await db.query<Parent>(parentsOf(true), [scopeOf(request).schoolId])).rows,
  );

  registerUserInviteRoutes(app, db);
};
