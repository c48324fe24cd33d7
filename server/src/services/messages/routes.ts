// The messages service's one route, v1/School/Get (the composer reads the school id); the
// notification calls are the messaging service's.
import { PATHS } from '@homework/contracts';
import { httpErrors, routeOf, scopeOf, type ServiceApp } from '../../kit';
import { findSchool } from '../../domain/school';
import { answers, SchoolSchema } from '@homework/contracts/schemas';

export function registerMessagesRoutes(api: ServiceApp): void {
  const { db } = api;
  api.get(
    routeOf(PATHS.schoolGet),
    { config: { access: 'signedIn' }, schema: { summary: "The signed-in user's school", response: answers(SchoolSchema, 404) } },
    async (request) => {
      const school = await findSchool(db, scopeOf(request).schoolId);
      if (!school) throw httpErrors.notFound('Your school was not found in this system.');
      return school;
    },
  );
}
