// The homework service's entities, calls and rules (01 §3–§5, §7, §9), defined once for the front end
// and the server. Isomorphic: no DOM, no Node.
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_TITLE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  HOMEWORK_LIST_PAGE_SIZE,
  HOMEWORK_SOURCE,
  MAX_HOMEWORK_ATTACHMENT_BYTES,
  TITLE_MAX_LENGTH,
} from './constants';

// ---------------------------------------------------------------------------------------------
// Paths of the homework service, relative to its base URL.

export const HOMEWORK_PATHS = {
  list: 'v3/HomeworkManagement/GetHomeworkList',
  create: 'v3/HomeworkManagement/Create',
  edit: 'v3/HomeworkManagement/Edit',
  delete: (id: string) => `v3/HomeworkManagement/DeleteHomework/${encodeURIComponent(id)}`,
  /** What deleting the homework takes, counted for the question before it is asked. */
  deleteSummary: (id: string) => `v3/HomeworkManagement/GetDeleteHomeworkSummary/${encodeURIComponent(id)}`,
  /** The school's homework deleted within DELETED_HOMEWORK_KEPT_DAYS, newest first (Recently deleted). */
  deleted: 'v3/HomeworkManagement/GetDeletedHomework',
  /** Undo a delete, or restore it from Recently deleted: the homework and everything under it back. */
  restoreDeleted: (id: string) => `v3/HomeworkManagement/RestoreDeletedHomework/${encodeURIComponent(id)}`,
  get: (id: string) => `v3/HomeworkManagement/GetHomework/${encodeURIComponent(id)}`,
  students: (id: string) => `v3/HomeworkManagement/GetHomeworkStudents/${encodeURIComponent(id)}`,
  subjects: 'v3/HomeworkManagement/Subjects',
  validAttachmentFileTypes: 'v3/HomeworkManagement/GetValidAttachmentFileTypes',
  uploadAttachment: 'v3/HomeworkManagement/UploadAttachment',
  /** Download of one homework attachment (always as a file, never rendered inline). */
  attachment: (homeworkId: string, attachmentId: string) =>
    `v3/HomeworkManagement/Attachment/${encodeURIComponent(homeworkId)}/${encodeURIComponent(attachmentId)}`,
} as const;

// ---------------------------------------------------------------------------------------------
// List: sort orders and state filter (01 §4).

/** Sort codes with their direction; the list request's SortOrder is one of these. */
export const HOMEWORK_SORT_ORDERS = ['duedate-asc', 'title-asc', 'subject-asc', 'createdate-desc'] as const;
export type HomeworkSortOrder = (typeof HOMEWORK_SORT_ORDERS)[number];
export const DEFAULT_HOMEWORK_SORT_ORDER: HomeworkSortOrder = 'duedate-asc';

/** The all-homework route's sortOrder parameter (DueDate, Title, Subject, CreatedDate) to a sort code. */
export const HOMEWORK_SORT_ORDER_BY_ROUTE_NAME: Record<string, HomeworkSortOrder> = {
  DueDate: 'duedate-asc',
  Title: 'title-asc',
  Subject: 'subject-asc',
  CreatedDate: 'createdate-desc',
};

/** All Homework's query parameter naming a State to show on arrival (beyond the spec: a link's filter). */
export const ALL_HOMEWORK_STATE_PARAMETER = 'state';

/**
 * A teacher's homework on All Homework, every State (beyond the spec: a dashboard figure sliced by
 * teacher links here, through the route 01 §2 gives for a set-by teacher).
 */
export function teacherHomeworkPath(teacherId: string): string {
  return `/homework/all-homework/sortBy/DueDate/setBy/${encodeURIComponent(teacherId)}?${ALL_HOMEWORK_STATE_PARAMETER}=all`;
}

/** Route name (any case) to sort code; undefined when it is not one. */
export function sortOrderFromRouteName(name: string | undefined): HomeworkSortOrder | undefined {
  if (!name) return undefined;
  const key = Object.keys(HOMEWORK_SORT_ORDER_BY_ROUTE_NAME).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? HOMEWORK_SORT_ORDER_BY_ROUTE_NAME[key] : undefined;
}

export const isHomeworkSortOrder = (value: unknown): value is HomeworkSortOrder => HOMEWORK_SORT_ORDERS.includes(value as HomeworkSortOrder);

export const HOMEWORK_SORT_ORDER_LABELS: Record<HomeworkSortOrder, string> = {
  'duedate-asc': 'Due Date',
  'title-asc': 'Title',
  'subject-asc': 'Subject',
  'createdate-desc': 'Created Date',
};

