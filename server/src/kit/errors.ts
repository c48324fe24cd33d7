// The one error idiom of the services: `throw httpErrors.notFound('Photo not found.')`. The kit's
// error handler answers it as `{ message, errors? }` with its status, in the words given here, the
// spec's. The names are @fastify/sensible's, without its other decorations.
import { notADay, notADayWords, type IssueWords } from './validation';

/** One field a request got wrong, as the answer's `errors` lists it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** An answer a route chose: its status, its message, and the fields at fault when there are any. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly FieldIssue[],
    /** More the answer carries beside its message, for a screen to say what happened (a 409's two versions, a deleted homework's who and when). */
    readonly detail?: Readonly<Record<string, unknown>>,
    /** The message's words, to be worded again in the caller's language (a sentence of ./validation). */
    readonly words?: IssueWords,
  ) {
    super(message);
  }
}

export const httpErrors = {
  badRequest: (message: string, errors?: readonly FieldIssue[]) => new HttpError(400, message, errors),
  /** A 400 for a value that is not a school day, 'YYYY-MM-DD'. */
  notADay: (value: string, label: string) => new HttpError(400, notADay(value, label), undefined, undefined, notADayWords(value, label)),
  /** A 400 naming each field at fault; its message is their sentences in order. */
  invalidFields: (errors: readonly FieldIssue[]) => new HttpError(400, errors.map((e) => e.message).join(' '), errors),
  forbidden: (message: string) => new HttpError(403, message),
  notFound: (message: string, detail?: Readonly<Record<string, unknown>>) => new HttpError(404, message, undefined, detail),
  conflict: (message: string, detail?: Readonly<Record<string, unknown>>) => new HttpError(409, message, undefined, detail),
  preconditionFailed: (message: string, detail?: Readonly<Record<string, unknown>>) => new HttpError(412, message, undefined, detail),
  payloadTooLarge: (message: string) => new HttpError(413, message),
  unprocessableEntity: (message: string) => new HttpError(422, message),
};
