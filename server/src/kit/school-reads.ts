// The read routes several services are tables of: a list of the caller's school's records, or one
// record by id, answered 404 in words when the school has none with that id. Each table declares who
// may call its routes; every query is given the token's school.
import { answers, ListOf, Params, Uuid, type Static, type TSchema } from '@homework/contracts/schemas';
import { paramNamesOf, type AnyEndpoint } from '@homework/contracts';
import type { Queryable } from '../db';
import { httpErrors } from './errors';
import { routesOn } from './route-paths';
import type { RouteAccess } from './route-access';
import { scopeOf } from './scope';
import type { ServiceApp } from './typebox';

interface SchoolList {
  endpoint: AnyEndpoint;
  summary: string;
  /** One record's schema: the answer is a list of them. */
  item: TSchema;
  find(db: Queryable, schoolId: string): Promise<unknown[]>;
}

interface SchoolRecord {
  /** Its path ends in the id's parameter: `v2/Student/Single/:id`. */
  endpoint: AnyEndpoint;
  /** What the id names ('student'), for the id's validation message and the 404's words. */
  noun: string;
  summary: string;
  schema: TSchema;
  find(db: Queryable, schoolId: string, id: string): Promise<unknown>;
}

export type SchoolRead = ({ kind: 'list' } & SchoolList) | ({ kind: 'record' } & SchoolRecord);

/** A list route; the query's rows are held to the schema here, where the two meet. */
export const schoolList = <S extends TSchema>(
  endpoint: AnyEndpoint,
  summary: string,
  item: S,
  find: (db: Queryable, schoolId: string) => Promise<Static<S>[]>,
): SchoolRead => ({ kind: 'list', endpoint, summary, item, find });

/** A route for one record by id; the query's row is held to the schema here, where the two meet. */
export const schoolRecord = <S extends TSchema>(
  endpoint: AnyEndpoint,
  noun: string,
  summary: string,
  schema: S,
  find: (db: Queryable, schoolId: string, id: string) => Promise<Static<S> | undefined>,
): SchoolRead => ({ kind: 'record', endpoint, noun, summary, schema, find });

/** Registers each read, in order, open to `access`. */
export function registerSchoolReads(api: ServiceApp, access: RouteAccess, reads: SchoolRead[]): void {
  const { db } = api;
  const route = routesOn(api);
  for (const read of reads) {
    if (read.kind === 'list') {
      route(
        read.endpoint,
        { access, schema: { summary: read.summary, response: answers(ListOf(read.item)) } },
        async (request) => read.find(db, scopeOf(request).schoolId),
      );
      continue;
    }
    const idName = paramNamesOf(read.endpoint.path).at(-1)!;
    route(
      read.endpoint,
      {
        access,
        schema: { summary: read.summary, params: Params({ [idName]: Uuid(`${read.noun} id`) }), response: answers(read.schema, 400, 404) },
      },
      async (request) => {
        const id = (request.params as Record<string, string>)[idName];
        const found = await read.find(db, scopeOf(request).schoolId, id);
        if (!found) throw httpErrors.notFound(`No ${read.noun} with id ${id} was found in your school.`);
        return found;
      },
    );
  }
}
