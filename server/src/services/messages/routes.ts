// The messages service's one route, v1/School/Get (the composer reads the school id); the
// notification calls are the messaging service's.
import { SCHOOL } from '@homework/contracts';
import { httpErrors, routesOn, scopeOf, type ServiceApp } from '../../kit';
import { findSchool } from '../../domain/school';
import { answers, SchoolSchema } from '@homework/contracts/schemas';

export function registerMessagesRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  route(
    SCHOOL.schoolGet,
    { access: 'signedIn', schema: { summary: "The signed-in user's school", response: answers(SchoolSchema, 404) } },
    async (request) => {
      const school = await findSchool(db, scopeOf(request).schoolId);
      if (!school) throw httpErrors.notFound('Your school was not found in this system.');
      return school;
    },
  );
}
