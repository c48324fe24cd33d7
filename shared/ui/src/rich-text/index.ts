export { RichTextEditor, plainTextToHtml } from './rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor-props';
export { EDITOR_KEYS_HINT } from './editor-keys';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitiseDescription } from './sanitise-description';
export { linkMarkup, normaliseWebAddress } from './link-markup';
export { AddLinkForm, type AddLinkFormProps } from './link-forms';
