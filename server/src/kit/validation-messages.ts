// What a schema validator found, in words a teacher can read: the error handler answers each issue
// with a sentence naming what was wrong.
import { REFUSAL } from '@homework/contracts/schemas';

export interface SchemaNode {
  description?: string;
  /** The spec's own sentence for this field missing or wrong (the dashboard's codes). */
  [REFUSAL]?: string;
  enum?: unknown[];
  type?: string | string[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  maxItems?: number;
}

export interface Issue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A value that is not a school day 'YYYY-MM-DD' (format 'date'), with an example to follow. */
export const notADay = (value: string, label: string) => `"${value}" is not a valid ${label}. Use a date such as 2026-01-31.`;

/**
 * A schema validator's issue in a sentence built from the schema's own descriptions ('"abc" is not a
 * valid student id.') rather than its wording ('params/id must match format "uuid"').
 */
export function describe(issue: Issue, schema: SchemaNode | undefined, data: unknown): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  let node = schema;
  let value: unknown = data;
  for (const key of path) {
    node = node?.properties?.[key] ?? node?.items;
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  const field = issue.keyword === 'required' ? node?.properties?.[String(issue.params.missingProperty)] : node;
  if (field?.[REFUSAL]) return field[REFUSAL];
  const label = node?.description ?? (path.length ? path[path.length - 1] : 'request');
  const shown = typeof value === 'string' || typeof value === 'number' ? `"${value}"` : 'That value';
  switch (issue.keyword) {
    case 'format':
      if (issue.params.format === 'date' && typeof value === 'string') return notADay(value, label);
      return `${shown} is not a valid ${label}.`;
    case 'pattern':
      return `${shown} is not a valid ${label}.`;
    case 'enum':
    case 'type':
      if (node?.enum) return `${shown} is not a valid ${label}. Use ${node.enum.join(' or ')}.`;
      return path.length ? `${shown} is not a valid ${label}.` : `The request must be a ${label}.`;
    case 'maximum':
      return `The ${label} must be at most ${issue.params.limit}.`;
    case 'minimum':
      return `The ${label} must be at least ${issue.params.limit}.`;
    case 'maxItems':
      return `The ${label} can hold at most ${issue.params.limit} entries.`;
    case 'required':
      return `The ${issue.params.missingProperty} is missing.`;
    default:
      return `The ${label} ${issue.message ?? 'is not valid'}.`;
  }
}