/**
 * State filter keys and labels. Days are calendar days in the school's time zone:
 * passed = due before today; this-week = due today up to and including today + 7;
 * next-30 = due today up to and including today + 30; all = no date condition.
 */
export const HOMEWORK_STATES = ['all', 'passed', 'this-week', 'next-30'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];
export const DEFAULT_HOMEWORK_STATE: HomeworkState = 'next-30';
export const HOMEWORK_STATE_LABELS: Record<HomeworkState, string> = {
  all: 'All',
  passed: 'Due date passed',
  'this-week': 'Due in next 7 days',
  'next-30': 'Due in next 30 days',
};
export const isHomeworkState = (value: unknown): value is HomeworkState => HOMEWORK_STATES.includes(value as HomeworkState);

/** Largest PageSize the server accepts. */
export const MAX_HOMEWORK_LIST_PAGE_SIZE = 100;
/** The highest page the list answers: far beyond any school's homework, low enough to compute with. */
export const MAX_HOMEWORK_LIST_PAGE = 100_000;

/** POST GetHomeworkList. Page counts from 1. */
export interface HomeworkListRequest {
  SortOrder?: HomeworkSortOrder;
  Page?: number;
  PageSize?: number;
  /** Teacher id, only when exactly one is chosen. */
  SetBy?: string | null;
  /** Teacher id whose homework is left out: 'Other Teachers Homework' sends the current teacher's. */
  ExcludeSetBy?: string | null;
  SearchQuery?: string | null;
  /** Subject id, only when one is chosen. */
  Subject?: string | null;
  /** Group ids: homework assigned to any of them. */
  Groups?: string[];
  /** Student ids: homework any of them has to do. */
  Students?: string[];
  State?: HomeworkState;
}

export const DEFAULT_HOMEWORK_LIST_REQUEST = {
  SortOrder: DEFAULT_HOMEWORK_SORT_ORDER,
  Page: 1,
  PageSize: HOMEWORK_LIST_PAGE_SIZE,
  State: DEFAULT_HOMEWORK_STATE,
} as const;

/** One card of the all-homework list. Dates are ISO instants (start of day in the school's time zone). */
export interface HomeworkListItem {
  Id: string;
  Title: string;
  SubjectId: string;
  Subject: string;
  SetById: string;
  SetBy: string;
  CreatedById: string;
  CreatedBy: string;
  Source: typeof HOMEWORK_SOURCE;
  StartDate: string;
  DueDate: string;
  CreatedDate: string;
  AllowStudentAttachments: boolean;
  /** Students who have handed in, of TotalStudents. */
  SubmissionCount: number;
  /** Students the homework is set for now (groups' members at the last save plus individual students). */
  TotalStudents: number;
  AttachmentCount: number;
  /** The group's id and name when exactly one group is assigned, otherwise null. */
  GroupId: string | null;
  GroupName: string | null;
  GroupCount: number;
  /** Students chosen individually (not through a group). */
  StudentCount: number;
}

export interface HomeworkListResponse {
  Items: HomeworkListItem[];
  TotalItems: number;
}

// ---------------------------------------------------------------------------------------------
// Attachments (01 §3, §5).

/** A homework attachment. Id is the blob reference the upload answered with. */
export interface HomeworkAttachment {
  Id: string;
  Title: string;
  /** At most ATTACHMENT_DESCRIPTION_MAX_LENGTH characters. */
  Description: string;
  FileName: string;
  FileSize: number;
  /** Client-side only: 0 to 100 while uploading. */
  UploadProgress?: number;
}

/** UploadAttachment's answer. BlobReference equals Id. */
export interface UploadAttachmentResponse {
  Id: string;
  BlobReference: string;
  FileName: string;
  FileSize: number;
}

/** GetValidAttachmentFileTypes answers these: lower-case extensions with the dot. */
export const HOMEWORK_ATTACHMENT_FILE_TYPES = [
  '.pdf', '.doc', '.docx', '.dot', '.dotx', '.rtf', '.txt', '.odt',
  '.xls', '.xlsx', '.csv', '.ods',
  '.ppt', '.pptx', '.pps', '.ppsx', '.odp',
  '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.tif', '.tiff', '.heic',
  '.mp3', '.wav', '.m4a', '.ogg',
  '.mp4', '.mov', '.avi', '.wmv', '.webm',
  '.zip',
] as const;

