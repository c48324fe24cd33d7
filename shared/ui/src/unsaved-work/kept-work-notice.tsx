// Offers work kept as a draft back (a grade and comment in marking, a message in the composer): the
// note says what and from when, and it stays until the teacher restores or discards it, so nothing
// typed before a reload, a sign-in or a closed tab is lost without their word.
import type { CSSProperties } from 'react';
import { Alert, Button, Space } from 'antd';
import { unsavedMessages } from './messages';

export interface KeptWorkNoticeProps {
  /** What is kept and from when, e.g. "You have an unsaved grade and comment from 20/11/2026." */
  note: string;
  /** A line more that tells this draft from another, such as its subject. */
  detail?: string;
  style?: CSSProperties;
  onRestore(): void;
  onDiscard(): void;
}

export function KeptWorkNotice({ note, detail, style, onRestore, onDiscard }: KeptWorkNoticeProps) {
  const t = unsavedMessages.useMessages();
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={style}
      title={note}
      description={detail}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            {t('kept.restore')}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {t('kept.discard')}
          </Button>
        </Space>
      }
    />
  );
}
