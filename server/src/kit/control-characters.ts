// Control characters (U+0000 and the like) cannot be stored (PostgreSQL refuses U+0000 in text) and
// have no place in what a teacher types: any request carrying one is answered 400 before validation.
// Tab, line feed and carriage return are ordinary text and stay allowed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from './errors';

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = (label: string) =>
  `${label} contains a control character, which cannot be saved. Please remove it and try again.`;

/** A value met in the walk, with the way back to the root (paths are built only for a find). */
interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at.parent && at.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) holding a control character, or null. Depth first
 * in order, on a stack of its own rather than the call stack, so that no nesting can overflow it.
 */
/**
 * What a parsed body, query or params is made of. Anything else (the release API's file body, a
 * stream with cycles through its socket) is bytes the service reads as they come, not text.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

export function findControlCharacter(root: unknown): (string | number)[] | null {
  const stack: Step[] = [{ value: root }];
  while (stack.length) {
    const step = stack.pop()!;
    if (typeof step.key === 'string' && CONTROL.test(step.key)) return pathOf(step);
    const { value } = step;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return pathOf(step);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], key: entries[i][0], parent: step });
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
      throw httpErrors.badRequest(message, [{ field: [part, ...found].join('.'), message }]);
    }
  });
}