/** The extension of a file name, lower case with the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Compared case-insensitively; `types` may be written with or without the dot. */
export function isAllowedFileType(fileName: string, types: readonly string[]): boolean {
  const extension = fileExtension(fileName);
  if (!extension) return false;
  return types.some((type) => (type.startsWith('.') ? type : `.${type}`).toLowerCase() === extension);
}

export const isWithinHomeworkUploadLimit = (bytes: number) => bytes <= MAX_HOMEWORK_ATTACHMENT_BYTES;

// ---------------------------------------------------------------------------------------------
// Homework: save and read (01 §3, §7).

/** Body of Create. CreatedById/CreatedBy are ignored by the server: the creator is the signed-in user. */
export interface HomeworkSaveRequest {
  Title: string;
  /** HTML from the editor; the server stores it sanitised. */
  Description: string;
  SubjectId: string;
  Subject?: string;
  CreatedById?: string;
  CreatedBy?: string;
  SetById: string;
  SetBy?: string;
  Source?: typeof HOMEWORK_SOURCE;
  /** Student ids chosen individually. */
  Students: string[];
  /** Group ids; resolved to their members when saved. */
  Groups: string[];
  Attachments: HomeworkAttachment[];
  /** ISO date or instant; stored as the start of that day in the school's time zone. */
  StartDate: string;
  DueDate: string;
  AllowStudentAttachments: boolean;
}

/**
 * Body of Edit: the create body plus Id (01 §7). Version is optional: our client sends the version it
 * read both as Version and as `If-Match` (a stale one answers 409 or 412); a spec-shaped body saves.
 */
export interface HomeworkEditRequest extends Omit<HomeworkSaveRequest, 'CreatedById' | 'CreatedBy'> {
  Id: string;
  Version?: number;
}

/** GetHomework's `ETag` for a saved version; Edit's `If-Match` must name it. */
export const homeworkETag = (version: number): string => `"${version}"`;

/** Whether an `If-Match` header value names the current version (`*` names any existing one; RFC 9110 §13.1.1). */
export function ifMatchAccepts(header: string, version: number): boolean {
  const current = homeworkETag(version);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === current);
}

/** Create and Edit answer the saved homework. */
export interface Homework {
  Id: string;
  Title: string;
  Description: string;
  SubjectId: string;
  Subject: string;
  CreatedById: string;
  CreatedBy: string;
  SetById: string;
  SetBy: string;
  Source: typeof HOMEWORK_SOURCE;
  /** Students chosen individually. */
  Students: string[];
  Groups: string[];
  /** The first group's id, or null. */
  GroupId: string | null;
  GroupCount: number;
  StudentCount: number;
  Attachments: HomeworkAttachment[];
  AttachmentCount: number;
  StartDate: string;
  DueDate: string;
  CreatedDate: string;
  AllowStudentAttachments: boolean;
  SubmissionCount: number;
  TotalStudents: number;
  /** Current members of Groups (what saving now would assign). */
  StudentsFromGroups: string[];
  /** The groups' membership differs from what it was at the last save: show MESSAGES.groupMembershipChanged. */
  GroupMembershipChanged: boolean;
  /** Concurrency token: send it back with Edit. */
  Version: number;
}

/** GetHomeworkStudents: one entry per student the homework is set for now. */
export interface HomeworkStudent {
  StudentId: string;
  HandedInDate: string | null;
  Result: string | null;
  Comments: string | null;
  /** 1 not handed in, 2 handed in, 3 handed in with a result (02 §4). */
  Status: number;
  ExtendedDueDate: string | null;
}

export interface HomeworkStudentsResponse {
  Students: HomeworkStudent[];
}

/** 400 answers of the homework service: each failing field with its message. */
export interface HomeworkErrorResponse {
  message: string;
  errors?: HomeworkFieldError[];
}

export const STALE_EDIT_MESSAGE =
  'This homework has been changed by someone else since you opened it. Reload it to see their changes, then save yours again.';
export const HOMEWORK_NOT_FOUND_MESSAGE = 'Homework not found.';

// ---------------------------------------------------------------------------------------------
// Display names (01 §3): optional title + first initial + surname, e.g. "Mrs S. Thompson".

