// Schemas of the marking routes (02 §7): bodies name their fields so that a bad value answers in
// words ('"x" is not a valid student id.'); answers list every field (the serialiser drops the rest).
// The request and answer types of ../marking.ts come from these (Static<>), so a field is written once.
import {
  HAND_IN_STATUSES,
  MARKING_CHANGES,
  MARKING_EVENT_KINDS,
  MARKING_HISTORY_FIELDS,
  MAX_MARK_COMMENTS_LENGTH,
  MAX_MARK_RESULT_LENGTH,
  OVERVIEW_STATUSES,
} from './codes';
import { MAX_SCHEME_CRITERIA } from '../mark-schemes/codes';
import { ChosenLevelSchema } from '../mark-schemes/schemas';
import { Answer, Day, ListOf, Nullable, OneOf, Type, Uuid } from '../schema-builders';

const day = (description: string) => Type.String({ description });
const nullableString = () => Nullable(Type.String());


export const StudentAttachmentSchema = Answer({
  Id: Type.String(),
  FileName: Type.String(),
  FileSize: Type.Integer(),
  UrlWithSasToken: Type.String(),
});

export const StudentSubmissionSchema = Answer({
  HomeworkStudentLinkId: Type.String(),
  StudentAttachments: ListOf(StudentAttachmentSchema),
  Result: nullableString(),
  Comments: nullableString(),
  /** The grade or comment is held: only teachers see it until Release marks (decision 0037). */
  MarkHeld: Type.Optional(Type.Boolean()),
});

export const UpdateHomeworkStudentsSchema = Type.Object({
  Id: Uuid('homework id'),
  Students: Type.Array(
    Type.Object({
      StudentId: Uuid('student id'),
      HandedInDate: Nullable(day('hand-in date')),
      status: OneOf(HAND_IN_STATUSES, { description: 'status' }),
    }),
    { description: 'list of students', maxItems: 10000 },
  ),
});

export const HandInSchema = Type.Object({
  HomeworkId: Uuid('homework id'),
  StudentId: Uuid('student id'),
  HandedInDate: Type.Optional(Nullable(day('hand-in date'))),
});

export const MarkingStudentSchema = Type.Object({ HomeworkId: Uuid('homework id'), StudentId: Uuid('student id') });

/** A grade and comment as they are saved (null for none). */
const MarkSchema = Type.Object({ Result: nullableString(), Comments: nullableString() });

export const SaveHomeworkMarkSchema = Type.Object({
  StudentId: Uuid('student id'),
  HomeworkId: Uuid('homework id'),
  Result: Nullable(Type.String({ maxLength: MAX_MARK_RESULT_LENGTH, description: 'grade' })),
  Comments: Nullable(Type.String({ maxLength: MAX_MARK_COMMENTS_LENGTH, description: 'comment' })),
  // Beyond the spec (decision 0020): the edit guard of marks, as Version is the homework edit's: the
  // grade and comment as the teacher's screen read them; when the mark has changed since, the save is
  // refused (409) with both. A description names the field in a refusal's sentence.
  Read: Type.Optional(Type.Object(MarkSchema.properties, { description: 'mark as read' })),
  // Beyond the spec (decision 0039): the levels chosen on the homework's mark scheme, kept beside the
  // grade and comment; left out, those kept stay as they are.
  Levels: Type.Optional(Type.Array(ChosenLevelSchema, { maxItems: MAX_SCHEME_CRITERIA, description: 'levels' })),
});

/** SaveHomeworkMark's 409: the mark saved since the teacher's screen read it (theirs, with who and when), and the one refused (mine). */
export const MarkChangedAnswerSchema = Answer({
  message: Type.String(),
  Theirs: Answer({
    ...MarkSchema.properties,
    ChangedBy: Nullable(Type.String({ description: 'who saved it, when known' })),
    ChangedAt: Nullable(Type.String({ description: 'when, ISO instant' })),
  }),
  Mine: Answer(MarkSchema.properties),
});

export const ExtendDueDateSchema = Type.Object({
  HomeworkId: Uuid('homework id'),
  StudentId: Uuid('student id'),
  ExtendedDueDate: Nullable(day('extended due date')),
});

