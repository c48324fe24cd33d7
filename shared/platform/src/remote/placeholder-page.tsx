import { Alert, Typography } from 'antd';

/** A page whose screen arrives in a later release: its title and an honest note, never a blank page. */
export function PlaceholderPage({ title, note, details }: { title: string; note: string; details?: string }) {
  return (
    <section aria-label={title} style={{ padding: 24 }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Alert type="info" showIcon title={note} description={details} />
    </section>
  );
}
