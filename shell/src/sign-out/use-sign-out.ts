// Sign Out (01 §1), asking first when the user's drafts, or marking changes not sent yet, would go
// with it. With neither it signs out at once, as the spec has it; the question's code (and antd's
// Modal) is fetched only when needed, so the first screen does not carry it.
import { createElement, useRef, useState, type ReactElement } from 'react';
import { browserDraftStorage, countDrafts } from '@homework/platform/drafts';
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';

const signOutQuestionLoader = moduleLoader(() => import(/* webpackChunkName: "shell-sign-out" */ './sign-out-question'));

export interface SignOutOptions {
  /** The signed-in user's id, whose drafts are counted; null until the session is read. */
  userId: string | null;
  signOut: () => void;
}

export function useSignOut({ userId, signOut }: SignOutOptions): {
  signOut: (returnFocusTo: HTMLElement | null) => void | Promise<void>;
  question: ReactElement | null;
} {
  const [counts, setCounts] = useState({ drafts: 0, waiting: 0 });
  const asking = counts.drafts + counts.waiting > 0;
  // Where the focus goes back when the question is cancelled (the menu item that asked is gone).
  const returnFocus = useRef<HTMLElement | null>(null);
  const questionModule = useLoadedModule(signOutQuestionLoader, asking);

  const ask = async (returnFocusTo: HTMLElement | null) => {
    returnFocus.current = returnFocusTo;
    const storage = browserDraftStorage();
    const drafts = storage && userId ? countDrafts(storage, userId) : 0;
    // Unreadable (a refused IndexedDB) counts as none: Sign Out must never be stopped by it. The
    // store's code is fetched here, not with the first screen.
    const waiting = userId
      ? await import('@homework/platform/waiting-changes').then(({ countWaitingChanges }) => countWaitingChanges(userId)).catch(() => 0)
      : 0;
    if (drafts + waiting === 0) signOut();
    else setCounts({ drafts, waiting });
  };
  const question =
    questionModule && userId && asking
      ? createElement(questionModule.SignOutQuestion, { userId, draftCount: counts.drafts, waitingCount: counts.waiting, signOut, onClose: () => {
          setCounts({ drafts: 0, waiting: 0 });
          returnFocus.current?.focus();
        } })
      : null;
  return { signOut: ask, question };
}
