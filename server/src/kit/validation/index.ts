// What a schema validator found, in words a teacher can read (decision 0040): each issue is a sentence
// naming what was wrong, made from the schema's own descriptions ('"abc" is not a valid student id.')
// rather than the validator's wording ('params/id must match format "uuid"'). An issue is kept as its
// key and values (`IssueWords`), so the answer is worded again in the caller's language on its way out.
import type { FastifyRequest } from 'fastify';
import type { Language } from '@homework/contracts';
import { REFUSAL } from '@homework/contracts/schemas';
import { createCatalogue } from '../messages';
import cy, { FIELD_NAMES_CY } from './cy';
import en from './en';

export const validationMessages = createCatalogue(en, cy);

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

/** A value that cannot be shown in the sentence (an object, a list): "That value". */
const THAT_VALUE = Symbol('that value');

/** An issue as its sentence's key and values; or a sentence of its own (the spec's, a schema's refusal). */
export type IssueWords =
  | { sentence: string }
  | {
      key: keyof typeof en;
      values: { shown?: string | typeof THAT_VALUE; label?: string; limit?: unknown; field?: string; problem?: string; choices?: readonly unknown[] };
    };

const fieldName = (name: string, language: Language) => (language === 'cy' ? (FIELD_NAMES_CY[name] ?? name) : name);

/** The issue's sentence in a language: the field's name and the choices in it too. */
export function sentenceOf(words: IssueWords, language: Language): string {
  if ('sentence' in words) return words.sentence;
  const { shown, label, choices, limit, ...rest } = words.values;
  return validationMessages.text(language, words.key, {
    ...rest,
    ...(limit === undefined ? {} : { limit: String(limit) }),
    ...(shown === undefined ? {} : { shown: shown === THAT_VALUE ? validationMessages.text(language, 'issue.thatValue') : shown }),
    ...(label === undefined ? {} : { label: fieldName(label, language) }),
    ...(rest.field === undefined ? {} : { field: fieldName(rest.field, language) }),
    ...(choices === undefined ? {} : { choices: new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'disjunction' }).format(choices.map(String)) }),
  });
}

/** A value that is not a school day 'YYYY-MM-DD' (format 'date'), with an example to follow. */
export const notADayWords = (value: string, label: string): IssueWords => ({ key: 'issue.notADay', values: { shown: `"${value}"`, label } });
export const notADay = (value: string, label: string) => sentenceOf(notADayWords(value, label), 'en');

/** A schema validator's issue as the words of its sentence. */
export function describe(issue: Issue, schema: SchemaNode | undefined, data: unknown): IssueWords {
  const path = issue.instancePath.split('/').filter(Boolean);
  let node = schema;
  let value: unknown = data;
  for (const key of path) {
    node = node?.properties?.[key] ?? node?.items;
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  const field = issue.keyword === 'required' ? node?.properties?.[String(issue.params.missingProperty)] : node;
  if (field?.[REFUSAL]) return { sentence: field[REFUSAL] };
  const label = node?.description ?? (path.length ? path[path.length - 1]! : 'request');
  const shown = typeof value === 'string' || typeof value === 'number' ? `"${value}"` : THAT_VALUE;
  switch (issue.keyword) {
    case 'format':
      if (issue.params.format === 'date' && typeof value === 'string') return notADayWords(value, label);
      return { key: 'issue.notValid', values: { shown, label } };
    case 'pattern':
      return { key: 'issue.notValid', values: { shown, label } };
    case 'enum':
    case 'type':
      if (node?.enum) return { key: 'issue.notOneOf', values: { shown, label, choices: node.enum } };
      return path.length ? { key: 'issue.notValid', values: { shown, label } } : { key: 'issue.notA', values: { label } };
    case 'maximum':
      return { key: 'issue.atMost', values: { label, limit: issue.params.limit } };
    case 'minimum':
      return { key: 'issue.atLeast', values: { label, limit: issue.params.limit } };
    case 'maxItems':
      return { key: 'issue.atMostEntries', values: { label, limit: issue.params.limit } };
    case 'required':
      // Named as the field would be in any other issue: by its description, else its property.
      return { key: 'issue.missing', values: { field: field?.description ?? String(issue.params.missingProperty) } };
    default:
      return { key: 'issue.other', values: { label, problem: issue.message ?? 'is not valid' } };
  }
}

/** The words of each issue a refusal answered, by request: its `errors` in order, or its one `message`. */
const refusalWords = new WeakMap<FastifyRequest, { errors?: readonly IssueWords[]; message?: IssueWords }>();

export const keepRefusalWords = (request: FastifyRequest, words: { errors?: readonly IssueWords[]; message?: IssueWords }) => refusalWords.set(request, words);
export const refusalWordsOf = (request: FastifyRequest) => refusalWords.get(request);
