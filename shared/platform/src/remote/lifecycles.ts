import type { ComponentType } from 'react';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { RouteTable } from '@homework/contracts';

/** What a remote's app.tsx exports: single-spa's application lifecycles. */
export type RemoteLifecycles = Pick<ReactAppOrParcel<object>, 'bootstrap' | 'mount' | 'unmount'>;

/** How the page being opened was reached: its route's parameters, the address's query and the state the link carried. */
export interface RouteArrival {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  state: unknown;
}

/**
 * What a route's page will read, asked for into the suite's cache with the page's own queries
 * (`ensureQueryData`) when the remote starts for that page, before the page renders or its code has
 * loaded; the page then finds it there. A failure is left to the page, which asks again.
 */
export type RouteLoader = (arrival: RouteArrival) => unknown;

/** A remote's routes (src/routes.tsx): each with its address, title, access rule, menu entry, page and loader. */
export type RemoteRouteTable = RouteTable<ComponentType, RouteLoader>;
