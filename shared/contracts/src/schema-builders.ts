// How the API's schemas are written: TypeBox (JSON Schema with its TypeScript type), used by the
// server for validation, the OpenAPI document and the handlers' types. Server-only: the pages import
// the plain contracts, never these (so typebox stays out of every browser bundle).
import { Type, type Static, type TSchema } from 'typebox';

export { Type, type Static, type TSchema };

/**
 * `type: [..., 'null']` rather than TypeBox's anyOf, so a bad value gets one plain-words message
 * ('"x" is not a valid subject id.') instead of one per branch.
 */
export const Nullable = <S extends TSchema>(schema: S) => {
  const { type, ...rest } = schema as unknown as { type: string | string[] };
  return Type.Unsafe<Static<S> | null>({ ...rest, type: [type, 'null'].flat() } as never);
};

/**
 * Where a schema holds the one sentence a field is refused with, missing or wrong, when the spec
 * words it (the dashboard's codes). A symbol, so the validator and the OpenAPI document never see it.
 */
export const REFUSAL: unique symbol = Symbol.for('homework.schema.refusal');

/**
 * One of a fixed set of strings or numbers, with its JSON type so that path values are coerced;
 * `refusal` is the spec's sentence for a value missing or not one of them.
 */
export const OneOf = <const V extends readonly (string | number)[]>(values: V, options: { description?: string; refusal?: string } = {}) => {
  const { refusal, ...rest } = options;
  return Type.Unsafe<V[number]>({
    type: typeof values[0] === 'number' ? 'integer' : 'string',
    enum: [...values],
    ...rest,
    ...(refusal === undefined ? {} : { [REFUSAL]: refusal }),
  } as never);
};

export const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });

/** A calendar day 'YYYY-MM-DD' that exists (not 30 February), named in messages by its description. */
export const Day = (description: string) => Type.String({ format: 'date', description });

/** An answer object: every field listed, required, and nothing else (the serialiser drops the rest). */
export const Answer = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const ListOf = <S extends TSchema>(items: S, description?: string) => Type.Array(items, description ? { description } : {});

/** Path parameters: uuids whose descriptions name them in messages ('"x" is not a valid student id.'). */
export const Params = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties);

/** `{ message, errors? }`: every 4xx answer. */
export const MessageSchema = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

const ERROR_ANSWERS = {
  400: Type.Object(MessageSchema.properties, { description: 'The request is not valid; the message says why, in plain words.' }),
  404: Type.Object(MessageSchema.properties, { description: 'Not found in your school.' }),
};

/** The 200 answer plus the 4xx answers a route may give. */
export const answers = <S extends TSchema, E extends (400 | 404)[]>(ok: S, ...errors: E) =>
  ({ 200: ok, ...Object.fromEntries(errors.map((status) => [status, ERROR_ANSWERS[status]])) }) as { 200: S } & Record<E[number], typeof MessageSchema>;
