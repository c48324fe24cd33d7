// The editor's keys: Tab leaves the editing area as it leaves any field (WCAG 2.1.2, no keyboard
// trap), and the area says so.
import { editorMessages } from './messages';

/** Quill's keyboard bindings that take Tab and Shift+Tab (indent, tab character): off, so Tab leaves the editor. */
export const TAB_BINDINGS_OFF = {
  tab: false,
  indent: false,
  outdent: false,
  'indent code-block': false,
  'outdent code-block': false,
  'remove tab': false,
  'table tab': false,
} as const;

/**
 * How a keyboard user leaves the editing area, given as its accessible description: many editors
 * keep Tab for indenting, and a screen reader user cannot tell which kind this one is.
 */
export const EDITOR_KEYS_HINT = editorMessages.format('editor.keys', undefined, 'en');
