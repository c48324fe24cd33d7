import { Alert, Typography } from 'antd';

/** A page whose screen arrives in a later release: its title and an honest note, never a blank page. */
export function PlaceholderPage({ title, note, details }: { title: string; note: string; details?: string }) {
  return (
    <section aria-label={title} style={{ padding: 24 }}>
      {/* The page's one h1, as every page of the suite has (the layout has none). */}
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      <Alert type="info" showIcon title={note} description={details} />
    </section>
  );
}
