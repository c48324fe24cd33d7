// The editor's props, apart from both editors (the loader and the Quill chunk it loads) so that
// neither imports the other's file for them.
export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  /** Put on the editing area, so that a form can focus it and scroll to it. */
  id?: string;
  status?: 'error';
  placeholder?: string;
  ariaLabel?: string;
}
