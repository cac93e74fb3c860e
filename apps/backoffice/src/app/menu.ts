import { DashboardOutlined, MessageOutlined } from '@ant-design/icons';
import type { StaffRole } from '@gs/shared/identity';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { anyStaffRole, hasAnyRole } from '../lib/roles';
import type enUS from '../locales/en-US.json';

/** A message key under `menu.` in the message files. */
export type MenuLabelKey = `menu.${keyof (typeof enUS)['menu']}`;

/** A group of entries in the sider (a submenu) and in the breadcrumb. */
export interface MenuGroup {
  key: string;
  icon: ComponentType;
  labelKey: MenuLabelKey;
}

/** One screen of the back office: its menu item, its route and who may open it. */
export interface MenuEntry {
  /** Unique; the menu item's key. */
  key: string;
  /** The route below /admin (`/` is the home screen). */
  path: string;
  icon: ComponentType;
  labelKey: MenuLabelKey;
  /**
   * Who may open it: the roles of the server calls the screen makes (their `requireRole`). Platform admins pass.
   * Others do not see the item, and opening the path shows 403.
   */
  roles: readonly StaffRole[];
  /** The screen, loaded when first opened. */
  page: LazyExoticComponent<ComponentType>;
  /** The key of the group it sits in; top level without. */
  group?: string;
}

/** Submenus, in the order shown. An entry names its group; a group without a visible entry is hidden. */
export const menuGroups: readonly MenuGroup[] = [];

/**
 * Every screen, in menu order. A new screen is one entry here: the sider, the routes, the breadcrumb and the 403
 * rule all follow from it.
 */
export const menuEntries: readonly MenuEntry[] = [
  {
    key: 'home',
    path: '/',
    icon: DashboardOutlined,
    labelKey: 'menu.home',
    roles: anyStaffRole,
    page: lazy(async () => ({ default: (await import('../features/dashboard/pages/home-page')).HomePage })),
  },
  {
    key: 'smsOutbox',
    path: '/sms-outbox',
    icon: MessageOutlined,
    labelKey: 'menu.smsOutbox',
    roles: ['operator', 'owner'],
    page: lazy(async () => ({ default: (await import('../features/sms-outbox/pages/sms-outbox-page')).SmsOutboxPage })),
  },
];

/** A menu item as the sider draws it: an entry, or a group with its entries. */
export type MenuNode = { kind: 'entry'; entry: MenuEntry } | { kind: 'group'; group: MenuGroup; entries: MenuEntry[] };

/**
 * The menu a user with `roles` sees: the entries their roles open, in order, each group at the place of its first
 * visible entry, and groups left with no entry dropped.
 */
export function visibleMenu(
  roles: readonly StaffRole[],
  entries: readonly MenuEntry[] = menuEntries,
  groups: readonly MenuGroup[] = menuGroups,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const entry of entries.filter((candidate) => hasAnyRole(roles, candidate.roles))) {
    const group = entry.group ? groups.find((candidate) => candidate.key === entry.group) : undefined;
    if (!group) {
      nodes.push({ kind: 'entry', entry });
      continue;
    }
    const existing = nodes.find((node) => node.kind === 'group' && node.group.key === group.key);
    if (existing?.kind === 'group') existing.entries.push(entry);
    else nodes.push({ kind: 'group', group, entries: [entry] });
  }
  return nodes;
}

/** The entry whose route is `pathname` (below /admin), if any. */
export function findMenuEntry(pathname: string, entries: readonly MenuEntry[] = menuEntries): MenuEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return entries.find((entry) => entry.path === path);
}

/** The group an entry sits in, if any. */
export function findMenuGroup(entry: MenuEntry, groups: readonly MenuGroup[] = menuGroups): MenuGroup | undefined {
  return entry.group ? groups.find((group) => group.key === entry.group) : undefined;
}
