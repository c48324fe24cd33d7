// The one antd configuration of every root (the shell's, each remote's, and that of a product
// mounting mf-homework's ./mount): the suite's theme (contrast, focus), British English, and lists
// whose chosen value stays readable while they are open.
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
// The page's antd reads dates with the dayjs of the build that provides it (the shell's): British
// calendars (weeks from Monday) need the locale there, whichever build's picker opens them.
import 'dayjs/locale/en-gb';
import { useEffect, type ReactNode } from 'react';
import { installDialogTabWrap } from './dialog-tab-wrap';
import { installMotionEndFallback } from './motion-end-fallback';
import { PAGE_THEME } from './prebuilt-styles';

/**
 * antd dims a select's chosen value to a quarter while its list is open, for a search to type over:
 * 1.7:1 on white, under WCAG's 4.5:1. Typing still hides it (antd hides it, not by opacity).
 */
const READABLE_SELECT = { styles: { content: { opacity: 1 } } };

export function SuiteTheme({ children }: { children: ReactNode }) {
  // Every dialog of the root: Tab wraps inside it, never stopping on nothing.
  useEffect(() => installDialogTabWrap(), []);
  // Every closing dialog and popup goes, even when the end of its animation is never reported.
  useEffect(() => installMotionEndFallback(), []);
  return (
    <ConfigProvider locale={enGB} theme={PAGE_THEME} select={READABLE_SELECT}>
      {children}
    </ConfigProvider>
  );
}
