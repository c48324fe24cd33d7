// The user profile routes: the signed-in user's identity record (products, features, photo) and the
// current-user call the shell's top bar shows (the spec names no path for it); the person's language
// (decision 0040), theirs to choose.
import { LANGUAGE, USER } from '@homework/contracts';
import { httpErrors, routesOn, scopeOf, type ServiceApp } from '../../kit';
import { findCurrentUser, findIdentity } from './queries';
import { answers, ChooseLanguageBodySchema, CurrentUserSchema, IdentitySchema, MyLanguageSchema } from '@homework/contracts/schemas';
import { chooseLanguageOf, languageOf } from '../../domain/languages';
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

  route(
    LANGUAGE.mine,
    {
      access: 'authenticated',
      schema: { summary: "The signed-in person's language: their own choice (null for the school's), the school's, and the one they see", response: answers(MyLanguageSchema) },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      return languageOf(db, schoolId, userId);
    },
  );

  route(
    LANGUAGE.choose,
    {
      access: 'authenticated',
      schema: {
        summary: "Keeps the signed-in person's language (null: the school's again), for them only",
        body: ChooseLanguageBodySchema,
        response: answers(MyLanguageSchema, 400),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      // A token whose user id is not one of ours has no person to keep a choice for.
      if (!userId) throw httpErrors.forbidden('Your sign-in is not linked to a person in this system.');
      await chooseLanguageOf(db, schoolId, userId, request.body.Language);
      return languageOf(db, schoolId, userId);
    },
  );
}
