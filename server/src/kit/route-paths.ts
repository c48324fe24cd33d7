// Every service registers its routes from the contracts' path constants, the ones the browser calls,
// so a path is written once (decision 0010; test/route-paths.test.ts holds the two to one set). A
// constant is relative to the service's base URL, and a function of its parameters where it has some.
type PathFunction = (...args: never[]) => string;

/**
 * The route of a contracts path: `'v2/Teacher/All'` is `/v2/Teacher/All`; a path function's route
 * names its parameters in order, `routeOf(HOMEWORK_PATHS.get, 'id')` is
 * `/v3/HomeworkManagement/GetHomework/:id`.
 */
export function routeOf(path: string): `/${string}`;
export function routeOf(path: PathFunction, ...names: [string, ...string[]]): `/${string}/:${string}`;
export function routeOf(path: string | PathFunction, ...names: string[]): string {
  if (typeof path === 'string') return `/${path}`;
  if (path.length !== names.length) throw new Error(`A path of ${path.length} parameters was given ${names.length} names.`);
  // The function encodes each argument as a segment; decoding turns ':name' back from '%3Aname'.
  return `/${decodeURIComponent((path as (...args: string[]) => string)(...names.map((name) => `:${name}`)))}`;
}
