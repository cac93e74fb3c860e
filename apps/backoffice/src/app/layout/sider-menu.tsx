import { Menu, type MenuProps } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStaffRoles } from '../../hooks/use-profile';
import { findMenuEntry, type MenuEntry, visibleMenu } from '../menu';

/** The sider's menu: the screens the staff member's roles open, as links, the current one selected. */
export function SiderMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const location = useLocation();
  const current = findMenuEntry(location.pathname);

  const itemFor = (entry: MenuEntry) => ({
    key: entry.key,
    icon: createElement(entry.icon),
    label: (
      <Link to={entry.path} aria-current={entry === current ? 'page' : undefined}>
        {t(entry.labelKey)}
      </Link>
    ),
  });
  const items: MenuProps['items'] = visibleMenu(roles).map((node) =>
    node.kind === 'entry'
      ? itemFor(node.entry)
      : {
          key: node.group.key,
          icon: createElement(node.group.icon),
          label: t(node.group.labelKey),
          children: node.entries.map(itemFor),
        },
  );

  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={current ? [current.key] : []}
        defaultOpenKeys={current?.group && !collapsed ? [current.group] : []}
      />
    </nav>
  );
}
