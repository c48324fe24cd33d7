// The one display of a failed load, for every page and widget (docs/architecture.md, "A page"): an
// error announced as an alert, in the spec's words where it has them, with Retry asking again (the
// query's refetch). Where the spec shows no message (the student view's hasErrored, 02 §8), only
// the button to ask again.
import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { useUiMessages } from './messages';

export interface LoadErrorProps {
  /** What did not load; none where the spec shows no message. */
  message?: string;
  /** Asks again (the failed queries' refetch); without it, no Retry. */
  onRetry?: () => unknown;
  /** The button's words where the page's spec names them otherwise. */
  retryLabel?: string;
  style?: CSSProperties;
}

export function LoadError({ message, onRetry, retryLabel, style }: LoadErrorProps) {
  const t = useUiMessages();
  const retry = onRetry && <Button onClick={() => void onRetry()}>{retryLabel ?? t('load.retry')}</Button>;
  if (!message) return <div style={style}>{retry}</div>;
  return <Alert type="error" role="alert" showIcon title={message} action={retry} style={style} />;
}

/** What a query gives the display: whether it failed, and how to ask again. */
export interface Refetchable {
  isError: boolean;
  refetch(): Promise<unknown>;
}

/** Retry for a page fed by several queries: each that failed is asked again. */
export const refetchFailed = (...queries: Refetchable[]) => () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch()));

/** A query as a page's load reads it: its error, and whether it failed before any data came (TanStack's isLoadingError). */
export interface Loadable {
  error: Error | null;
  isLoadingError: boolean;
}

/**
 * The error that keeps a page from showing: a first load that failed. A later read that fails (the
 * read again after a colleague's change, while the connection is down) leaves what is shown in place.
 */
export const loadingError = (...queries: Loadable[]): Error | null => queries.find((query) => query.isLoadingError)?.error ?? null;
