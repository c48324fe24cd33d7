// The rich-text editor proper: Quill 2 through react-quill-new, loaded only where a page edits
// (rich-text-editor.tsx imports this file lazily). Toolbar: headings, bold, italic, underline,
// ordered and bullet lists, blockquote, code, link, undo, redo, and 'Add Link'.
import { Button, Popover, theme } from 'antd';
import type Quill from 'quill';
import icons from 'quill/ui/icons';
import { useEffect, useId, useMemo, useRef, useState, type ButtonHTMLAttributes, type Ref } from 'react';
import ReactQuill from 'react-quill-new';
import { addEditorStylesheet, editorCss } from './editor-styles';
import { AddLinkForm, WebAddressForm } from './link-forms';
import { TAB_BINDINGS_OFF } from './editor-keys';
import { useOwnTextLang } from '@homework/platform/messages';
import { editorMessages } from './messages';
import { ordinarySpaces } from './ordinary-spaces';
import type { RichTextEditorProps } from './rich-text-editor-props';

/** What the editor keeps; anything else (pasted images, colours, fonts) is dropped on paste. */
const FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'blockquote', 'code', 'code-block', 'link'];

interface Range {
  index: number;
  length: number;
}

const UNDO_ICON =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"/><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"/></svg>';
const REDO_ICON =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"/><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"/></svg>';

interface ToolProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  format: string;
  value?: string;
  label: string;
  icon: string;
  /** A popout anchors on the button (React 19 passes ref as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** A toolbar button Quill drives (its class names the format); the icon is Quill's own. */
function Tool({ format, value, label, icon, ref, ...rest }: ToolProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      className={`hw-tool ql-${format}`}
      value={value}
      aria-label={label}
      title={label}
      dangerouslySetInnerHTML={{ __html: icon }}
    />
  );
}

