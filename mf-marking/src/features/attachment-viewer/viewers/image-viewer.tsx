// Images (png, jpg, jpeg, gif) with zoom: the buttons, or + - and 0 while the picture has focus.
import { useState, type KeyboardEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { ACTUAL_SIZE, nextZoom, zoomKeyAction, zoomPercent } from '../utils/zoom';
import { ViewerFrame } from '../components/viewer-frame';
import type { ViewerProps } from './viewer-props';
import { useViewerMessages } from './messages';

export function ImageViewer({ attachment, label }: ViewerProps) {
  const t = useViewerMessages();
  const [zoom, setZoom] = useState(ACTUAL_SIZE);
  const [naturalWidth, setNaturalWidth] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = zoomKeyAction(event.key);
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setZoom((current) => (action === 'reset' ? ACTUAL_SIZE : nextZoom(current, action)));
  };
  const toolbar = (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button onClick={() => setZoom((current) => nextZoom(current, 'out'))} aria-label={t('zoom.out')}>
        −
      </Button>
      <Button onClick={() => setZoom(ACTUAL_SIZE)}>{t('zoom.actual')}</Button>
      <Button onClick={() => setZoom((current) => nextZoom(current, 'in'))} aria-label={t('zoom.in')}>
        +
      </Button>
      <Typography.Text aria-live="polite" data-testid="zoom-level">
        {zoomPercent(zoom)}
      </Typography.Text>
      <Typography.Text type="secondary">{t('zoom.keys')}</Typography.Text>
    </Space>
  );
  return (
    <ViewerFrame label={label} toolbar={toolbar} onKeyDown={onKeyDown}>
      <img
        src={attachment.UrlWithSasToken}
        alt={attachment.FileName}
        onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
        style={{ display: 'block', width: naturalWidth ? naturalWidth * zoom : undefined, maxWidth: 'none', imageRendering: zoom > 1 ? 'pixelated' : 'auto' }}
      />
    </ViewerFrame>
  );
}
