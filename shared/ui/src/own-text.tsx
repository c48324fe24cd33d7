// A person's own words on a page (a homework's title, a comment, a file's name) are in the language
// they wrote them in, the school's: marked so where the page is in another (decision 0040), so that a
// screen reader reads them in it and the page's language is not claimed for them.
import type { CSSProperties, ReactNode } from 'react';
import { useOwnTextLang } from '@homework/platform/messages';

export function OwnText({ children, id, style }: { children: ReactNode; id?: string; style?: CSSProperties }) {
  return (
    <span id={id} lang={useOwnTextLang()} style={style}>
      {children}
    </span>
  );
}
