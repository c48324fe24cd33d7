// Shows a stored description: always through sanitiseDescription, never the raw HTML. It is a
// teacher's own text, in the school's language whatever the page's (useOwnTextLang).
import { useMemo } from 'react';
import { useOwnTextLang } from '@homework/platform/messages';
import { sanitiseDescription } from './sanitise-description';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseDescription(html), [html]);
  return <div lang={useOwnTextLang()} className={className ? `hw-safe-html ${className}` : 'hw-safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