export default function QuillEditor({ value, onChange, id, status, placeholder, ariaLabel: givenLabel }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const t = editorMessages.useMessages();
  const ownLang = useOwnTextLang();
  const ariaLabel = givenLabel ?? t('editor.description');
  const editor = useRef<ReactQuill>(null);
  const lastRange = useRef<Range | null>(null);
  const [addLinkOpen, setAddLinkOpen] = useState<{ text: string } | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const ownId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const toolbarId = `hw-rich-text-toolbar-${ownId}`;
  const hintId = `hw-rich-text-keys-${ownId}`;

  useEffect(
    () =>
      addEditorStylesheet(
        editorCss({
          border: token.colorBorder,
          error: token.colorError,
          primary: token.colorPrimary,
          text: token.colorText,
          placeholder: token.colorTextPlaceholder,
          hover: token.colorFillTertiary,
          radius: token.borderRadius,
        }),
      ),
    [token],
  );

  const quill = (): Quill | null => editor.current?.getEditor() ?? null;
  // The form holds the HTML with ordinary spaces; Quill is given back its own HTML for that value,
  // or it would take the difference for an outside change and move the cursor.
  const emitted = useRef<{ raw: string; clean: string } | null>(null);
  const editorValue = emitted.current && value === emitted.current.clean ? emitted.current.raw : value;
  // The toolbar's handlers are fixed when Quill starts; they reach the current state through this.
  const openLinkForm = useRef(() => setLinkOpen(true));

  // Changing modules restarts Quill, so they are made once per editor.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${toolbarId}`,
        handlers: {
          undo(this: { quill: Quill }) {
            this.quill.history.undo();
          },
          redo(this: { quill: Quill }) {
            this.quill.history.redo();
          },
          link(this: { quill: Quill }, on: boolean) {
            if (on) openLinkForm.current();
            else this.quill.format('link', false, 'user');
          },
        },
      },
      history: { delay: 1000, maxStack: 100, userOnly: true },
      // Tab must move on to the next field (WCAG 2.1.2, no keyboard trap).
      keyboard: { bindings: TAB_BINDINGS_OFF },
    }),
    [toolbarId],
  );

  // Quill owns its editing area: name it for assistive technology and for the form (id, errors).
  useEffect(() => {
    const root = quill()?.root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', ariaLabel);
    // Beside any ids the form describes the area with (its error message).
    const described = new Set((root.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    if (!described.has(hintId)) root.setAttribute('aria-describedby', [...described, hintId].join(' '));
    if (id) root.id = id;
    if (status === 'error') root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    // What is written in it is the teacher's own text, in the school's language.
    if (ownLang) root.setAttribute('lang', ownLang);
    else root.removeAttribute('lang');
  });

  /** Where the cursor was before a popout took the focus (the end when the editor was never used). */
  const insertionRange = (q: Quill): Range => lastRange.current ?? { index: Math.max(0, q.getLength() - 1), length: 0 };

  /**
   * A popout closed without a change (Cancel, Escape, nothing to insert) puts the focus back in the
   * editor, with the cursor or selection it had, as Insert and Apply do: the teacher goes on writing
   * and Tab goes on to the next field. Quill's setSelection focuses its area.
   */
  const backToEditor = (q: Quill) => {
    const range = insertionRange(q);
    q.setSelection(range.index, range.length, 'api');
  };

  const openAddLink = () => {
    const q = quill();
    const range = q ? insertionRange(q) : null;
    setAddLinkOpen({ text: q && range && range.length > 0 ? q.getText(range.index, range.length) : '' });
  };

  const insertMarkup = (markup: string | null) => {
    setAddLinkOpen(null);
    const q = quill();
    if (!q) return;
    if (!markup) {
      backToEditor(q);
      return;
    }
    const range = insertionRange(q);
    // The selected text was offered as the display text, so the markup takes its place.
    if (range.length > 0) q.deleteText(range.index, range.length, 'user');
    q.insertText(range.index, markup, 'user');
    q.setSelection(range.index + markup.length, 0, 'user');
  };

  const applyLink = (address: string | null) => {
    setLinkOpen(false);
    const q = quill();
    if (!q) return;
    if (!address) {
      backToEditor(q);
      return;
    }
    const range = insertionRange(q);
    if (range.length > 0) q.formatText(range.index, range.length, 'link', address, 'user');
    else q.insertText(range.index, address, { link: address }, 'user');
    q.setSelection(range.index + (range.length > 0 ? range.length : address.length), 0, 'user');
  };

  return (
    <div className={`hw-rich-text${status === 'error' ? ' hw-rich-text-error' : ''}`}>
      <div id={toolbarId} className="ql-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <span className="ql-formats">
          <Tool format="header" value="1" label={t('editor.heading', { level: 1 })} icon={icons.header['1']} />
          <Tool format="header" value="2" label={t('editor.heading', { level: 2 })} icon={icons.header['2']} />
          <Tool format="header" value="3" label={t('editor.heading', { level: 3 })} icon={icons.header['3']} />
        </span>
        <span className="ql-formats">
          <Tool format="bold" label={t('editor.bold')} icon={icons.bold} />
          <Tool format="italic" label={t('editor.italic')} icon={icons.italic} />
          <Tool format="underline" label={t('editor.underline')} icon={icons.underline} />
        </span>
        <span className="ql-formats">
          <Tool format="list" value="ordered" label={t('editor.numbered')} icon={icons.list.ordered} />
          <Tool format="list" value="bullet" label={t('editor.bulleted')} icon={icons.list.bullet} />
        </span>
        <span className="ql-formats">
          <Tool format="blockquote" label={t('editor.quote')} icon={icons.blockquote} />
          <Tool format="code-block" label={t('editor.code')} icon={icons['code-block']} />
        </span>
        <span className="ql-formats">
          <Popover
            open={linkOpen}
            onOpenChange={(open) => !open && applyLink(null)}
            trigger={[]}
            destroyOnHidden
            content={<WebAddressForm onDone={applyLink} />}
          >
            <Tool format="link" label={t('editor.link')} icon={icons.link} />
          </Popover>
        </span>
        <span className="ql-formats">
          <Tool format="undo" label={t('editor.undo')} icon={UNDO_ICON} />
          <Tool format="redo" label={t('editor.redo')} icon={REDO_ICON} />
        </span>
        <span className="ql-formats">
          <Popover
            open={addLinkOpen !== null}
            onOpenChange={(open) => !open && insertMarkup(null)}
            trigger={[]}
            destroyOnHidden
            title={t('link.add')}
            content={addLinkOpen && <AddLinkForm initialText={addLinkOpen.text} onDone={insertMarkup} />}
          >
            <Button size="small" onClick={openAddLink}>
              {t('link.add')}
            </Button>
          </Popover>
        </span>
      </div>
      <ReactQuill
        ref={editor}
        theme=""
        value={editorValue}
        onChange={(html) => {
          const clean = ordinarySpaces(html);
          emitted.current = { raw: html, clean };
          onChange(clean);
        }}
        onChangeSelection={(range) => {
          if (range) lastRange.current = { index: range.index, length: range.length };
        }}
        modules={modules}
        formats={FORMATS}
        placeholder={placeholder}
      />
      <span id={hintId} hidden>
        {t('editor.keys')}
      </span>
    </div>
  );
}
