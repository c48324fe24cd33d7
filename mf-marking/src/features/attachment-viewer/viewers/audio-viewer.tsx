// mp3: the browser's own player, with its controls (play, pause, seek, volume) reachable by keyboard.
import type { ViewerProps } from './viewer-props';

export function AudioViewer({ attachment, label }: ViewerProps) {
  return (
    <div style={{ padding: '16px 0' }}>
      <audio controls preload="metadata" src={attachment.UrlWithSasToken} aria-label={label} style={{ width: '100%', maxWidth: 640 }}>
        Your browser cannot play this recording; download it below.
      </audio>
    </div>
  );
}
