// People service (01 §7, 02 §7): v2/Person, v2/Teacher, v2/Student, v2/Parent, v1/UserInvite.
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../kit';
import { httpErrors } from '../kit/errors';
import { scopeOf } from '../kit/scope';
import { findParents, findPerson, findStudents, findTeachers } from './people-queries';
import { registerUserInviteRoutes } from './user-invites';
import { answers, ListOf, Params, ParentSchema, PersonSchema, StudentSchema, TeacherSchema, Uuid } from '@homework/contracts/schemas';

const tags = ['people'];

export const peopleService: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const api = typed(app);
  api.get(
    '/v2/Person/Single/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Any person of the school (staff, student or parent) by id',
        params: Params({ id: Uuid('person id') }),
        response: answers(PersonSchema, 400, 404),
      },
    },
    async (request) => {
      const person = await findPerson(db, scopeOf(request).schoolId, request.params.id);
      if (!person) throw httpErrors.notFound(`No person with id ${request.params.id} was found in your school.`);
      return person;
    },
  );

  api.get(
    '/v2/Teacher/All',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Every teacher of the school, by surname', response: answers(ListOf(TeacherSchema)) } },
    async (request) => findTeachers(db, scopeOf(request).schoolId),
  );

  api.get(
    '/v2/Student/All',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Current students on roll (not pre-admission, not left)', response: answers(ListOf(StudentSchema)) } },
    async (request) => findStudents(db, scopeOf(request).schoolId, 'current'),
  );

  api.get(
    '/v2/Student/PreAdmission',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Pre-admission students (joining the school)', response: answers(ListOf(StudentSchema)) } },
    async (request) => findStudents(db, scopeOf(request).schoolId, 'preAdmission'),
  );

  api.get(
    '/v2/Student/Single/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One student of the school by id (also pre-admission and former students)',
        params: Params({ id: Uuid('student id') }),
        response: answers(StudentSchema, 400, 404),
      },
    },
    async (request) => {
      const [student] = await findStudents(db, scopeOf(request).schoolId, 'one', [request.params.id]);
      if (!student) throw httpErrors.notFound(`No student with id ${request.params.id} was found in your school.`);
      return student;
    },
  );

  api.get(
    '/v2/Parent/all',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Parents of current students', response: answers(ListOf(ParentSchema)) } },
    async (request) => findParents(db, scopeOf(request).schoolId, false),
  );

  api.get(
    '/v2/Parent/AllPreAdmission',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Parents of pre-admission students', response: answers(ListOf(ParentSchema)) } },
    async (request) => findParents(db, scopeOf(request).schoolId, true),
  );

  registerUserInviteRoutes(app);
};
