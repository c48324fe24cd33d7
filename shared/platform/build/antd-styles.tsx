// antd's styles for the suite's theme, built ahead of time (issue 7): every antd component (and the
// pop-up ones as their panels) rendered on the server under the suite's theme gives the CSS antd
// would otherwise compute in each browser at each start. write-antd-styles.tsx writes it for the
// build; the remote kit puts it in the page and turns antd's run-time styles off (remote/prebuilt-styles.ts).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PREBUILT_THEME } from '../src/remote/theme';

type AnyComponent = ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };

/** Shown only when opened: their styles are registered by their panels, which render closed. */
const PANELS = ['Modal', 'Popover', 'Popconfirm', 'Tooltip', 'Drawer', 'Tour', 'message', 'notification'];
const SKIPPED = new Set(['ConfigProvider', 'Grid', ...PANELS]);
const WITH_PROPS: Record<string, Record<string, unknown>> = {
  Dropdown: { menu: { items: [] }, children: createElement('div') },
  Affix: { children: createElement('div') },
  Menu: { items: [] },
  QRCode: { value: 'https://example.org' },
  Tree: { treeData: [] },
};

const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * Every component antd exports and every part it hangs on them (Layout.Sider, Space.Compact,
 * Input.TextArea…), many with styles of their own; the pop-up ones as their panels, which render
 * closed. Each is rendered alone: a part that needs its parent (Menu.Item) may refuse, and is skipped.
 */
function everyComponent(): ReactNode[] {
  const exported = antd as unknown as Record<string, AnyComponent>;
  const nodes: ReactNode[] = [];
  for (const name of Object.keys(exported).filter((key) => /^[A-Z]/.test(key) && !SKIPPED.has(key) && isComponent(exported[key]))) {
    const component = exported[name]!;
    nodes.push(createElement(component, { key: name, ...WITH_PROPS[name] }));
    for (const [part, value] of Object.entries(component)) {
      if (/^[A-Z]/.test(part) && isComponent(value)) nodes.push(createElement(value, { key: `${name}.${part}` }));
    }
  }
  for (const name of PANELS) {
    const Panel = exported[name]?._InternalPanelDoNotUseOrYouWillBeFired;
    if (Panel) nodes.push(createElement(Panel, { key: `${name}-panel` }));
  }
  // Styles registered only by some props: Modal.confirm's content and the Tag's colours.
  const ModalPanel = exported.Modal?._InternalPanelDoNotUseOrYouWillBeFired;
  if (ModalPanel) nodes.push(createElement(ModalPanel, { key: 'Modal-confirm', type: 'confirm' }));
  nodes.push(createElement(antd.Tag, { key: 'Tag-colour', color: 'green' }), createElement(antd.Tag, { key: 'Tag-status', color: 'success' }));
  return nodes;
}

export function extractAntdStyles(): string {
  const cache = createCache();
  for (const node of everyComponent()) {
    try {
      renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme: PREBUILT_THEME }, node)));
    } catch {
      // A part that cannot render alone: its styles come with its parent.
    }
  }
  return extractStyle(cache, true);
}
