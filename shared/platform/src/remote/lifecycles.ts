import type { ComponentType } from 'react';
import type { ReactAppOrParcel } from 'single-spa-react';

/** What a remote's app.tsx exports: single-spa's application lifecycles. */
export type RemoteLifecycles = Pick<ReactAppOrParcel<object>, 'bootstrap' | 'mount' | 'unmount'>;

/** A remote's pages, one per route path of its contract.json ('/homework/edit/:homeworkId' → page). */
export type RemotePages = Record<string, ComponentType>;
