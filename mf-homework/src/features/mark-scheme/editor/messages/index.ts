// The mark schemes editor's messages (decision 0040), loaded with the editor's chunk; Welsh its own chunk.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const editorMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "mark-scheme-editor-cy" */ './cy') });
export const useEditorMessages = editorMessages.useMessages;
