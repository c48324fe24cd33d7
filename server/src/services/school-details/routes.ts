// The school details routes: name, time zone, current academic year and term. The school is named in
// the path by the spec, but only the caller's own school is answered: any other id is 404, exactly
// as an id that does not exist, so nobody learns which ids are schools.
import type { FastifyRequest } from 'fastify';
import { httpErrors, isOwnSchool, routesOn, scopeOf, type Scope, type ServiceApp } from '../../kit';
import { SCHOOL, schoolToday, type SchoolDetails } from '@homework/contracts';
import type { Queryable } from '../../db';
import { findCurrentPeriod, findSchoolDetails } from '../../domain/school';
import { schoolTimeZone } from '../../domain/school-time-zone';
import { answers, DateRangeSchema, Params, SchoolDetailsSchema, TimeZoneSchema, Uuid } from '@homework/contracts/schemas';

const schoolParams = Params({ schoolId: Uuid('school id') });
type SchoolParams = { Params: { schoolId: string } };

const SCHOOL_NOT_FOUND = 'School not found.';

async function ownSchool(db: Queryable, scope: Scope, schoolId: string) {
  return isOwnSchool(scope, schoolId) ? findSchoolDetails(db, scope.schoolId) : undefined;
}

/** The term or academic year containing today in the school's time zone: a term ends at the school's midnight. */
const currentPeriod = (db: Queryable, table: 'terms' | 'academic_years', school: SchoolDetails) =>
  findCurrentPeriod(db, table, school.Id, schoolToday(new Date(), schoolTimeZone(school.TimeZone)));

export function registerSchoolDetailsRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  // Each route answers only for the caller's own school; any other id is not found.
  const withSchool =
    <T>(answer: (school: SchoolDetails) => Promise<T> | T) =>
    async (request: FastifyRequest<SchoolParams>) => {
      const school = await ownSchool(db, scopeOf(request), request.params.schoolId);
      if (!school) throw httpErrors.notFound(SCHOOL_NOT_FOUND);
      return answer(school);
    };

  /** The school's current term or academic year; none set up is not found, in these words. */
  const periodOf = (table: 'terms' | 'academic_years', noneMessage: string) =>
    withSchool(async (school) => {
      const period = await currentPeriod(db, table, school);
      if (!period) throw httpErrors.notFound(noneMessage);
      return period;
    });

  route(
    SCHOOL.schoolDetails,
    { access: 'signedIn', schema: { summary: "The school's name and time zone", params: schoolParams, response: answers(SchoolDetailsSchema, 400, 404) } },
    withSchool((school) => school),
  );

  route(
    SCHOOL.currentTerm,
    { access: 'signedIn', schema: { summary: 'The current term (or the latest, in a holiday)', params: schoolParams, response: answers(DateRangeSchema, 400, 404) } },
    periodOf('terms', 'No terms are set up for your school.'),
  );

  route(
    SCHOOL.currentAcademicYear,
    { access: 'signedIn', schema: { summary: 'The current academic year', params: schoolParams, response: answers(DateRangeSchema, 400, 404) } },
    periodOf('academic_years', 'No academic year is set up for your school.'),
  );

  route(
    SCHOOL.timeZone,
    {
      access: 'signedIn',
      schema: {
        summary: "The school's IANA time zone, e.g. { TimeZone: 'Europe/London' }",
        params: schoolParams,
        response: answers(TimeZoneSchema, 400, 404),
      },
    },
    withSchool((school) => ({ TimeZone: school.TimeZone })),
  );
}
