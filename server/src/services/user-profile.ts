// User profile service: the signed-in user's identity record (products, features, photo) and the
// current-user call the shell's top bar shows (the spec names no path for it).
import type { FastifyPluginAsync } from 'fastify';
import type { CurrentUser, Feature } from '@homework/shared/contracts';
import type { ServiceOptions } from './common/options';
import { notFound } from './common/errors';
import { scopeOf } from './common/scope';
import { answers, currentUserSchema, identitySchema } from './common/schemas';

const tags = ['user profile'];

export const userProfileService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  app.get(
    '/api/v3/userprofile/identities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in user's school products and feature flags, photo, and whether they are a parent",
        response: answers(identitySchema),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      const [products, features, person] = await Promise.all([
        db.query<{ Name: string }>('select product as "Name" from school_products where school_id = $1 order by product', [schoolId]),
        db.query<Feature>('select name as "Name", enabled as "Enabled" from school_features where school_id = $1 order by name', [schoolId]),
        db.query<{ photoId: string | null; isParent: boolean }>(
          `select (select photo_id from staff where school_id = $1 and id = $2) as "photoId",
                  exists (select 1 from parents where school_id = $1 and id = $2) as "isParent"`,
          [schoolId, userId],
        ),
      ]);
      return {
        Features: features.rows,
        PhotoId: person.rows[0]?.photoId ?? null,
        Products: products.rows,
        IsParent: person.rows[0]?.isParent ?? false,
      };
    },
  );

  app.get(
    '/api/v3/userprofile/currentuser',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Who is signed in: ids, the name the school system knows them by, and the school',
        response: answers(currentUserSchema, 404),
      },
    },
    async (request, reply) => {
      const { schoolId, userId } = scopeOf(request);
      // simsName: the staff (or parent) record's name with title, else the sign-in account's name.
      const { rows } = await db.query<Omit<CurrentUser, 'userId'>>(
        `select s.id as "schoolId", s.name as "schoolName",
                coalesce(
                  (select concat_ws(' ', title, forename, surname) from staff where school_id = s.id and id = $2),
                  (select concat_ws(' ', title, forename, surname) from parents where school_id = s.id and id = $2),
                  (select display_name from user_accounts where school_id = s.id and person_id = $2 limit 1),
                  '') as "simsName"
           from schools s where s.id = $1`,
        [schoolId, userId],
      );
      if (!rows[0]) return notFound(reply, 'Your school was not found in this system.');
      return { userId: request.identity.userId, ...rows[0] };
    },
  );
};
