// The people routes (01 §7, 02 §7): v2/Person, v2/Teacher, v2/Student, v2/Parent, and v1/UserInvite's
// registered users (accepted invites to the engagement product) for the recipient preview's Registered /
// Not Registered marker; ExternalUserId is the student's or parent's person id.
import { INVITE_KINDS } from '@homework/contracts';
import { httpErrors, scopeOf, type ServiceApp } from '../../kit';
import { findAcceptedInvites, findParents, findPerson, findStudents, findTeachers } from './queries';
import { answers, ListOf, OneOf, Params, ParentSchema, PersonSchema, StudentSchema, TeacherSchema, UserInviteSchema, Uuid } from '@homework/contracts/schemas';

const tags = ['people'];

export function registerPeopleRoutes(api: ServiceApp): void {
  const { db } = api;
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

  api.get(
    '/v1/UserInvite/AcceptedForStaff/:kind',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user invites'],
        summary: 'Students or parents who accepted their invite (registered users)',
        params: Params({ kind: OneOf(INVITE_KINDS, { description: 'kind of registered user' }) }),
        response: answers(ListOf(UserInviteSchema), 400),
      },
    },
    async (request) => findAcceptedInvites(db, scopeOf(request).schoolId, request.params.kind),
  );
}
