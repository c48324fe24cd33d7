// The user profile routes: the signed-in user's identity record (products, features, photo) and the
// current-user call the shell's top bar shows (the spec names no path for it).
import { USER } from '@homework/contracts';
import { httpErrors, routesOn, scopeOf, type ServiceApp } from '../../kit';
import { findCurrentUser, findIdentity } from './queries';
import { answers, CurrentUserSchema, IdentitySchema } from '@homework/contracts/schemas';


export function registerUserProfileRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  route(
    USER.identities,
    {
      access: 'authenticated',
      schema: {
        summary: "The signed-in user's school products and feature flags, photo, and whether they are a parent",
        response: answers(IdentitySchema),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      return findIdentity(db, schoolId, userId);
    },
  );

  route(
    USER.currentUser,
    {
      access: 'authenticated',
      schema: {
        summary: 'Who is signed in: ids, the name the school system knows them by, and the school',
        response: answers(CurrentUserSchema, 404),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      const user = await findCurrentUser(db, schoolId, userId);
      if (!user) throw httpErrors.notFound('Your school was not found in this system.');
      return { userId: request.identity.userId, ...user };
    },
  );
}
