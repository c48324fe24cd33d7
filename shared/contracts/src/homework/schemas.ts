// Schemas of the homework routes' bodies and answers. Bodies are deliberately lenient about the
// fields §5 validates, so that a missing title answers the spec's 'Title is required.' rather than
// a schema message; answers list every field (the serialiser drops unlisted ones). The answer types
// of ../homework/ come from these (Static<>), so a field is written once.
import { HOMEWORK_SOURCE, MAX_HOMEWORK_LIST_PAGE, MAX_HOMEWORK_LIST_PAGE_SIZE } from '../constants';
import { ListOf, Nullable, Type } from '../schema-builders';

const string = () => Type.String();
const nullableString = () => Nullable(Type.String());
const uuidList = () => Nullable(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 5000 }));

export const SubjectSchema = Type.Object({ SubjectId: string(), Name: string(), Code: string() });

export const AttachmentSchema = Type.Object({
  Id: string(),
  Title: string(),
  Description: string(),
  FileName: string(),
  FileSize: Type.Integer(),
});

const cardProperties = {
  Id: string(),
  Title: string(),
  SubjectId: string(),
  Subject: string(),
  SetById: string(),
  SetBy: string(),
  CreatedById: string(),
  CreatedBy: string(),
  Source: Type.Literal(HOMEWORK_SOURCE),
  StartDate: string(),
  DueDate: string(),
  CreatedDate: string(),
  AllowStudentAttachments: Type.Boolean(),
  SubmissionCount: Type.Integer(),
  TotalStudents: Type.Integer(),
  AttachmentCount: Type.Integer(),
  GroupId: nullableString(),
  GroupCount: Type.Integer(),
  StudentCount: Type.Integer(),
};

export const ListItemSchema = Type.Object({ ...cardProperties, GroupName: nullableString() });

export const ListBodySchema = Nullable(
  Type.Object({
    // Checked by the handler, so that an unknown code answers '{value} is not valid value of object'.
    SortOrder: Type.Optional(nullableString()),
    State: Type.Optional(nullableString()),
    Page: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_HOMEWORK_LIST_PAGE, description: 'Page' }))),
    PageSize: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_HOMEWORK_LIST_PAGE_SIZE, description: 'PageSize' }))),
    SetBy: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    ExcludeSetBy: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    Subject: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    SearchQuery: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    Groups: Type.Optional(uuidList()),
    Students: Type.Optional(uuidList()),
  }),
);

export const ListResponseSchema = Type.Object({ Items: Type.Array(ListItemSchema), TotalItems: Type.Integer() });

export const HomeworkSchema = Type.Object({
  ...cardProperties,
  Description: string(),
  Students: ListOf(string()),
  Groups: ListOf(string()),
  Attachments: ListOf(AttachmentSchema),
  StudentsFromGroups: ListOf(string()),
  GroupMembershipChanged: Type.Boolean(),
  Version: Type.Integer(),
  /** Decision 0037; always sent by this server (optional for a client of an older one). */
  ReleaseMarksTogether: Type.Optional(Type.Boolean()),
});

export const HomeworkStudentSchema = Type.Object({
  StudentId: string(),
  HandedInDate: nullableString(),
  Result: nullableString(),
  Comments: nullableString(),
  Status: Type.Integer(),
  ExtendedDueDate: nullableString(),
  /** The grade or comment is held: only teachers see it until Release marks (decision 0037). */
  MarkHeld: Type.Optional(Type.Boolean()),
});

export const HomeworkStudentsSchema = Type.Object({ Students: ListOf(HomeworkStudentSchema) });

const looseList = () => Type.Optional(Nullable(Type.Array(Type.Unknown(), { maxItems: 5000 })));
const anything = () => Type.Optional(Type.Unknown());

const saveProperties = {
  Title: anything(),
  Description: anything(),
  SubjectId: anything(),
  SetById: anything(),
  Students: looseList(),
  Groups: looseList(),
  StartDate: anything(),
  DueDate: anything(),
  AllowStudentAttachments: Type.Optional(Nullable(Type.Boolean())),
  ReleaseMarksTogether: Type.Optional(Nullable(Type.Boolean({ description: 'Release marks together' }))),
  Attachments: Type.Optional(
    Nullable(
      Type.Array(
        Type.Object({
          Id: string(),
          Title: Type.Optional(nullableString()),
          Description: Type.Optional(nullableString()),
          FileName: Type.Optional(nullableString()),
          FileSize: Type.Optional(Nullable(Type.Number())),
        }),
        { maxItems: 100 },
      ),
    ),
  ),
};

/** Create and Edit. Field types are checked by validateHomework, with the spec's messages. */
export const SaveBodySchema = Type.Object(saveProperties);

export const EditBodySchema = Type.Object({
  ...saveProperties,
  Id: string(),
  // A PostgreSQL integer column: anything larger could never match and must not reach the query.
  Version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Version' })),
});

export const DeleteAnswerSchema = Type.Object({ Id: string() });

export const DeleteCountsSchema = Type.Object({
  Students: Type.Integer({ description: 'students it is set for' }),
  HandIns: Type.Integer(),
  Marks: Type.Integer({ description: 'hand-ins with a grade or a comment' }),
  Files: Type.Integer({ description: "the homework's attachments and the students' submitted files" }),
});

export const DeletedHomeworkSchema = Type.Object({
  Id: string(),
  Title: string(),
  Subject: string(),
  DueDate: string(),
  DeletedAt: string(),
  DeletedBy: string(),
  KeptUntil: string(),
  Counts: DeleteCountsSchema,
});

export const RestoreDeletedAnswerSchema = Type.Object({ Id: string(), Title: string(), Restored: DeleteCountsSchema });

export const UploadAnswerSchema = Type.Object({ Id: string(), BlobReference: string(), FileName: string(), FileSize: Type.Integer() });
