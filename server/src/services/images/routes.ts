// The image routes: staff and student photos as PNG bytes, sizes 5 (large) and 2 (small). A photo is
// answered only when it is the named person's photo in the caller's own school.
import { httpErrors, isOwnSchool, routesOn, scopeOf, type ServiceApp } from '../../kit';
import { CACHE_MINUTES, PHOTOS, PHOTO_SIZE } from '@homework/contracts';
import { findPhoto } from './queries';
import { answers, OneOf, Params, Uuid } from '@homework/contracts/schemas';

const PHOTO_NOT_FOUND = 'Photo not found.';

const photoParams = Params({
  school: Uuid('school id'),
  user: Uuid('person id'),
  photoId: Uuid('photo id'),
  size: OneOf([PHOTO_SIZE.large, PHOTO_SIZE.small], { description: 'photo size' }),
});

const png = { content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } };

const PHOTO_KINDS = [
  { endpoint: PHOTOS.teacherPhoto, people: 'staff', who: 'A member of staff', cacheMinutes: CACHE_MINUTES.teacherPhotos },
  { endpoint: PHOTOS.studentPhoto, people: 'students', who: 'A student', cacheMinutes: CACHE_MINUTES.studentPhotos },
] as const;

export function registerImageRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  for (const kind of PHOTO_KINDS) {
    route(
      kind.endpoint,
      {
        access: 'signedIn',
        schema: {
          summary: `${kind.who}'s photo as PNG: size 5 large, 2 small`,
          params: photoParams,
          response: answers(png, 400, 404),
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const { school, user, photoId, size } = request.params;
        if (!isOwnSchool(scope, school)) throw httpErrors.notFound(PHOTO_NOT_FOUND);
        const bytes = await findPhoto(db, kind.people, scope.schoolId, user, photoId, size);
        if (!bytes) throw httpErrors.notFound(PHOTO_NOT_FOUND);
        return reply
          .type('image/png')
          .header('cache-control', `private, max-age=${kind.cacheMinutes * 60}`)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }
}
