// A remote's routes in one table (decision 0029): for each route its address (path and href), title,
// access rule, menu entry, page and loader. The remote's router and loaders are made from it in the
// browser, and its build writes the contract.json the shell reads from it (tools/webpack/contract.mjs).
// Pure: pages and loaders are whatever the remote gives (React components, functions), never called here.
import type { AccessRuleName, ContractTexts, RemoteContract, RemoteMenuEntry, RemoteRoute } from './remotes';

/** The names of a path's parameters: '/homework/edit/:homeworkId' → 'homeworkId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, each a string: '/homework/edit/:homeworkId' → { homeworkId: string }. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

/** A query added to an address: each value encoded; an undefined one left out. */
export type AddressQuery = Readonly<Record<string, string | undefined>>;

/** One page of the suite, as every package links to it: its path pattern and the address of one page. */
export interface PageAddress<P extends string = string> {
  /** The router's path pattern, react-router style: '/homework/edit/:homeworkId'. */
  readonly path: P;
  /** The hash path of one page, each parameter encoded: href({ homeworkId: 'h 1' }) → '/homework/edit/h%201'. */
  readonly href: [ParamNames<P>] extends [never] ? (query?: AddressQuery) => string : (params: PathParams<P>, query?: AddressQuery) => string;
}

function withQuery(path: string, query: AddressQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length === 0 ? path : `${path}?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The address of the pages at `path`; its parameters are named in the pattern (':homeworkId'). */
export function pageAddress<P extends string>(path: P): PageAddress<P> {
  const hasParams = path.includes(':');
  const href = hasParams
    ? (params: Record<string, string>, query?: AddressQuery) =>
        withQuery(
          path.replace(/:(\w+)/g, (_match, name: string) => {
            const value = params[name];
            if (value === undefined) throw new Error(`${path}: no value for :${name}`);
            return encodeURIComponent(value);
          }),
          query,
        )
    : (query?: AddressQuery) => withQuery(path, query);
  return { path, href: href as PageAddress<P>['href'] };
}

/** A route of a remote's table: its address, what the shell needs to know of it, and its page. */
export interface RouteDefinition<Page = unknown, Loader = unknown> extends Omit<RemoteRoute, 'path'> {
  readonly address: PageAddress;
  /** The route's entry in the shell's menu, when it has one; it needs the route's access rule. */
  readonly menu?: Omit<RemoteMenuEntry, 'path' | 'access'>;
  /** What is drawn at the route. */
  readonly page: Page;
  /** What the page reads before it renders, asked for when the remote starts for this route. */
  readonly loader?: Loader;
}

export interface RouteTable<Page = unknown, Loader = unknown> {
  /** The outer breadcrumb of every route, e.g. 'Homework'. */
  readonly section: string;
  readonly routes: Readonly<Record<string, RouteDefinition<Page, Loader>>>;
}

/** A remote's table, typed as written, so that `routes.edit.address.href(…)` knows its parameters. */
export const defineRoutes = <T extends RouteTable>(table: T): T => table;

/**
 * A remote's words for its contract in one language: its catalogue's `route.section`,
 * `route.<route>.title` and `route.<route>.menu` messages, by path; none it lacks.
 */
export function contractTextsOf(table: RouteTable, catalogue: Readonly<Record<string, unknown>>): ContractTexts {
  const text = (key: string) => (typeof catalogue[key] === 'string' ? (catalogue[key] as string) : undefined);
  const byPath = (what: 'title' | 'menu') =>
    Object.fromEntries(
      Object.entries(table.routes).flatMap(([route, { address, menu }]) => {
        const found = text(`route.${route}.${what}`);
        return found !== undefined && (what === 'title' || menu) ? [[address.path, found]] : [];
      }),
    );
  const section = text('route.section');
  return { ...(section === undefined ? {} : { section }), titles: byPath('title'), menu: byPath('menu') };
}

/**
 * The contract the shell reads (contract.json, remotes.json) of the table of container `name`, with
 * its words in the other languages' catalogues given (`{ cy: <the remote's Welsh catalogue> }`).
 */
export function contractOf(table: RouteTable, name: string, catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {}): RemoteContract {
  const entries = Object.values(table.routes);
  const routes = entries.map(({ address, title, access, titleQueryParam, firstScreenChunks }) => ({
    path: address.path,
    title,
    access,
    ...(titleQueryParam === undefined ? {} : { titleQueryParam }),
    ...(firstScreenChunks === undefined ? {} : { firstScreenChunks }),
  }));
  const menu = entries.flatMap(({ address, access, menu: entry }) =>
    entry ? [{ label: entry.label, path: address.path, parent: entry.parent, order: entry.order, access: access satisfies AccessRuleName }] : [],
  );
  const languages = Object.entries(catalogues);
  return { name, section: table.section, routes, menu, ...(languages.length === 0 ? {} : { texts: Object.fromEntries(languages.map(([language, catalogue]) => [language, contractTextsOf(table, catalogue)])) }) };
}
