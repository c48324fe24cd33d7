import { moduleLoader } from '@homework/platform/remote';

// The Export marks dialog loads when first opened, never with the marking view's first screen. Not
// React.lazy: its Suspense would hold a ready dialog back (moduleLoader).
export const exportDialogLoader = moduleLoader(() => import(/* webpackChunkName: "marks-out" */ './export-marks-dialog'));
