import { moduleLoader } from '@homework/platform/remote';

// Not React.lazy: its Suspense would hold charts that are ready back for up to 300 ms (moduleLoader).
// One loader for the page and its route's loader (dashboard-loader.ts): the chunk is asked for once.
export const chartsLoader = moduleLoader(() => import(/* webpackChunkName: "dashboard-charts" */ './charts'));
