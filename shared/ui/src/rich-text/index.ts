export { RichTextEditor, plainTextToHtml, type RichTextEditorProps } from './rich-text-editor';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitiseDescription } from './sanitise-description';
export { linkMarkup, normaliseWebAddress } from './link-markup';
