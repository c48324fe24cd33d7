// Asks before unsaved work is thrown away, as any editor does (the homework form, the message
// composer): on closing or reloading the tab (the browser's own question), on any route change the
// single-spa host makes (the menu, Back, a link) and on the form's own Cancel.
import { Modal } from 'antd';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { SIGNED_OUT_HASH } from '@homework/platform/auth';
import { unsavedMessages } from './messages';

/** The question in English, as the editors' tests read it; the page asks it in its own language. */
export const LEAVE_CONFIRM = {
  title: unsavedMessages.format('leave.title', undefined, 'en'),
  content: unsavedMessages.format('leave.content', undefined, 'en'),
  okText: unsavedMessages.format('leave.ok', undefined, 'en'),
  cancelText: unsavedMessages.format('leave.cancel', undefined, 'en'),
};

/** single-spa's before-routing-event detail (single-spa 5.9+): the navigation can be cancelled. */
interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';

const isSignedOutPage = (url: string) => new URL(url, window.location.href).hash.split('?')[0].toLowerCase() === SIGNED_OUT_HASH;
/** Tasks to wait for single-spa's rewrite of the address after a cancel (it comes in the first). */
const REWRITE_TRIES = 10;

/** The Navigation API's one figure the guard reads (Chromium, Firefox 147+, Safari 26.2+). */
interface NavigationEntries {
  currentEntry: { index: number } | null;
}
const entryIndex = (): number | undefined => (window as { navigation?: NavigationEntries }).navigation?.currentEntry?.index;

export interface LeaveGuard {
  /** The modal's place in the tree. */
  holder: ReactElement;
  /** Runs `leave` at once when nothing is unsaved, else after the teacher confirms. */
  confirmLeave(leave: () => void): void;
  /** The page is leaving on purpose (saved): nothing is asked from now on. */
  release(): void;
}

/**
 * A cancelled navigation, set right in the history. single-spa cancels by writing the page's address
 * over the entry the browser is on by then: after Back, the entry before (so the next Back skipped a
 * page); after a link, a copy of the page. Given where the page's entry is, the entry is given its
 * own address back (the native replaceState, which single-spa does not route on) and the browser
 * goes back to the page's entry; answers how to go where the teacher was going, or undefined when
 * the browser cannot say where its entries are.
 */
function undoCancelledMove(pageIndex: number | undefined, oldUrl: string, newUrl: string): (() => void) | undefined {
  const movedTo = entryIndex();
  if (pageIndex === undefined || movedTo === undefined || movedTo === pageIndex) return undefined;
  const state: unknown = window.history.state;
  // single-spa rewrites the address once its cancel's promises settle (microtasks), then routes to
  // nothing new and tells no one (no routing event): a task later, the rewrite has been made.
  const putBack = (tries: number) =>
    window.setTimeout(() => {
      if (window.location.href !== oldUrl && tries > 0) return putBack(tries - 1);
      if (window.location.href === oldUrl) History.prototype.replaceState.call(window.history, state, '', newUrl);
      window.history.go(pageIndex - movedTo);
    }, 0);
  putBack(REWRITE_TRIES);
  return () => window.history.go(movedTo - pageIndex);
}

export interface LeaveGuardOptions {
  /** The teacher chose Leave: what is kept of the work goes too (the question says it will be lost). */
  onLeave?: () => void;
}

export function useLeaveGuard(unsaved: boolean, options: LeaveGuardOptions = {}): LeaveGuard {
  const [modal, holder] = Modal.useModal();
  // Read when the question is asked, in the page's language then.
  const texts = unsavedMessages.useMessages();
  const t = useRef(texts);
  t.current = texts;
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const released = useRef(false);
  const asking = useRef(false);
  const mustAsk = () => unsavedRef.current && !released.current;
  const onLeave = useRef(options.onLeave);
  onLeave.current = options.onLeave;
  // The page's own history entry, read while the teacher is on it (work begun, or the page shown).
  const pageIndex = useRef<number | undefined>(undefined);
  useEffect(() => {
    pageIndex.current = entryIndex();
  }, [unsaved]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!mustAsk()) return leave();
      if (asking.current) return;
      asking.current = true;
      void modal.confirm({
        title: t.current('leave.title'),
        content: t.current('leave.content'),
        okText: t.current('leave.ok'),
        cancelText: t.current('leave.cancel'),
        // Focus starts on Stay, so Enter keeps the work.
        focusable: { autoFocusButton: 'cancel' },
        okButtonProps: { danger: true },
        onOk: () => {
          released.current = true;
          onLeave.current?.();
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
      // The session has ended (a sleep past it, or Sign Out in another tab): asking would leave the
      // question over the Signed out page, and the work is kept as a draft that Sign In comes back to.
      if (isSignedOutPage(newUrl)) return;
      cancelNavigation(true);
      const goOn = undoCancelledMove(pageIndex.current, oldUrl ?? window.location.href, newUrl);
      confirmLeave(goOn ?? (() => window.location.assign(newUrl)));
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
