import { Result } from 'antd';

/** Shown by single-spa-react's error boundary when a page of this remote throws while rendering. */
export function ErrorPanel({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="error"
      title="Something went wrong on this page."
      subTitle={`The rest of Homework keeps working. Details: ${message}`}
    />
  );
}
