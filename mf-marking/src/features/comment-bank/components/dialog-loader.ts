import { moduleLoader } from '@homework/platform/remote';

// The bank's dialog, its search and its questions load when the bank is first opened, never with the
// marking view's first screen. Not React.lazy: its Suspense would hold a ready dialog back (moduleLoader).
export const bankDialogLoader = moduleLoader(() => import(/* webpackChunkName: "comment-bank" */ './comment-bank-dialog'));
