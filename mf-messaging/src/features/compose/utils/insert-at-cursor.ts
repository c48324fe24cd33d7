// A merge tag (or a link's markup) put where the cursor is: over the selected text when there is a
// selection, at the end when the field has never had the cursor.

export interface Selection {
  start: number;
  end: number;
}

export interface Inserted {
  text: string;
  /** Where the cursor goes: just after what was inserted. */
  caret: number;
}

export function insertAtCursor(text: string, insert: string, selection: Selection | null): Inserted {
  const clamp = (at: number) => Math.max(0, Math.min(text.length, at));
  const start = clamp(selection?.start ?? text.length);
  const end = Math.max(start, clamp(selection?.end ?? text.length));
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
