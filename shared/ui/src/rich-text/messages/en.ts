// The rich-text editor's English (01 "Editor pieces"; decision 0040): its toolbar, link popouts and
// plain-text stand-in, in the forms' bytes only.
const en = {
  'editor.loading': 'Loading the editor',
  'editor.description': 'Description',
  'editor.keys': 'Tab moves to the next field; Shift+Tab to the formatting toolbar.',
  'editor.toolbar': 'Formatting',
  'editor.heading': 'Heading {level}',
  'editor.bold': 'Bold',
  'editor.italic': 'Italic',
  'editor.underline': 'Underline',
  'editor.numbered': 'Numbered list',
  'editor.bulleted': 'Bulleted list',
  'editor.quote': 'Quote',
  'editor.code': 'Code',
  'editor.link': 'Link',
  'editor.undo': 'Undo',
  'editor.redo': 'Redo',
  'link.add': 'Add Link',
  'link.text': 'Display text',
  'link.address': 'Web address',
  'link.invalid': 'Enter a web address such as https://www.example.com',
  'link.selected': 'The selected text links to this address.',
  'link.insert': 'Insert',
  'link.apply': 'Apply',
  'link.cancel': 'Cancel',
};

export type EditorMessages = typeof en;
export default en;
