// The status legend popup (02 §2.3): what each row badge means, and the 'The dog ate it' icon.
// Opened by its button, closed by the button again, a click outside or Escape (focus goes back to the button).
import { Button, Popover } from 'antd';
import { useRef, useState } from 'react';
import { useMarkingMessages } from '../../../messages';
import { LEGEND } from '../utils/recorder-view';
import { DogAteItIcon } from './dog-ate-it-icon';
import { RowBadgeTag } from './row-badge-tag';

function LegendContent() {
  const t = useMarkingMessages();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px', alignItems: 'center', maxWidth: 420 }}>
      {LEGEND.map(({ badge, meaning }) => (
        <div key={badge} style={{ display: 'contents' }}>
          <dt>
            <RowBadgeTag badge={badge} />
          </dt>
          <dd style={{ margin: 0 }}>{t(meaning)}</dd>
        </div>
      ))}
      <div style={{ display: 'contents' }}>
        <dt>
          {/* The icon carries the name; the words beside it are for the eye, not read twice. */}
          <DogAteItIcon /> <span aria-hidden="true">{t('bulk.dogAteIt')}</span>
        </dt>
        <dd style={{ margin: 0 }}>{t('bulk.dogAteItMeaning')}</dd>
      </div>
    </dl>
  );
}

export function StatusLegend() {
  const t = useMarkingMessages();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('bulk.legend')}</h2>}
      content={
        <div id="bulk-hand-in-legend" role="dialog" aria-label={t('bulk.legend')} onKeyDown={(event) => event.key === 'Escape' && close()}>
          <LegendContent />
        </div>
      }
    >
      <Button
        ref={button}
        aria-expanded={open}
        aria-controls={open ? 'bulk-hand-in-legend' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        {t('bulk.legend')}
      </Button>
    </Popover>
  );
}
