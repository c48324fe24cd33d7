// Release marks (decision 0037): on a homework that releases marks together, one button that asks
// first — how many students it releases, who gets the homework-marked email, and that it cannot be
// undone — then releases them all in one request. The focus goes back to the button when the question
// closes, and the outcome is said in a status line.
import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import type { HeldMarks, ReleaseMarksAnswer } from '@homework/contracts/held-marks';
import { useMarkingMessages } from '../../../messages';
import { releaseMarks, useHeldMarks } from '../api/release-calls';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface ReleaseMarksProps {
  homeworkId: string;
  /** Told when the question opens and closes (the marking view rests its shortcuts meanwhile). */
  onOpenChange?(open: boolean): void;
}

export function ReleaseMarks({ homeworkId, onOpenChange }: ReleaseMarksProps) {
  const t = useMarkingMessages();
  // Who Release marks mails, as the contracts' heldMarksTexts say it in English.
  const whoIsMailed = (counts: HeldMarks) => {
    if (!counts.MailOn) return t('held.mailOff');
    const missed = t('held.noAddress', { count: counts.NoAddress });
    if (counts.Mailed === 0) return t('held.noEmail', { missed });
    const mailed = t('held.mailed', { count: counts.Mailed });
    return counts.NoAddress === 0 ? mailed : `${mailed} ${missed}`;
  };
  const released = (answer: ReleaseMarksAnswer) =>
    answer.Released === 0 ? t('held.alreadyReleased') : t('held.released', { count: answer.Released, mailed: answer.Mailed });
  const queryClient = useQueryClient();
  // One key per question: a request retried after a lost answer is answered from the first.
  const [asking, setAsking] = useState<{ key: string } | null>(null);
  const held = useHeldMarks(homeworkId, asking !== null);
  const release = useMutation({
    mutationFn: (key: string) => releaseMarks(homeworkId, key),
    // The list and the panel read the rows again, without their "Not released" marks.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.homework(homeworkId) }),
  });
  const setOpen = (open: boolean) => {
    setAsking(open ? { key: crypto.randomUUID() } : null);
    if (open) release.reset();
    onOpenChange?.(open);
  };
  const counts = held.data;
  return (
    <>
      <Button onClick={() => setOpen(true)} loading={release.isPending}>
        {t('held.release')}
      </Button>
      {release.isSuccess && <Alert type="success" role="status" showIcon title={released(release.data)} style={{ marginTop: 8 }} />}
      {release.isError && <Alert type="error" role="alert" showIcon title={t('held.failed', { reason: messageOf(release.error) })} style={{ marginTop: 8 }} />}
      <Modal
        open={asking !== null}
        title={counts && counts.Students > 0 ? t('held.title', { count: counts.Students }) : t('held.release')}
        okText={t('held.ok')}
        cancelText={t('held.cancel')}
        okButtonProps={{ disabled: !counts || counts.Students === 0 }}
        onOk={() => {
          if (asking) release.mutate(asking.key);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        {held.isError ? (
          <Alert type="error" role="alert" showIcon title={t('held.failed', { reason: messageOf(held.error) })} />
        ) : !counts ? (
          <Spin />
        ) : counts.Students === 0 ? (
          <p>{t('held.nothing')}</p>
        ) : (
          <>
            <p>{t('held.body', { count: counts.Students, who: whoIsMailed(counts) })}</p>
            <p style={{ marginBottom: 0 }}>
              <strong>{t('held.cannotUndo')}</strong>
            </p>
          </>
        )}
      </Modal>
    </>
  );
}
