// The create and edit forms' values and the pure rules around them: defaults, validation with the
// contract's messages, Submission Type ↔ AllowStudentAttachments, and the bodies sent to the service.
import {
  HOMEWORK_SOURCE,
  validateHomework,
  type Homework,
  type HomeworkAttachment,
  type HomeworkEditRequest,
  type HomeworkField,
  type HomeworkFieldError,
  type HomeworkSaveRequest,
} from '@homework/contracts';
import type { AssignedTo } from '@homework/ui';
import type { Choice } from '../../../lib/lookups';
import { addDays, schoolDateOf, schoolToday, startOfSchoolDay } from '../../../lib/school-time';
import { trimDescription } from './trim-description';

export interface HomeworkFormValues {
  title: string;
  subjectId: string | null;
  setById: string | null;
  assignedTo: AssignedTo;
  /** 'YYYY-MM-DD' in the school's time zone. */
  startDate: string | null;
  dueDate: string | null;
  allowStudentAttachments: boolean;
  /** Release marks together (decision 0037): off is the spec's behaviour. */
  releaseMarksTogether: boolean;
  attachments: HomeworkAttachment[];
  /** HTML from the rich-text editor. */
  description: string;
}

export type FormField = keyof HomeworkFormValues;
export type FormErrors = Partial<Record<HomeworkField, string>>;

/** The validation field each form field answers for (Submission Type has no rule). */
export const VALIDATED_AS: Record<FormField, HomeworkField | null> = {
  title: 'Title',
  subjectId: 'SubjectId',
  setById: 'SetById',
  assignedTo: 'AssignedTo',
  startDate: 'StartDate',
  dueDate: 'DueDate',
  allowStudentAttachments: null,
  releaseMarksTogether: null,
  attachments: 'Attachments',
  description: 'Description',
};

/** DOM ids of the fields, in form order: a label's htmlFor, and where to scroll to on an error. */
export const FIELD_IDS: Record<HomeworkField, string> = {
  Title: 'homework-title',
  SubjectId: 'homework-subject',
  SetById: 'homework-set-by',
  AssignedTo: 'homework-assigned-to',
  StartDate: 'homework-start-date',
  DueDate: 'homework-due-date',
  Attachments: 'homework-attachments',
  Description: 'homework-description',
};

export type SubmissionType = 'online' | 'in-person';
export const SUBMISSION_TYPES: { value: SubmissionType; label: string }[] = [
  { value: 'online', label: 'Online Submission' },
  { value: 'in-person', label: 'In Person' },
];
export const submissionTypeOf = (allowStudentAttachments: boolean): SubmissionType => (allowStudentAttachments ? 'online' : 'in-person');
export const allowsStudentAttachments = (type: SubmissionType) => type === 'online';

const DAYS_UNTIL_DUE = 7;

/** A new homework: set by the creating teacher, available today, due a week later (school days). */
export function createDefaults(now: Date, timeZone: string, currentTeacherId: string): HomeworkFormValues {
  const today = schoolToday(now, timeZone);
  return {
    title: '',
    subjectId: null,
    setById: currentTeacherId,
    assignedTo: { groups: [], students: [] },
    startDate: today,
    dueDate: addDays(today, DAYS_UNTIL_DUE),
    // Homework set through the suite is usually handed in through it.
    allowStudentAttachments: true,
    releaseMarksTogether: false,
    attachments: [],
    description: '',
  };
}

export function valuesFromHomework(homework: Homework, timeZone: string, assignedTo: AssignedTo): HomeworkFormValues {
  return {
    title: homework.Title,
    subjectId: homework.SubjectId || null,
    setById: homework.SetById || null,
    assignedTo,
    startDate: schoolDateOf(homework.StartDate, timeZone),
    dueDate: schoolDateOf(homework.DueDate, timeZone),
    allowStudentAttachments: homework.AllowStudentAttachments,
    releaseMarksTogether: homework.ReleaseMarksTogether ?? false,
    attachments: homework.Attachments,
    description: homework.Description,
  };
}

const instant = (date: string | null, timeZone: string) => (date ? startOfSchoolDay(date, timeZone) : null);

/** §5 with the contract's messages, on the values as they will be sent (trimmed, start-of-day dates). */
export function validateForm(values: HomeworkFormValues, timeZone: string): HomeworkFieldError[] {
  return validateHomework({
    Title: values.title,
    Description: values.description,
    SubjectId: values.subjectId ?? '',
    SetById: values.setById ?? '',
    Groups: values.assignedTo.groups.map((g) => g.Id),
    Students: values.assignedTo.students.map((s) => s.Id),
    StartDate: instant(values.startDate, timeZone) ?? undefined,
    DueDate: instant(values.dueDate, timeZone) ?? undefined,
    Attachments: values.attachments,
  });
}

/** The first message of each field, as shown under it. */
export function errorsByField(errors: readonly HomeworkFieldError[]): FormErrors {
  const byField: FormErrors = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

export interface SaveContext {
  timeZone: string;
  currentUserId: string;
  subjects: Choice[];
  teachers: Choice[];
}

const labelOf = (choices: Choice[], id: string | null) => choices.find((c) => c.value === id)?.label ?? '';

/** The Create body. Call after validateForm passed: dates are start of day in the school's zone. */
export function toSaveRequest(values: HomeworkFormValues, context: SaveContext): HomeworkSaveRequest {
  const { timeZone, currentUserId, subjects, teachers } = context;
  return {
    Title: values.title.trim(),
    Description: trimDescription(values.description),
    SubjectId: values.subjectId ?? '',
    Subject: labelOf(subjects, values.subjectId),
    CreatedById: currentUserId,
    CreatedBy: labelOf(teachers, currentUserId),
    SetById: values.setById ?? '',
    SetBy: labelOf(teachers, values.setById),
    Source: HOMEWORK_SOURCE,
    Students: values.assignedTo.students.map((s) => s.Id),
    Groups: values.assignedTo.groups.map((g) => g.Id),
    // Uploads still in flight have no Id yet and are not sent; progress is the form's business.
    Attachments: values.attachments
      .filter((a) => a.Id)
      .map(({ Id, Title, Description, FileName, FileSize }) => ({ Id, Title: Title || FileName, Description: Description ?? '', FileName, FileSize })),
    StartDate: instant(values.startDate, timeZone) ?? '',
    DueDate: instant(values.dueDate, timeZone) ?? '',
    AllowStudentAttachments: values.allowStudentAttachments,
    // A draft kept before the choice existed has none: the server then leaves it as it is.
    ReleaseMarksTogether: values.releaseMarksTogether,
  };
}

/** The Edit body: the same without the creator, plus Id and the Version read. */
export function toEditRequest(values: HomeworkFormValues, context: SaveContext, read: { Id: string; Version: number }): HomeworkEditRequest {
  const { CreatedById: _createdById, CreatedBy: _createdBy, ...body } = toSaveRequest(values, context);
  return { ...body, Id: read.Id, Version: read.Version };
}
