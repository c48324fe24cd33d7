// Asks before unsaved work is thrown away, as any editor does (the homework form, the message
// composer): on closing or reloading the tab (the browser's own question), on any route change the
// single-spa host makes (the menu, Back, a link) and on the form's own Cancel.
import { Modal } from 'antd';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';

export const LEAVE_CONFIRM = {
  title: 'Leave without saving?',
  content: 'Your changes have not been saved. If you leave now, they will be lost.',
  okText: 'Leave',
  cancelText: 'Stay',
} as const;

/** single-spa's before-routing-event detail (single-spa 5.9+): the navigation can be cancelled. */
interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';

export interface LeaveGuard {
  /** The modal's place in the tree. */
  holder: ReactElement;
  /** Runs `leave` at once when nothing is unsaved, else after the teacher confirms. */
  confirmLeave(leave: () => void): void;
  /** The page is leaving on purpose (saved): nothing is asked from now on. */
  release(): void;
}

export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const [modal, holder] = Modal.useModal();
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const released = useRef(false);
  const asking = useRef(false);
  const mustAsk = () => unsavedRef.current && !released.current;

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!mustAsk()) return leave();
      if (asking.current) return;
      asking.current = true;
      void modal.confirm({
        ...LEAVE_CONFIRM,
        // Focus starts on Stay, so Enter keeps the work.
        focusable: { autoFocusButton: 'cancel' },
        okButtonProps: { danger: true },
        onOk: () => {
          released.current = true;
          leave();
        },
        afterClose: () => (asking.current = false),
      });
    },
    [modal],
  );

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (mustAsk()) event.preventDefault();
    };
    const beforeRouting = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<RoutingEventDetail>).detail ?? {};
      if (!mustAsk() || !cancelNavigation || !newUrl || newUrl === oldUrl) return;
      cancelNavigation(true);
      confirmLeave(() => window.location.assign(newUrl));
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener(BEFORE_ROUTING_EVENT, beforeRouting);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener(BEFORE_ROUTING_EVENT, beforeRouting);
    };
  }, [confirmLeave]);

  const release = useCallback(() => void (released.current = true), []);
  return { holder, confirmLeave, release };
}
