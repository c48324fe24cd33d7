// The question before an explicit Sign Out throws away the user's drafts (use-sign-out.ts asks it).
// A session that merely expires keeps them: the auth service never clears them.
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { browserDraftStorage, discardDrafts } from '@homework/platform/drafts';
import { discardWaitingChanges } from '@homework/platform/waiting-changes';
import { useActiveLanguage } from '@homework/platform/messages';
import { signOutMessages } from './messages';
import { signOutQuestionText } from './sign-out-rules';

export interface SignOutQuestionProps {
  userId: string;
  draftCount: number;
  /** Marking changes not sent yet (decision 0032). */
  waitingCount: number;
  signOut: () => void;
  /** The question has gone (answered or cancelled). */
  onClose: () => void;
}

export function SignOutQuestion({ userId, draftCount, waitingCount, signOut, onClose }: SignOutQuestionProps) {
  const [modal, holder] = Modal.useModal();
  const language = useActiveLanguage();
  const t = (key: Parameters<typeof signOutMessages.format>[0]) => signOutMessages.format(key, undefined, language);
  // Asked in the page's language: its messages first (at once but for a Welsh page's first Sign Out),
  // and in English if they cannot come, rather than never.
  const [ready, setReady] = useState(language === 'en');
  useEffect(() => {
    if (!ready) void signOutMessages.load(language).catch(() => undefined).finally(() => setReady(true));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when shown
  useEffect(() => {
    if (!ready) return undefined;
    const asked = modal.confirm({
      title: t('signOut.title'),
      content: signOutQuestionText(draftCount, waitingCount, language),
      okText: t('signOut.discard'),
      cancelText: t('signOut.cancel'),
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
            {t('signOut.keep')}
          </Button>
          <OkBtn />
        </>
      ),
      onOk: async () => {
        const storage = browserDraftStorage();
        if (storage) discardDrafts(storage, userId);
        await discardWaitingChanges(userId).catch(() => 0);
        signOut();
      },
      afterClose: onClose,
    });
    return () => asked.destroy();
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- asked once, when shown and its words are here
  return holder;
}
