// Shows a stored description: always through sanitiseDescription, never the raw HTML.
import { useMemo } from 'react';
import { sanitiseDescription } from './sanitise-description';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseDescription(html), [html]);
  return <div className={className ? `hw-safe-html ${className}` : 'hw-safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
