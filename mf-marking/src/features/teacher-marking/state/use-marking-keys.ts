// Listens for the marking shortcuts on the document while the marking view is mounted.
import { useEffect, useRef } from 'react';
import { isTypingTarget, shortcutFor, type MarkingAction } from '../utils/shortcuts';

/**
 * Calls onAction for each marking shortcut pressed. The latest onAction is used without
 * re-subscribing; a key the page acts on does not also reach the browser (no 'j' typed elsewhere,
 * no Ctrl+Enter newline). Keys already handled (an open menu's Escape, for one) are left alone.
 */
export function useMarkingKeys(onAction: (action: MarkingAction) => void, enabled = true): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField: isTypingTarget(event.target),
      });
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
