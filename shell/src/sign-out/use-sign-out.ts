// Sign Out (01 §1), asking first when the user's drafts would go with it. With no drafts it signs out
// at once, as the spec has it; the question's code (and antd's Modal) is fetched only when needed,
// so the first screen does not carry it.
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
  signOut: (returnFocusTo: HTMLElement | null) => void;
  question: ReactElement | null;
} {
  const [draftCount, setDraftCount] = useState(0);
  // Where the focus goes back when the question is cancelled (the menu item that asked is gone).
  const returnFocus = useRef<HTMLElement | null>(null);
  const questionModule = useLoadedModule(signOutQuestionLoader, draftCount > 0);

  const ask = (returnFocusTo: HTMLElement | null) => {
    returnFocus.current = returnFocusTo;
    const storage = browserDraftStorage();
    const count = storage && userId ? countDrafts(storage, userId) : 0;
    if (count === 0) signOut();
    else setDraftCount(count);
  };
  const question =
    questionModule && userId && draftCount > 0
      ? createElement(questionModule.SignOutQuestion, { userId, draftCount, signOut, onClose: () => {
          setDraftCount(0);
          returnFocus.current?.focus();
        } })
      : null;
  return { signOut: ask, question };
}
