// antd's styles for the suite's theme, built ahead of time (decision 0005): every antd component (and
// the pop-up ones as their panels) rendered on the server under the suite's theme gives the CSS antd
// would otherwise compute in each browser at each start. write-antd-styles.tsx writes it for the
// build; the remote kit puts it in the page and turns antd's run-time styles off (remote/prebuilt-styles.ts).
// The build asks only for what the suite uses (decision 0002: about a tenth of a teacher's first
// download was the styles of components no page shows): the components it imports and every one their
// code imports in turn (Table's Pagination, Spin, Empty, Checkbox, Dropdown…), read from antd's ES
// build.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
function everyComponent(wanted: (name: string) => boolean): ReactNode[] {
  const exported = antd as unknown as Record<string, AnyComponent>;
  const nodes: ReactNode[] = [];
  for (const name of Object.keys(exported).filter((key) => /^[A-Z]/.test(key) && !SKIPPED.has(key) && wanted(key) && isComponent(exported[key]))) {
    const component = exported[name]!;
    nodes.push(createElement(component, { key: name, ...WITH_PROPS[name] }));
    for (const [part, value] of Object.entries(component)) {
      if (/^[A-Z]/.test(part) && isComponent(value)) nodes.push(createElement(value, { key: `${name}.${part}` }));
    }
  }
  for (const name of PANELS.filter(wanted)) {
    const Panel = exported[name]?._InternalPanelDoNotUseOrYouWillBeFired;
    if (Panel) nodes.push(createElement(Panel, { key: `${name}-panel` }));
  }
  // Styles registered only by some props: Modal.confirm's content and the Tag's colours.
  const ModalPanel = exported.Modal?._InternalPanelDoNotUseOrYouWillBeFired;
  if (ModalPanel && wanted('Modal')) nodes.push(createElement(ModalPanel, { key: 'Modal-confirm', type: 'confirm' }));
  if (wanted('Tag')) nodes.push(createElement(antd.Tag, { key: 'Tag-colour', color: 'green' }), createElement(antd.Tag, { key: 'Tag-status', color: 'success' }));
  return nodes;
}

/** antd's exports by the folder of its ES build each comes from (Table: 'table', message: 'message'). */
function exportFolders(esDir: string): Map<string, string> {
  const index = readFileSync(path.join(esDir, 'index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => [name!, folder!]));
}

/** The folders of antd's ES build that `folder`'s files import, directly (its own included). */
function foldersImportedBy(esDir: string, folder: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // A folder's styles and texts render nothing (the Button's colour tokens use a colour helper).
      if (entry.isDirectory()) {
        if (entry.name !== 'style' && entry.name !== 'locale') walk(file);
      }
      else if (entry.name.endsWith('.js'))
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'(\.[^']*)'/g)) {
          // Only another folder's component counts: its index, a file named as a component (Button,
          // Sider, dropdown/dropdown) or a hook that renders one (App's useMessage). Its contexts,
          // helpers and texts do not (the Modal's use of the Watermark's context, the Tooltip's of a colour helper).
          const [top, ...rest] = path.relative(esDir, path.resolve(dir, specifier!)).replace(/\.js$/, '').split(path.sep);
          const base = rest.at(-1);
          if (top && top !== '..' && (base === undefined || base === 'index' || base === top || /^([A-Z]|use[A-Z])/.test(base))) found.add(top);
        }
    }
  };
  walk(path.join(esDir, folder));
  return found;
}

/**
 * The antd exports whose styles a page showing `names` can need: each of `names` and every export
 * whose folder their code imports, however deep (Table → Dropdown → Menu), from antd's ES build `esDir`.
 */
export function antdExportsNeeded(names: string[], esDir: string): string[] {
  const folders = exportFolders(esDir);
  const seen = new Set<string>();
  const queue = names.map((name) => folders.get(name)).filter((folder): folder is string => !!folder);
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
    if (seen.has(folder)) continue;
    seen.add(folder);
    for (const next of foldersImportedBy(esDir, folder)) if (!seen.has(next)) queue.push(next);
  }
  return [...folders].filter(([, folder]) => seen.has(folder)).map(([name]) => name).sort();
}

/** antd's styles for every component, or (`names`, antd's ES build folder) those a page showing them can need. */
export function extractAntdStyles(only?: { names: string[]; esDir: string }): string {
  const needed = only && new Set(antdExportsNeeded(only.names, only.esDir));
  const cache = createCache();
  for (const node of everyComponent((name) => !needed || needed.has(name))) {
    try {
      renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme: PREBUILT_THEME }, node)));
    } catch {
      // A part that cannot render alone: its styles come with its parent.
    }
  }
  return extractStyle(cache, true);
}
