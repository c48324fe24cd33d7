import { Result } from 'antd';

/** Shown in a remote's area when one of its pages throws while rendering (the rest of the suite keeps working). */
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
