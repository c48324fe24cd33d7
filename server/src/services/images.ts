// Image service: staff and student photos as PNG bytes, sizes 5 (large) and 2 (small). A photo is
// answered only when it is the named person's photo in the caller's own school.
import type { FastifyPluginAsync } from 'fastify';
import { CACHE_MINUTES, PHOTO_SIZE } from '@homework/shared/contracts';
import type { ServiceOptions } from './common/options';
import { notFound } from './common/errors';
import { isOwnSchool, scopeOf } from './common/scope';
import { answers, idParam, params } from './common/schemas';

type PhotoParams = { Params: { school: string; user: string; photoId: string; size: number } };

const PHOTO_NOT_FOUND = 'Photo not found.';

const photoParams = params({
  school: idParam('school id'),
  user: idParam('person id'),
  photoId: idParam('photo id'),
  size: { type: 'integer', enum: [PHOTO_SIZE.large, PHOTO_SIZE.small], description: 'photo size' },
});

const png = { content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } };

const PHOTO_KINDS = [
  { path: '/v1/TeacherPhoto', people: 'staff', who: 'A member of staff', cacheMinutes: CACHE_MINUTES.teacherPhotos },
  { path: '/v1/StudentPhoto', people: 'students', who: 'A student', cacheMinutes: CACHE_MINUTES.studentPhotos },
] as const;

export const imagesService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  for (const kind of PHOTO_KINDS) {
    app.get<PhotoParams>(
      `${kind.path}/:school/:user/:photoId/:size`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['images'],
          summary: `${kind.who}'s photo as PNG: size 5 large, 2 small`,
          params: photoParams,
          response: answers(png, 400, 404),
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const { school, user, photoId, size } = request.params;
        if (!isOwnSchool(scope, school)) return notFound(reply, PHOTO_NOT_FOUND);
        const { rows } = await db.query<{ png: Uint8Array }>(
          `select p.png from photos p
             join ${kind.people} person on person.school_id = p.school_id and person.photo_id = p.photo_id
            where p.school_id = $1 and person.id = $2 and p.photo_id = $3 and p.size = $4`,
          [scope.schoolId, user, photoId, size],
        );
        if (!rows[0]) return notFound(reply, PHOTO_NOT_FOUND);
        const bytes = rows[0].png;
        return reply
          .type('image/png')
          .header('cache-control', `private, max-age=${kind.cacheMinutes * 60}`)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }
};