export function teacherDisplayName(person: { Title?: string | null; DisplayForename?: string | null; DisplaySurname?: string | null }): string {
  const initial = person.DisplayForename?.trim().charAt(0).toUpperCase();
  return [person.Title?.trim(), initial ? `${initial}.` : '', person.DisplaySurname?.trim()].filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Validation (01 §5), run by the form and by the server with the same messages.

export type HomeworkField = 'Title' | 'SubjectId' | 'SetById' | 'Description' | 'AssignedTo' | 'StartDate' | 'DueDate' | 'Attachments';

export interface HomeworkFieldError {
  field: HomeworkField;
  message: string;
}

export const VALIDATION_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be less than or equal to ${TITLE_MAX_LENGTH} characters.`,
  subjectRequired: 'Subject is required.',
  setByRequired: 'Set by is required.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be less than or equal to ${DESCRIPTION_MAX_LENGTH} characters.`,
  assignedToRequired: 'Assigned to is required.',
  startDateInvalid: 'Available from must be a valid date.',
  dueDateInvalid: 'Due date must be a valid date.',
  dueDateBeforeStart: 'Due date must be after Available from.',
  attachmentDescriptionTooLong: `Attachment description must be less than or equal to ${ATTACHMENT_DESCRIPTION_MAX_LENGTH} characters.`,
  attachmentTitleTooLong: `Attachment title must be less than or equal to ${ATTACHMENT_TITLE_MAX_LENGTH} characters.`,
} as const;

/**
 * The description's HTML may be longer than its text (tags, links); this caps the stored HTML so
 * that formatting cannot grow a row without bound. Not a spec rule.
 */
export const DESCRIPTION_HTML_MAX_LENGTH = 20 * DESCRIPTION_MAX_LENGTH;
export const DESCRIPTION_HTML_TOO_LONG = `Description has too much formatting: at most ${DESCRIPTION_HTML_MAX_LENGTH} characters of HTML.`;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text a reader sees in the description's HTML: tags removed, entities decoded, blocks counted
 * as one line break. Lengths and "required" are measured on this, so an empty editor
 * (`<p><br></p>`) is empty and formatting does not count against the 1000 characters.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>(?=\s*<\/(p|h[1-6]|li|blockquote|pre)>)/gi, '') // the editor's placeholder in an empty line
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>\s*(?=<)/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n <= 0x10ffff ? String.fromCodePoint(n) : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .trim();
}

/** A date the form or the body may carry: 'YYYY-MM-DD' or an ISO instant (or a Date). */
export function isValidDateValue(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return false;
  return !Number.isNaN(Date.parse(value.trim()));
}

/** Trims title and description, as the spec asks before validating and saving. */
export function normaliseHomeworkInput<T extends Partial<HomeworkSaveRequest>>(input: T): T {
  return {
    ...input,
    Title: typeof input.Title === 'string' ? input.Title.trim() : input.Title,
    Description: typeof input.Description === 'string' ? input.Description.trim() : input.Description,
  };
}

