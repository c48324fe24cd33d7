// The school's languages (decision 0040), which its administrator sets: everyone's language until
// they choose their own, and the language of mail to parents and students. The caller's school only.
import { LANGUAGE, type SchoolLanguages } from '@homework/contracts';
import { SchoolLanguagesSchema, answers } from '@homework/contracts/schemas';
import { schoolLanguagesOf, setSchoolLanguages } from '../../../domain/languages';
import { httpErrors, routesOn, scopeOf, type ServiceApp } from '../../../kit';

export function registerSchoolLanguagesRoutes(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;

  route(
    LANGUAGE.school,
    {
      access: 'schoolAdmin',
      schema: { summary: "The school's language (everyone's until they choose) and the language of its mail to parents and students", response: answers(SchoolLanguagesSchema) },
    },
    async (request): Promise<SchoolLanguages> => schoolLanguagesOf(db, scopeOf(request).schoolId),
  );

  route(
    LANGUAGE.setSchool,
    {
      access: 'schoolAdmin',
      schema: {
        summary: "Sets the school's language and its mail's ('both' is bilingual, Welsh first)",
        body: SchoolLanguagesSchema,
        response: answers(SchoolLanguagesSchema, 400, 404),
      },
    },
    async (request): Promise<SchoolLanguages> => {
      const { schoolId } = scopeOf(request);
      if (!(await setSchoolLanguages(db, schoolId, request.body))) throw httpErrors.notFound('Your school was not found.');
      return schoolLanguagesOf(db, schoolId);
    },
  );
}
