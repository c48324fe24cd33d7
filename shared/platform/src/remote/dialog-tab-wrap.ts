// Tab in an open dialog wraps from its last control to its first (and Shift+Tab back). antd's
// dialogs keep the focus inside only once it has left: Tab from the last button first went out of
// the page (the browser's own stop, where nothing is focused) and only the next Tab came back to the
// first control, one invisible stop a keyboard user could not see (docs/teacher-week.md, week 2
// item 19).

/** What can take the focus by Tab, as the browser counts it (a visible check follows). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Where Tab (or Shift+Tab) from `active` goes instead of leaving the dialog; null when the browser's own move stays inside it. */
export function wrapTarget<T>(tabbable: readonly T[], active: T | null, backwards: boolean): T | null {
  if (tabbable.length === 0) return null;
  const first = tabbable[0]!;
  const last = tabbable[tabbable.length - 1]!;
  if (!backwards && active === last) return first;
  if (backwards && active === first) return last;
  return null;
}

/** The dialog the keyboard is in: the last open modal one (a question over a dialog is after it). */
function openDialog(doc: Document): HTMLElement | null {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')].filter((dialog) =>
    dialog.checkVisibility(),
  );
  return dialogs[dialogs.length - 1] ?? null;
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const doc = (event.target as Node | null)?.ownerDocument ?? document;
  const dialog = openDialog(doc);
  const active = doc.activeElement;
  if (!dialog || !(active instanceof HTMLElement) || !dialog.contains(active)) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0 && element.checkVisibility());
  const target = wrapTarget(tabbable, active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

let installed = 0;

/** Installs the wrap once for the page (every root's theme asks; one listener serves them all); returns its removal. */
export function installDialogTabWrap(win: Window = window): () => void {
  if (installed++ === 0) win.addEventListener('keydown', onKeyDown, true);
  return () => {
    if (--installed === 0) win.removeEventListener('keydown', onKeyDown, true);
  };
}