export interface HomeworkValidationInput {
  Title?: unknown;
  Description?: unknown;
  SubjectId?: unknown;
  SetById?: unknown;
  Students?: unknown;
  Groups?: unknown;
  StartDate?: unknown;
  DueDate?: unknown;
  Attachments?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const nonEmptyList = (value: unknown) => Array.isArray(value) && value.some((v) => typeof v === 'string' && v.trim() !== '');
const dayOf = (value: unknown) => {
  const d = value instanceof Date ? value : new Date(String(value).trim());
  return d.getTime();
};

/**
 * Every §5 rule for a homework save, in the form's field order (Title, Subject, Set by, Assigned to,
 * Available from, Due date, Attachments, Description); empty when the homework may be saved.
 * Dates are compared as given (the form and the server both pass start-of-day values).
 */
export function validateHomework(input: HomeworkValidationInput): HomeworkFieldError[] {
  const errors: HomeworkFieldError[] = [];
  const title = text(input.Title);
  if (!title) errors.push({ field: 'Title', message: VALIDATION_MESSAGES.titleRequired });
  else if (title.length > TITLE_MAX_LENGTH) errors.push({ field: 'Title', message: VALIDATION_MESSAGES.titleTooLong });

  if (!text(input.SubjectId)) errors.push({ field: 'SubjectId', message: VALIDATION_MESSAGES.subjectRequired });
  if (!text(input.SetById)) errors.push({ field: 'SetById', message: VALIDATION_MESSAGES.setByRequired });

  if (!nonEmptyList(input.Groups) && !nonEmptyList(input.Students))
    errors.push({ field: 'AssignedTo', message: VALIDATION_MESSAGES.assignedToRequired });

  const startValid = isValidDateValue(input.StartDate);
  const dueValid = isValidDateValue(input.DueDate);
  if (!startValid) errors.push({ field: 'StartDate', message: VALIDATION_MESSAGES.startDateInvalid });
  if (!dueValid) errors.push({ field: 'DueDate', message: VALIDATION_MESSAGES.dueDateInvalid });
  else if (startValid && dayOf(input.DueDate) <= dayOf(input.StartDate))
    errors.push({ field: 'DueDate', message: VALIDATION_MESSAGES.dueDateBeforeStart });

  if (
    Array.isArray(input.Attachments) &&
    input.Attachments.some((a) => typeof a?.Description === 'string' && a.Description.length > ATTACHMENT_DESCRIPTION_MAX_LENGTH)
  )
    errors.push({ field: 'Attachments', message: VALIDATION_MESSAGES.attachmentDescriptionTooLong });
  if (Array.isArray(input.Attachments) && input.Attachments.some((a) => typeof a?.Title === 'string' && a.Title.length > ATTACHMENT_TITLE_MAX_LENGTH))
    errors.push({ field: 'Attachments', message: VALIDATION_MESSAGES.attachmentTitleTooLong });

  const html = text(input.Description);
  const description = descriptionText(html);
  if (!description) errors.push({ field: 'Description', message: VALIDATION_MESSAGES.descriptionRequired });
  else if (description.length > DESCRIPTION_MAX_LENGTH)
    errors.push({ field: 'Description', message: VALIDATION_MESSAGES.descriptionTooLong });
  else if (html.length > DESCRIPTION_HTML_MAX_LENGTH) errors.push({ field: 'Description', message: DESCRIPTION_HTML_TOO_LONG });

  return errors;
}

// ---------------------------------------------------------------------------------------------
// Delete that can be undone (01 §2's Delete; the rule that nothing a teacher did is lost by one click).

/**
 * How long a deleted homework can be restored, with everything under it (who it is set for, hand-ins,
 * marks, history, attachments and submitted files); then the server purges it for good (at start and
 * hourly). The same period as a clear of hand-ins (CLEARED_HAND_INS_KEPT_DAYS).
 */
export const DELETED_HOMEWORK_KEPT_DAYS = 30;

/** What a delete takes, or took: students it is set for, their hand-ins and marks, and files. */
export interface DeleteCounts {
  Students: number;
  HandIns: number;
  Marks: number;
  /** The homework's attachments and the students' submitted files. */
  Files: number;
}

/** One homework of Recently deleted. */
export interface DeletedHomework {
  Id: string;
  Title: string;
  Subject: string;
  DueDate: string;
  DeletedAt: string;
  DeletedBy: string;
  /** After this instant it can no longer be restored. */
  KeptUntil: string;
  Counts: DeleteCounts;
}

/** POST RestoreDeletedHomework/{id}'s answer. */
export interface RestoreDeletedAnswer {
  Id: string;
  Title: string;
  Restored: DeleteCounts;
}

const countOf = (count: number, one: string, many: string) => `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;

/** The delete question's words below the spec's (MESSAGES.deleteConfirmTitle and deleteConfirmBody), and its Undo and Restore. */
export const deleteTexts = {
  counting: 'Counting what this deletes ...',
  intro: 'This deletes:',
  /** Exactly what goes, every kind named even when there is none. */
  lines: (counts: DeleteCounts) => [
    `the homework, set for ${countOf(counts.Students, 'student', 'students')}`,
    countOf(counts.HandIns, 'hand-in', 'hand-ins'),
    countOf(counts.Marks, 'mark (grade and comment)', 'marks (grades and comments)'),
    countOf(counts.Files, 'file (attachments and submitted files)', 'files (attachments and submitted files)'),
  ],
  kept: `A deleted homework is kept for ${DELETED_HOMEWORK_KEPT_DAYS} days: you can undo it straight away, or restore it from Recently deleted on All Homework.`,
  countFailed: (serverMessage: string) => `What this deletes could not be counted. ${serverMessage}`,
  deleted: (title: string) => `“${title}” deleted.`,
  undo: 'Undo',
  restore: 'Restore',
  restored: (title: string) => `“${title}” restored.`,
  restoreFailed: (serverMessage: string) => `Not restored. ${serverMessage}`,
  recentlyDeleted: 'Recently deleted',
  recentlyDeletedIntro: `Homework deleted in the last ${DELETED_HOMEWORK_KEPT_DAYS} days can be restored with everything under it.`,
  noneDeleted: `No homework has been deleted in the last ${DELETED_HOMEWORK_KEPT_DAYS} days.`,
  done: 'Done',
} as const;