/** What a marking change answers: the student's row as GetHomeworkStudents lists it. */
export const MarkingRowSchema = Answer({
  StudentId: Type.String(),
  HandedInDate: nullableString(),
  Result: nullableString(),
  Comments: nullableString(),
  Status: Type.Integer(),
  ExtendedDueDate: nullableString(),
  /** The grade or comment is held: only teachers see it until Release marks (decision 0037). */
  MarkHeld: Type.Optional(Type.Boolean()),
});

export const ClearCountsSchema = Answer({
  HandIns: Type.Integer({ description: 'hand-ins cleared' }),
  Marks: Type.Integer({ description: 'of them, with a grade or a comment' }),
  Files: Type.Integer({ description: 'submitted files taken off them (kept until the clear expires)' }),
});

const clearance = {
  ClearanceId: Nullable(Type.String({ description: 'the clear, for RestoreClearedHandIns; null when nothing was cleared' })),
  Cleared: ClearCountsSchema,
};

export const UpdateHomeworkStudentsAnswerSchema = Answer({ Id: Type.String(), Updated: Type.Integer(), ...clearance });

export const ClearHandedInAnswerSchema = Answer({ ...MarkingRowSchema.properties, ...clearance });

export const ClearSummarySchema = Type.Object({
  HomeworkId: Uuid('homework id'),
  StudentIds: Type.Array(Uuid('student id'), { description: 'list of students', maxItems: 10000 }),
});

export const RestoreClearedSchema = Type.Object({
  ClearanceId: Uuid('clearance id'),
  StudentIds: Type.Optional(Nullable(Type.Array(Uuid('student id'), { description: 'list of students', maxItems: 10000 }))),
});

export const RestoreClearedAnswerSchema = Answer({
  ClearanceId: Type.String(),
  HomeworkId: Type.String(),
  Restored: ClearCountsSchema,
  Students: ListOf(MarkingRowSchema),
});

export const MarkingHistoryEntrySchema = Answer({
  ChangedAt: Type.String(),
  ChangedById: Type.String(),
  ChangedBy: Type.String(),
  Field: OneOf(MARKING_HISTORY_FIELDS),
  OldValue: nullableString(),
  NewValue: nullableString(),
  ClearanceId: nullableString(),
  Change: Type.Unsafe<(typeof MARKING_CHANGES)[number] | null>({ type: ['string', 'null'], enum: [...MARKING_CHANGES, null] }),
  CanRestore: Type.Boolean(),
});
export const MarkingHistorySchema = ListOf(MarkingHistoryEntrySchema);

export const StudentOverviewQuery = Type.Object({
  studentId: Uuid('student id'),
  timeRangeStartDate: Day('time range start date'),
  timeRangeEndDate: Day('time range end date'),
});

export const StudentOverviewItemSchema = Answer({
  HomeworkId: Type.String(),
  Title: Type.String(),
  SetBy: Type.String(),
  Subject: Type.String(),
  SubjectId: Type.String(),
  StartDate: Type.String(),
  DueDate: Type.String(),
  ExtendedDudeDate: nullableString(),
  HandedInDate: nullableString(),
  Result: nullableString(),
  Status: OneOf(OVERVIEW_STATUSES),
});
export const StudentOverviewSchema = ListOf(StudentOverviewItemSchema);

/**
 * One marking change as the live stream sends it (decision 0030): the `data:` of each event, whose
 * `id:` is the event's number and `event:` its Kind. A page holding the homework reads it again.
 */
export const MarkingEventSchema = Answer({
  HomeworkId: Type.String(),
  StudentIds: ListOf(Type.String(), 'the students whose rows changed'),
  Kind: OneOf(MARKING_EVENT_KINDS),
  ChangedById: Type.String(),
  ChangedBy: Type.String({ description: "who made it, named as the marking history names them" }),
  ChangedAt: Type.String({ description: 'when, ISO instant' }),
});

/** The stream's `ready` event: what was missed is replayed; ReadAgain when it could not all be (or nothing was asked for). */
export const MarkingEventsReadySchema = Answer({
  HomeworkId: Type.String(),
  ReadAgain: Type.Boolean({ description: 'the page reads the marking again: the stream cannot vouch for what happened before it' }),
});

/** A student's stream's `ready` event (the student view): it keeps no number, so a reader always reads the student again. */
export const StudentMarkingEventsReadySchema = Answer({
  StudentId: Type.String(),
  ReadAgain: Type.Boolean({ description: 'always true: the page reads the student again' }),
});

export const MarkingEventsQuery = Type.Object({
  /** The last event id read, as Last-Event-ID would give it. */
  after: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'last event id' })),
});
