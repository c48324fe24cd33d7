// Merge tags and links go in at the cursor of the subject or message field the teacher was last in
// (02 §2.6). The cursor is remembered as it moves, because a click on a chip takes the focus from the
// field; afterwards the field has the focus back with the cursor just after what went in.
import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { insertAtCursor, type Selection } from '../utils/insert-at-cursor';

/** The Welsh fields are there when a message is written in both languages. */
export type TextField = 'subject' | 'message' | 'subjectCy' | 'messageCy';
type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface Cursor extends Selection {
  field: TextField;
}

export function useTagInsertion(values: Record<TextField, string>, change: (field: TextField, text: string) => void) {
  const controls = useRef<Partial<Record<TextField, TextControl | null>>>({});
  const cursor = useRef<Cursor | null>(null);
  const pending = useRef<Cursor | null>(null);

  useLayoutEffect(() => {
    const after = pending.current;
    if (!after) return;
    pending.current = null;
    const control = controls.current[after.field];
    control?.focus();
    control?.setSelectionRange(after.start, after.end);
  });

  /** Props for a field's control: where its cursor is, kept as it moves. */
  const track = (field: TextField) => {
    const remember = (event: SyntheticEvent<TextControl>) => {
      const control = event.currentTarget;
      cursor.current = { field, start: control.selectionStart ?? control.value.length, end: control.selectionEnd ?? control.value.length };
    };
    return { onSelect: remember, onFocus: remember, onBlur: remember };
  };

  /** The text selected in a field, offered as a link's display text. */
  const selectedText = (field: TextField) => {
    const at = cursor.current?.field === field ? cursor.current : null;
    return at ? values[field].slice(Math.min(at.start, at.end), Math.max(at.start, at.end)) : '';
  };

  /** Puts `text` at the cursor of the field last in (the message when neither has been). */
  const insert = (text: string, field: TextField = cursor.current?.field ?? 'message') => {
    const at = cursor.current?.field === field ? cursor.current : null;
    const result = insertAtCursor(values[field], text, at);
    change(field, result.text);
    cursor.current = { field, start: result.caret, end: result.caret };
    pending.current = cursor.current;
  };

  /** Back into a field, with the cursor where it was. */
  const refocus = (field: TextField) => {
    pending.current = cursor.current?.field === field ? cursor.current : { field, start: values[field].length, end: values[field].length };
    const control = controls.current[field];
    control?.focus();
    control?.setSelectionRange(pending.current.start, pending.current.end);
    pending.current = null;
  };

  /** Into a field with `start`..`end` selected (a tag to be typed over). */
  const select = (field: TextField, start: number, end: number) => {
    cursor.current = { field, start, end };
    const control = controls.current[field];
    control?.focus();
    control?.setSelectionRange(start, end);
  };

  const register = (field: TextField) => (control: TextControl | null) => {
    controls.current[field] = control;
  };

  return { track, insert, selectedText, register, refocus, select };
}
