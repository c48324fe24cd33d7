/**
 * Keyboard marking (decision 0026: every marking action without the mouse). Single letters and digits
 * only act outside text fields, so typing a grade or comment never triggers them; Ctrl+Enter (Cmd+Enter
 * on a Mac) and Ctrl+/ (the comment bank, decision 0035) are the two that work inside the grade and
 * comment, because saving from there, and inserting at the comment's cursor, are their point. j/k are the Canvas/Gmail keys and are not screen-reader commands in focus mode; Alt+arrows
 * are avoided as they are the browser's Back/Forward.
 */
import { COMMENT_BANK_SHORTCUT, type MarkingView } from '@homework/contracts';
import type { MarkingKey } from '../../../messages';

export type MarkingAction =
  | { kind: 'previous' }
  | { kind: 'next' }
  | { kind: 'handIn' }
  | { kind: 'focusGrade' }
  | { kind: 'focusComment' }
  | { kind: 'saveAndNext' }
  | { kind: 'switchView'; view: MarkingView }
  | { kind: 'commentBank' }
  | { kind: 'help' };

export interface ShortcutHelp {
  /** Its keys, each the same in every language; more than one are alternatives, joined by the catalogue's "or". */
  keys: readonly string[];
  /** What it does: its message's key. */
  does: MarkingKey;
}

/** What the `?` dialog lists, in the order a teacher uses them. */
export const SHORTCUT_HELP: readonly ShortcutHelp[] = [
  { keys: ['j'], does: 'keys.next' },
  { keys: ['k'], does: 'keys.previous' },
  { keys: ['h'], does: 'keys.handIn' },
  { keys: ['g'], does: 'keys.grade' },
  { keys: ['c'], does: 'keys.comment' },
  { keys: ['Ctrl+Enter'], does: 'keys.save' },
  { keys: COMMENT_BANK_SHORTCUT.help, does: 'keys.bank' },
  { keys: ['1, 2, 3'], does: 'keys.tabs' },
  { keys: ['?'], does: 'keys.help' },
];

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The event's target is a field that takes typing (input, textarea, select, contenteditable). */
  inField: boolean;
}

const VIEW_KEYS: Record<string, MarkingView> = { '1': 'notHandedIn', '2': 'handedIn', '3': 'marked' };

const LETTERS: Record<string, MarkingAction> = {
  j: { kind: 'next' },
  k: { kind: 'previous' },
  h: { kind: 'handIn' },
  g: { kind: 'focusGrade' },
  c: { kind: 'focusComment' },
  b: { kind: 'commentBank' },
  '?': { kind: 'help' },
};

/** The action a key press asks for, or null when it is not a marking shortcut here. */
export function shortcutFor(input: KeyInput): MarkingAction | null {
  if (input.key === 'Enter' && (input.ctrlKey || input.metaKey) && !input.altKey) return { kind: 'saveAndNext' };
  // The bank opens from inside the comment too, to insert at its cursor: Ctrl+/ types nothing there.
  if (input.key === '/' && (input.ctrlKey || input.metaKey) && !input.altKey) return { kind: 'commentBank' };
  if (input.inField || input.ctrlKey || input.metaKey || input.altKey) return null;
  const view = VIEW_KEYS[input.key];
  if (view) return { kind: 'switchView', view };
  return LETTERS[input.key] ?? null;
}

/** Whether an element takes typing, so single-key shortcuts must leave it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}
