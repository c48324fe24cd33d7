import { MESSAGES } from '@homework/contracts';
import { isCancelledError } from '@tanstack/react-query';

export const REQUEST_TIMED_OUT = 'The request timed out.';
export const NETWORK_FAILED = 'The server could not be reached.';

export class ApiError extends Error {
  /** The HTTP status; 0 for a network fault, a time-out, a cancellation or no sign-in. */
  readonly status: number;
  /** The server's answer, when it sent one. */
  readonly body?: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A request cancelled (by its caller, or for everyone when the user changes): the query client's own cancellation counts too. */
export const isCancelled = (error: unknown) =>
  (error instanceof ApiError && error.message === MESSAGES.cancelledByUser) || isCancelledError(error);

/** Reads an answer: JSON when it parses, the text otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error of a failed answer, with the server's `{ message }` when it sent one. */
export function errorFromAnswer(status: number, statusText: string, text: string): ApiError {
  const body = parseBody(text);
  const serverMessage = (body as { message?: unknown } | undefined)?.message;
  const message =
    typeof serverMessage === 'string' && serverMessage ? serverMessage : statusText || `Request failed with status ${status}`;
  return new ApiError(message, status, body);
}
