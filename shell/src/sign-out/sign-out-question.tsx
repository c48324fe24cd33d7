// Asked before an explicit Sign Out throws away the user's drafts; with no drafts, Sign Out asks
// nothing (01 §1). A session that merely expires keeps them (the auth service never clears them).
import { Button, Modal } from 'antd';
import type { ReactElement } from 'react';
import { browserDraftStorage, countDrafts, discardDrafts } from '@homework/platform/drafts';
import { SIGN_OUT_QUESTION, signOutQuestionText } from './sign-out-rules';

export interface SignOutOptions {
  /** The signed-in user's id, whose drafts are counted; null until the session is read. */
  userId: string | null;
  signOut: () => void;
}

export function useSignOut({ userId, signOut }: SignOutOptions): { signOut: () => void; question: ReactElement } {
  const [modal, question] = Modal.useModal();

  const ask = () => {
    const storage = browserDraftStorage();
    const count = storage && userId ? countDrafts(storage, userId) : 0;
    if (!storage || !userId || count === 0) return signOut();
    const asked = modal.confirm({
      title: SIGN_OUT_QUESTION.title,
      content: signOutQuestionText(count),
      okText: SIGN_OUT_QUESTION.discard,
      cancelText: SIGN_OUT_QUESTION.cancel,
      okButtonProps: { danger: true },
      // Wide enough for its three buttons on one line.
      width: 520,
      // Focus starts on Cancel, so Enter keeps the user signed in and nothing lost.
      focusable: { autoFocusButton: 'cancel' },
      footer: (_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          <Button
            onClick={() => {
              asked.destroy();
              signOut();
            }}
          >
            {SIGN_OUT_QUESTION.keep}
          </Button>
          <OkBtn />
        </>
      ),
      onOk: () => {
        discardDrafts(storage, userId);
        signOut();
      },
    });
  };
  return { signOut: ask, question };
}
