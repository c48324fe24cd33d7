// The question before an explicit Sign Out throws away the user's drafts (use-sign-out.ts asks it).
// A session that merely expires keeps them: the auth service never clears them.
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { browserDraftStorage, discardDrafts } from '@homework/platform/drafts';
import { SIGN_OUT_QUESTION, signOutQuestionText } from './sign-out-rules';

export interface SignOutQuestionProps {
  userId: string;
  draftCount: number;
  signOut: () => void;
  /** The question has gone (answered or cancelled). */
  onClose: () => void;
}

export function SignOutQuestion({ userId, draftCount, signOut, onClose }: SignOutQuestionProps) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const asked = modal.confirm({
      title: SIGN_OUT_QUESTION.title,
      content: signOutQuestionText(draftCount),
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
        const storage = browserDraftStorage();
        if (storage) discardDrafts(storage, userId);
        signOut();
      },
      afterClose: onClose,
    });
    return () => asked.destroy();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- asked once, when shown
  return holder;
}
