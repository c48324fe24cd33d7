// The homework form's rules (01 §5), run by the form and by the server with the same messages.
import { ATTACHMENT_DESCRIPTION_MAX_LENGTH, ATTACHMENT_TITLE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants';
import type { HomeworkSaveRequest } from './save';

export type HomeworkField = 'Title' | 'SubjectId' | 'SetById' | 'Description' | 'AssignedTo' | 'StartDate' | 'DueDate' | 'Attachments';

export interface HomeworkFieldError {
  field: HomeworkField;
  message: string;
}

/** 400 answers of the homework service: each failing field with its message. */
export interface HomeworkErrorResponse {
  message: string;
  errors?: HomeworkFieldError[];
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
