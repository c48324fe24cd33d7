// The rich-text editor's messages (decision 0040), with the forms that use it; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const editorMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "ui-editor-cy" */ './cy') });
