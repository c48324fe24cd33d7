// Control characters (U+0000 and the like) cannot be stored (PostgreSQL refuses U+0000 in text) and
// have no place in what a teacher types: any request carrying one is answered 400 before validation.
// Tab, line feed and carriage return are ordinary text and stay allowed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../services/common/errors';

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = (label: string) =>
  `${label} contains a control character, which cannot be saved. Please remove it and try again.`;

/** The path of the first string (or object key) holding a control character, or null. */
export function findControlCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** 'Title', 'Attachment title' for Attachments/0/Title, 'SearchQuery'. */
export function labelOf(path: (string | number)[]): string {
  const keys = path.filter((part): part is string => typeof part === 'string');
  const last = keys[keys.length - 1] ?? 'The request';
  return keys[0] === 'Attachments' && keys.length > 1 ? `Attachment ${last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}` : last;
}

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [['body', request.body], ['querystring', request.query], ['params', request.params]] as const) {
      const found = findControlCharacter(value);
      if (!found) continue;
      const message = controlCharacterMessage(labelOf(found));
      throw Object.assign(httpError(400, message), { errors: [{ field: [part, ...found].join('.'), message }] });
    }
  });
}
