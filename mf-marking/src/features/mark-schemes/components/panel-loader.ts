import { moduleLoader } from '@homework/platform/remote';

// The levels' panel, with the scheme's rules and texts, loads only for a homework that has a scheme,
// never with the marking view's first screen. Not React.lazy: its Suspense would hold a ready panel back.
export const schemePanelLoader = moduleLoader(() => import(/* webpackChunkName: "mark-scheme" */ './mark-scheme-panel'));
