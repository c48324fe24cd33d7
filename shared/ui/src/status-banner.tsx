// The page's status banner (01 §4): nothing for NONE, an antd Alert otherwise, scrolled into view
// whenever it changes so that a message at the top of a long form is seen.
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';

export type StatusKind = 'NONE' | 'INFO' | 'SUCCESS' | 'ERROR';

export interface StatusBannerProps {
  kind: StatusKind;
  message?: string;
}

const ALERT_TYPES = { INFO: 'info', SUCCESS: 'success', ERROR: 'error' } as const;

export function StatusBanner({ kind, message }: StatusBannerProps) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Called only where it exists: jsdom, which remotes' unit tests run in, has no scrollIntoView.
    if (kind !== 'NONE') banner.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [kind, message]);

  if (kind === 'NONE') return null;
  return (
    <div ref={banner}>
      <Alert type={ALERT_TYPES[kind]} title={message} showIcon role={kind === 'ERROR' ? 'alert' : 'status'} />
    </div>
  );
}
