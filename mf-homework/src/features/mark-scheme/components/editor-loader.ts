import { moduleLoader } from '@homework/platform/remote';

// The schemes' editor loads when Mark schemes… is first opened, never with the form's first screen.
export const editorLoader = moduleLoader(() => import(/* webpackChunkName: "mark-scheme-editor" */ './mark-scheme-editor'));
