import { Menu, type MenuProps } from 'antd';
import { HOMEWORK_MENU_KEY, selectedMenuKeys, type MenuItem } from '../menu/build-menu';
import { useShellMessages } from '../messages';

function toAntItems(items: readonly MenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((item) => {
    if (item.children) return { key: item.key, label: item.label, children: toAntItems(item.children) };
    if (item.href)
      return {
        key: item.key,
        label: (
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        ),
      };
    return { key: item.key, label: <a href={`#${item.path}`}>{item.label}</a> };
  });
}

export function SideMenu({ items, pathname, onNavigate }: { items: readonly MenuItem[]; pathname: string; onNavigate: (path: string) => void }) {
  const t = useShellMessages();
  const byKey = new Map(items.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.key, item]));
  return (
    <nav aria-label={t('layout.mainMenu')}>
      <Menu
        mode="inline"
        items={toAntItems(items)}
        selectedKeys={selectedMenuKeys(items, pathname)}
        defaultOpenKeys={[HOMEWORK_MENU_KEY]}
        onClick={({ key, domEvent }) => {
          const item = byKey.get(String(key));
          if (!item?.path) return;
          domEvent.preventDefault();
          onNavigate(item.path);
        }}
      />
    </nav>
  );
}
