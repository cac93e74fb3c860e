import {
  AccountBookOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CalculatorOutlined,
  CloudServerOutlined,
  CommentOutlined,
  ControlOutlined,
  CrownOutlined,
  DashboardOutlined,
  ExceptionOutlined,
  FileSearchOutlined,
  FlagOutlined,
  FormatPainterOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LineChartOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@gs/shared/identity';
import type { ComponentType, LazyExoticComponent } from 'react';
import { anyStaffRole, hasAnyRole } from '../lib/roles';
import type enUS from '../locales/en-US.json';
import { lazyScreen } from './lazy-screen';

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
   * Who may open it: the roles of the server calls the screen makes (their `requireRole`); no role passes every guard.
   * Others do not see the item, and opening the path shows 403.
   */
  roles: readonly StaffRole[];
  /** The screen, loaded when first opened. */
  page: LazyExoticComponent<ComponentType>;
  /** The key of the group it sits in; top level without. */
  group?: string;
}

/** Submenus, in the order shown. An entry names its group; a group without a visible entry is hidden. */
export const menuGroups: readonly MenuGroup[] = [
  { key: 'listings', icon: AppstoreOutlined, labelKey: 'menu.listings' },
  { key: 'recycling', icon: SyncOutlined, labelKey: 'menu.recycling' },
  { key: 'catalogue', icon: AppstoreAddOutlined, labelKey: 'menu.catalogue' },
];

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
    page: lazyScreen(async () => (await import('../features/dashboard/pages/home-page')).HomePage),
  },
  {
    key: 'dashboard',
    path: '/dashboard',
    icon: FundOutlined,
    labelKey: 'menu.dashboard',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage),
  },
  {
    key: 'orders',
    path: '/orders',
    icon: ShoppingOutlined,
    labelKey: 'menu.orders',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/orders/pages/orders-page')).OrdersPage),
  },
  {
    key: 'claims',
    path: '/claims',
    icon: ExceptionOutlined,
    labelKey: 'menu.claims',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/claims/pages/claims-page')).ClaimsPage),
  },
  {
    key: 'listingReview',
    path: '/listings/review',
    icon: AuditOutlined,
    labelKey: 'menu.listingReview',
    roles: ['operator', 'owner'],
    group: 'listings',
    page: lazyScreen(async () => (await import('../features/listings/pages/review-queue-page')).ReviewQueuePage),
  },
  {
    key: 'allListings',
    path: '/listings',
    icon: ProfileOutlined,
    labelKey: 'menu.allListings',
    roles: ['operator', 'owner'],
    group: 'listings',
    page: lazyScreen(async () => (await import('../features/listings/pages/listings-page')).ListingsPage),
  },
  {
    key: 'recycleQueue',
    path: '/recycling',
    icon: UnorderedListOutlined,
    labelKey: 'menu.recycleQueue',
    roles: ['operator', 'owner'],
    group: 'recycling',
    page: lazyScreen(async () => (await import('../features/recycling/pages/recycle-queue-page')).RecycleQueuePage),
  },
  {
    key: 'valuationRules',
    path: '/recycling/rules',
    icon: CalculatorOutlined,
    labelKey: 'menu.valuationRules',
    roles: ['operator', 'owner'],
    group: 'recycling',
    page: lazyScreen(async () => (await import('../features/recycling/pages/valuation-rules-page')).ValuationRulesPage),
  },
  {
    key: 'bidPool',
    path: '/recycling/pool',
    icon: ShopOutlined,
    labelKey: 'menu.bidPool',
    roles: ['recycler', 'owner'],
    group: 'recycling',
    page: lazyScreen(async () => (await import('../features/bid-pool/pages/bid-pool-page')).BidPoolPage),
  },
  {
    key: 'catalogueGames',
    path: '/catalogue/games',
    icon: RocketOutlined,
    labelKey: 'menu.catalogueGames',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/catalogue/pages/games-page')).GamesPage),
  },
  {
    key: 'catalogueRegions',
    path: '/catalogue/regions',
    icon: ApartmentOutlined,
    labelKey: 'menu.catalogueRegions',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/catalogue/pages/regions-page')).RegionsPage),
  },
  {
    key: 'catalogueLabels',
    path: '/catalogue/labels',
    icon: TagsOutlined,
    labelKey: 'menu.catalogueLabels',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/catalogue/pages/labels-page')).LabelsPage),
  },
  {
    key: 'catalogueDictionaries',
    path: '/catalogue/dictionaries',
    icon: BookOutlined,
    labelKey: 'menu.catalogueDictionaries',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/catalogue/pages/dictionaries-page')).DictionariesPage),
  },
  {
    key: 'catalogueTemplates',
    path: '/catalogue/templates',
    icon: ControlOutlined,
    labelKey: 'menu.catalogueTemplates',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/templates/pages/templates-page')).TemplatesPage),
  },
  {
    key: 'catalogueHeroes',
    path: '/catalogue/heroes',
    icon: CrownOutlined,
    labelKey: 'menu.catalogueHeroes',
    roles: ['owner'],
    group: 'catalogue',
    page: lazyScreen(async () => (await import('../features/templates/pages/heroes-page')).HeroesPage),
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    icon: WalletOutlined,
    labelKey: 'menu.withdrawals',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/withdrawals/pages/withdrawals-page')).WithdrawalsPage),
  },
  {
    key: 'finance',
    path: '/finance',
    icon: AccountBookOutlined,
    labelKey: 'menu.finance',
    roles: ['owner'],
    page: lazyScreen(async () => (await import('../features/finance/pages/finance-page')).FinancePage),
  },
  {
    key: 'realnameReviews',
    path: '/realname',
    icon: IdcardOutlined,
    labelKey: 'menu.realnameReviews',
    roles: ['operator', 'owner'],
    page: lazyScreen(
      async () => (await import('../features/realname-reviews/pages/realname-reviews-page')).RealNameReviewsPage,
    ),
  },
  {
    key: 'users',
    path: '/users',
    icon: UserOutlined,
    labelKey: 'menu.users',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/users/pages/users-page')).UsersPage),
  },
  {
    key: 'staff',
    path: '/staff',
    icon: TeamOutlined,
    labelKey: 'menu.staff',
    roles: ['owner'],
    page: lazyScreen(async () => (await import('../features/users/pages/staff-page')).StaffPage),
  },
  {
    key: 'merchantApplications',
    path: '/merchant-applications',
    icon: SolutionOutlined,
    labelKey: 'menu.merchantApplications',
    roles: ['owner'],
    page: lazyScreen(
      async () =>
        (await import('../features/merchant-applications/pages/merchant-applications-page')).MerchantApplicationsPage,
    ),
  },
  {
    key: 'staffContacts',
    path: '/staff-contacts',
    icon: SafetyCertificateOutlined,
    labelKey: 'menu.staffContacts',
    roles: ['operator', 'owner'],
    page: lazyScreen(
      async () => (await import('../features/staff-contacts/pages/staff-contacts-page')).StaffContactsPage,
    ),
  },
  {
    key: 'chat',
    path: '/chat',
    icon: CommentOutlined,
    labelKey: 'menu.chat',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/chat/pages/chat-inbox-page')).ChatInboxPage),
  },
  {
    key: 'feedback',
    path: '/feedback',
    icon: FormOutlined,
    labelKey: 'menu.feedback',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/feedback/pages/feedback-page')).FeedbackPage),
  },
  {
    key: 'blacklist',
    path: '/blacklist',
    icon: FlagOutlined,
    labelKey: 'menu.blacklist',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/blacklist/pages/blacklist-page')).BlacklistPage),
  },
  {
    key: 'streamers',
    path: '/streamers',
    icon: VideoCameraOutlined,
    labelKey: 'menu.streamers',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/streamers/pages/streamers-page')).StreamersPage),
  },
  {
    key: 'decoration',
    path: '/decoration',
    icon: FormatPainterOutlined,
    labelKey: 'menu.decoration',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/decoration/pages/decoration-page')).DecorationPage),
  },
  {
    key: 'notices',
    path: '/notices',
    icon: NotificationOutlined,
    labelKey: 'menu.notices',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/notices/pages/notices-page')).NoticesPage),
  },
  {
    key: 'smsOutbox',
    path: '/sms-outbox',
    icon: MessageOutlined,
    labelKey: 'menu.smsOutbox',
    roles: ['operator', 'owner'],
    page: lazyScreen(async () => (await import('../features/sms-outbox/pages/sms-outbox-page')).SmsOutboxPage),
  },
  {
    key: 'audit',
    path: '/audit',
    icon: FileSearchOutlined,
    labelKey: 'menu.audit',
    roles: ['owner'],
    page: lazyScreen(async () => (await import('../features/audit/pages/audit-page')).AuditPage),
  },
  {
    key: 'partners',
    path: '/partners',
    icon: ApiOutlined,
    labelKey: 'menu.partners',
    roles: ['owner'],
    page: lazyScreen(async () => (await import('../features/partners/pages/partners-page')).PartnersPage),
  },
  {
    key: 'settings',
    path: '/settings',
    icon: SettingOutlined,
    labelKey: 'menu.settings',
    roles: ['owner'],
    page: lazyScreen(async () => (await import('../features/settings/pages/settings-page')).SettingsPage),
  },
  // The platform console: platform admins only (accounts of the platform, signed in on its own host), who see nothing
  // else; a platform admin opening the home screen lands on Shops.
  {
    key: 'platformShops',
    path: '/platform/shops',
    icon: CloudServerOutlined,
    labelKey: 'menu.platformShops',
    roles: ['platform_admin'],
    page: lazyScreen(async () => (await import('../features/platform/pages/shops-page')).ShopsPage),
  },
  {
    key: 'platformDomains',
    path: '/platform/domains',
    icon: GlobalOutlined,
    labelKey: 'menu.platformDomains',
    roles: ['platform_admin'],
    page: lazyScreen(async () => (await import('../features/platform/pages/domains-page')).DomainsPage),
  },
  {
    key: 'platformUsage',
    path: '/platform/usage',
    icon: LineChartOutlined,
    labelKey: 'menu.platformUsage',
    roles: ['platform_admin'],
    page: lazyScreen(async () => (await import('../features/platform/pages/usage-page')).UsagePage),
  },
  {
    key: 'platformAudit',
    path: '/platform/audit',
    icon: HistoryOutlined,
    labelKey: 'menu.platformAudit',
    roles: ['platform_admin'],
    page: lazyScreen(async () => (await import('../features/platform/pages/platform-audit-page')).PlatformAuditPage),
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
