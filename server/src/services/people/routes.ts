// The people routes (01 §7, 02 §7): v2/Person, v2/Teacher, v2/Student, v2/Parent, and v1/UserInvite's
// registered users (accepted invites to the engagement product) for the recipient preview's Registered /
// Not Registered marker; ExternalUserId is the student's or parent's person id.
import { INVITE_KINDS, PEOPLE } from '@homework/contracts';
import { routesOn, scopeOf, type ServiceApp } from '../../kit';
import { registerSchoolReads, schoolList, schoolRecord } from '../../kit/school-reads';
import { findAcceptedInvites, findParents, findPerson, findStudents, findTeachers } from './queries';
import { answers, ListOf, OneOf, Params, ParentSchema, PersonSchema, StudentSchema, TeacherSchema, UserInviteSchema } from '@homework/contracts/schemas';

export function registerPeopleRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  // Path, summary, schema, query.
  registerSchoolReads(api, 'signedIn', [
    schoolRecord(PEOPLE.personSingle, 'person', 'Any person of the school (staff, student or parent) by id', PersonSchema, findPerson),
    schoolList(PEOPLE.teacherAll, 'Every teacher of the school, by surname', TeacherSchema, findTeachers),
    schoolList(PEOPLE.studentAll, 'Current students on roll (not pre-admission, not left)', StudentSchema, (db, schoolId) => findStudents(db, schoolId, 'current')),
    schoolList(PEOPLE.studentPreAdmission, 'Pre-admission students (joining the school)', StudentSchema, (db, schoolId) => findStudents(db, schoolId, 'preAdmission')),
    schoolRecord(PEOPLE.studentSingle, 'student', 'One student of the school by id (also pre-admission and former students)', StudentSchema, (db, schoolId, id) => findStudents(db, schoolId, 'one', [id]).then(([student]) => student)),
    schoolList(PEOPLE.parentAll, 'Parents of current students', ParentSchema, (db, schoolId) => findParents(db, schoolId, false)),
    schoolList(PEOPLE.parentAllPreAdmission, 'Parents of pre-admission students', ParentSchema, (db, schoolId) => findParents(db, schoolId, true)),
  ]);

  route(
    PEOPLE.acceptedInvites,
    {
      access: 'signedIn',
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
