// JSON schemas of the homework routes' bodies and answers. Bodies are deliberately lenient about
// the fields §5 validates, so that a missing title answers the spec's 'Title is required.' rather
// than a schema message; answers list every field (the serialiser drops unlisted ones).

import { MAX_HOMEWORK_LIST_PAGE, MAX_HOMEWORK_LIST_PAGE_SIZE } from '@homework/shared/contracts';

const nullableString = { type: ['string', 'null'] } as const;
const uuidList = { type: ['array', 'null'], items: { type: 'string', format: 'uuid' }, maxItems: 5000 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

export const subjectSchema = {
  type: 'object',
  properties: { SubjectId: { type: 'string' }, Name: { type: 'string' }, Code: { type: 'string' } },
} as const;

export const attachmentSchema = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    Title: { type: 'string' },
    Description: { type: 'string' },
    FileName: { type: 'string' },
    FileSize: { type: 'integer' },
  },
} as const;

const cardProperties = {
  Id: { type: 'string' },
  Title: { type: 'string' },
  SubjectId: { type: 'string' },
  Subject: { type: 'string' },
  SetById: { type: 'string' },
  SetBy: { type: 'string' },
  CreatedById: { type: 'string' },
  CreatedBy: { type: 'string' },
  Source: { type: 'string' },
  StartDate: { type: 'string' },
  DueDate: { type: 'string' },
  CreatedDate: { type: 'string' },
  AllowStudentAttachments: { type: 'boolean' },
  SubmissionCount: { type: 'integer' },
  TotalStudents: { type: 'integer' },
  AttachmentCount: { type: 'integer' },
  GroupId: nullableString,
  GroupCount: { type: 'integer' },
  StudentCount: { type: 'integer' },
} as const;

export const listItemSchema = {
  type: 'object',
  properties: { ...cardProperties, GroupName: nullableString },
} as const;

export const listBodySchema = {
  type: ['object', 'null'],
  properties: {
    // Checked by the handler, so that an unknown code answers '{value} is not valid value of object'.
    SortOrder: nullableString,
    State: nullableString,
    Page: { type: ['integer', 'null'], minimum: 1, maximum: MAX_HOMEWORK_LIST_PAGE, description: 'Page' },
    PageSize: { type: ['integer', 'null'], minimum: 1, maximum: MAX_HOMEWORK_LIST_PAGE_SIZE, description: 'PageSize' },
    SetBy: { type: ['string', 'null'], format: 'uuid' },
    Subject: { type: ['string', 'null'], format: 'uuid' },
    SearchQuery: { type: ['string', 'null'], maxLength: 200 },
    Groups: uuidList,
    Students: uuidList,
  },
} as const;

export const listResponseSchema = {
  type: 'object',
  properties: { Items: { type: 'array', items: listItemSchema }, TotalItems: { type: 'integer' } },
} as const;

export const homeworkSchema = {
  type: 'object',
  properties: {
    ...cardProperties,
    Description: { type: 'string' },
    Students: { type: 'array', items: { type: 'string' } },
    Groups: { type: 'array', items: { type: 'string' } },
    Attachments: { type: 'array', items: attachmentSchema },
    StudentsFromGroups: { type: 'array', items: { type: 'string' } },
    GroupMembershipChanged: { type: 'boolean' },
    Version: { type: 'integer' },
  },
} as const;

const looseList = { type: ['array', 'null'], maxItems: 5000 } as const;

/** Create and Edit. Field types are checked by validateHomework, with the spec's messages. */
export const saveBodySchema = {
  type: 'object',
  properties: {
    Title: {},
    Description: {},
    SubjectId: {},
    SetById: {},
    Students: looseList,
    Groups: looseList,
    StartDate: {},
    DueDate: {},
    AllowStudentAttachments: { type: ['boolean', 'null'] },
    Attachments: {
      type: ['array', 'null'],
      maxItems: 100,
      items: {
        type: 'object',
        required: ['Id'],
        properties: {
          Id: { type: 'string' },
          Title: nullableString,
          Description: nullableString,
          FileName: nullableString,
          FileSize: { type: ['number', 'null'] },
        },
      },
    },
  },
} as const;

export const editBodySchema = {
  type: 'object',
  required: ['Id', 'Version'],
  properties: {
    ...saveBodySchema.properties,
    Id: { type: 'string' },
    // A PostgreSQL integer column: anything larger could never match and must not reach the query.
    Version: { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'Version' },
  },
} as const;
