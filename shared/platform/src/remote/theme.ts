// The suite's antd theme, set once here so the shell and every remote (through the remote kit)
// meet WCAG 2.2 AA contrast: antd's defaults (#1677ff, #ff4d4f, #8c8c8c, #bfbfbf) are 1.8–4.1:1.
import type { ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';

/** The suite's blue: 6.2:1 on white, and white on it. */
export const SUITE_PRIMARY = '#0958d9';

export const SUITE_THEME: ThemeConfig = {
  token: {
    colorPrimary: SUITE_PRIMARY,
    colorLink: SUITE_PRIMARY,
    colorInfo: SUITE_PRIMARY,
    // antd lightens for hover (#2e7ae6 is 4.3:1 under white text, a link's #69b1ff 2.4:1 on white):
    // the suite darkens instead, so a pointer resting on a button never drops its text below AA.
    colorPrimaryHover: '#003eb3',
    colorPrimaryTextHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // 5.6:1 on white; its hover and press darker still.
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorTextHover: '#a8071a',
    colorErrorActive: '#820014',
    // 7:1, 5.7:1 and 4.6:1 on white: secondary text, breadcrumb and descriptions, placeholders.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: '#757575',
    colorTextQuaternary: '#757575',
    // antd's focus ring (a pale blue glow, 1.7:1) becomes the suite's blue.
    controlOutline: SUITE_PRIMARY,
    controlOutlineWidth: 2,
    lineWidthFocus: 2,
  },
};

/**
 * The theme antd's styles are built ahead with (build/antd-styles.tsx), unhashed so that their
 * class names do not depend on a hash of the tokens matching between the build and the browser.
 */
export const PREBUILT_THEME: ThemeConfig = { ...SUITE_THEME, hashed: false };

/**
 * The same theme with antd's run-time styles off: the page has the prebuilt ones. antd still writes
 * its CSS variables at run time, under a key of each ConfigProvider's own unless one is given: one
 * key for every root of the page (the shell's and each remote's) has them computed and written once.
 */
export const PREBUILT_RUNTIME_THEME: ThemeConfig = { ...PREBUILT_THEME, zeroRuntime: true, cssVar: { key: 'css-var-homework' } };

/**
 * A visible focus style (3:1 or more on white and on the top bar) for everything the suite draws.
 * antd draws a checkbox's or radio's input invisibly and its focus ring on the box around it, in its
 * pale colorPrimaryBorder (1.9:1 on white): that box takes the suite's outline instead.
 */
export const FOCUS_CSS = `:focus-visible{outline:2px solid ${SUITE_PRIMARY}!important;outline-offset:2px}
.ant-checkbox:has(.ant-checkbox-input:focus-visible),.ant-radio:has(.ant-radio-input:focus-visible),.ant-radio-button-wrapper:has(:focus-visible){outline:2px solid ${SUITE_PRIMARY}!important}
.top-bar :focus-visible{outline-color:#fff!important}`;

/**
 * antd's clear buttons are 12–14 px: each is given a 24 × 24 px target (WCAG 2.2 2.5.8); negative
 * margins take the extra height back, so the field keeps its height.
 */
export const TARGET_SIZE_CSS = `.ant-select .ant-select-clear{width:24px!important;height:24px!important;margin-top:-12px!important;margin-inline-end:-6px;display:inline-flex!important;align-items:center;justify-content:center}
.ant-input-affix-wrapper .ant-input-clear-icon{display:inline-flex!important;align-items:center;justify-content:center;min-width:24px;min-height:24px;margin-block:-6px!important}
.ant-picker .ant-picker-clear{padding:6px!important;margin-inline-end:-6px}`;

/**
 * A list of tabs too long for its line (at 320 px, or in Welsh's longer words) wraps onto another
 * rather than hiding tabs behind antd's "more" menu: every choice stays in sight, and the menu's
 * button, which antd puts inside the tab list, is not a tab (axe: aria-required-children). The chosen
 * tab is underlined itself: antd's sliding bar sits at the foot of the list, under whichever tab of
 * the last line stands where the chosen one does.
 */
export const TABS_WRAP_CSS = `.ant-tabs-nav-list{flex-wrap:wrap}
.ant-tabs-top>.ant-tabs-nav .ant-tabs-ink-bar{display:none}
.ant-tabs-top>.ant-tabs-nav .ant-tabs-tab-active{box-shadow:inset 0 -2px 0 ${SUITE_PRIMARY}}`;

/** Read by assistive technology, not shown: headings and announcements the screen already makes plain. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
