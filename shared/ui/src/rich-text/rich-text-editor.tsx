// Rich-text description editor. Quill is loaded on first use (a chunk of its own), so pages that only
// show descriptions do not download it. While it loads a plain box of the same size is shown; if it
// cannot load at all, the description can still be written as plain text.
import { Component, type ReactNode } from 'react';
import { Input, Skeleton } from 'antd';
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';
import { descriptionText } from '@homework/contracts';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { editorMessages } from './messages';


// Not React.lazy: its Suspense would hold a loaded editor back for up to 300 ms (moduleLoader).
const quillEditorLoader = moduleLoader(() => import('./quill-editor').then((m) => m.default));

function LoadedQuillEditor(props: RichTextEditorProps) {
  const QuillEditor = useLoadedModule(quillEditorLoader);
  const t = editorMessages.useMessages();
  return QuillEditor ? <QuillEditor {...props} /> : <Skeleton.Input active block style={{ height: 200 }} aria-label={t('editor.loading')} />;
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <EditorLoadBoundary fallback={<PlainTextEditor {...props} />}>
      <LoadedQuillEditor {...props} />
    </EditorLoadBoundary>
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as the editor would write it: a paragraph per line. */
export const plainTextToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '<p><br></p>'))
    .join('');

/** The fallback when the editor's code cannot be loaded: the text of the description, in a text area. */
function PlainTextEditor({ value, onChange, id, status, placeholder, ariaLabel }: RichTextEditorProps) {
  const t = editorMessages.useMessages();
  return (
    <Input.TextArea
      id={id}
      rows={8}
      status={status}
      placeholder={placeholder}
      aria-label={ariaLabel ?? t('editor.description')}
      defaultValue={descriptionText(value).replace(/\u00a0/g, ' ')}
      onChange={(event) => onChange(plainTextToHtml(event.target.value))}
    />
  );
}

class EditorLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The rich-text editor could not be loaded; plain text is offered instead.', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
