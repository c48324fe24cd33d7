// JSON schemas of the answers, field for field as the contracts (shared/contracts people.ts) name
// them. Fastify serialises with them (a missing required field is a bug caught at once) and the
// OpenAPI document at /docs describes each route from them.

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;

const object = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
}) as const;

export const listOf = <S>(items: S, description?: string) => ({ type: 'array', ...(description ? { description } : {}), items }) as const;

/** `{ message }`: every 4xx answer of the services. */
export const messageSchema = {
  type: 'object',
  properties: {
    message: string,
    errors: listOf({ type: 'object', properties: { field: string, message: string } }),
  },
  required: ['message'],
} as const;

/** The spec's personType (1 student, 4 parent); it names none for staff, who are 2 here. */
export const PERSON_TYPE = { student: 1, staff: 2, parent: 4 } as const;

export const studentSchema = object({
  Id: uuid,
  LegalForename: string,
  LegalSurname: string,
  DisplayForename: string,
  DisplaySurname: string,
  CurrentYearGroup: string,
  CurrentRegGroup: { type: 'string', description: 'Empty for pre-admission students.' },
  PhotoId: nullableUuid,
  Email: nullableString,
  CurrentHouse: nullableString,
  Gender: string,
  IsActive: { type: 'boolean' },
  PersonType: { type: 'integer', description: '1: student.' },
  SchoolGuid: uuid,
});

export const teacherSchema = object({ Id: uuid, Title: nullableString, DisplayForename: string, DisplaySurname: string, PhotoId: nullableUuid });

export const personSchema = object({
  Id: uuid,
  Title: nullableString,
  DisplayForename: string,
  DisplaySurname: string,
  PhotoId: nullableUuid,
  PersonType: { type: 'integer', description: '1 student, 2 staff, 4 parent.' },
});

export const parentSchema = object({
  Id: uuid,
  DisplayForename: string,
  DisplaySurname: string,
  Children: listOf(uuid, 'Ids of the children this list is about (current or pre-admission students).'),
});

export const groupSchema = object({ Id: uuid, Name: string });
export const groupMembersSchema = object({ GroupId: uuid, StudentIds: listOf(uuid) });
export const userInviteSchema = object({ ExternalUserId: { ...uuid, description: 'The registered student’s or parent’s person id.' } });
export const roleRecordSchema = object({ ProductCode: string, Roles: { type: 'integer', description: 'Bit flag: 1 main role, 2 second role, 3 both.' } });

export const identitySchema = object({
  Features: listOf(object({ Name: string, Enabled: { type: 'boolean' } })),
  PhotoId: nullableUuid,
  Products: listOf(object({ Name: string })),
  IsParent: { type: 'boolean' },
});

export const currentUserSchema = object({ userId: string, schoolId: uuid, simsName: string, schoolName: string });
export const schoolSchema = object({ Id: uuid, SchoolName: string });
export const schoolDetailsSchema = object({ Id: uuid, SchoolName: string, TimeZone: string });
export const timeZoneSchema = object({ TimeZone: { type: 'string', description: "IANA time zone name, e.g. 'Europe/London'." } });
export const dateRangeSchema = object({
  Name: string,
  StartDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD, a day in the school’s time zone.' },
  EndDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD, the last day, inclusive.' },
});

/** Path parameters: a uuid whose description names it in error messages ('"x" is not a valid student id.'). */
export const idParam = (description: string) => ({ ...uuid, description }) as const;
export const params = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
}) as const;

const ERROR_ANSWERS = {
  400: { ...messageSchema, description: 'The request is not valid; the message says why, in plain words.' },
  404: { ...messageSchema, description: 'Not found in your school.' },
};

/** The 200 answer plus the 4xx answers a route may give. */
export const answers = (ok: unknown, ...errors: (400 | 404)[]) => ({
  200: ok,
  ...Object.fromEntries(errors.map((status) => [status, ERROR_ANSWERS[status]])),
});
