import { Alert } from 'antd';

// An alert, not antd's Result: Result brings its 403/404/500 pictures (11 KiB gzipped) into every
// first screen, where this panel is only ever drawn with an icon (decision 0005).
/** Shown in a remote's area when one of its pages throws while rendering (the rest of the suite keeps working). */
export function ErrorPanel({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return <Alert type="error" showIcon title="Something went wrong on this page." description={`The rest of Homework keeps working. Details: ${message}`} style={{ margin: 24 }} />;
}
