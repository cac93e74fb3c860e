import { AppstoreOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { findMenuEntry, type MenuEntry, type MenuGroup, menuEntries, menuGroups, visibleMenu } from './menu';

const page = lazy(async () => ({ default: () => null }));
const entry = (key: string, roles: MenuEntry['roles'], group?: string): MenuEntry => ({
  key,
  path: `/${key}`,
  icon: AppstoreOutlined,
  labelKey: 'menu.home',
  roles,
  page,
  group,
});
const catalogue: MenuGroup = { key: 'catalogue', icon: AppstoreOutlined, labelKey: 'menu.home' };
const entries = [
  entry('orders', ['operator', 'owner']),
  entry('games', ['owner'], 'catalogue'),
  entry('pool', ['recycler']),
  entry('regions', ['operator', 'owner'], 'catalogue'),
];

const shape = (roles: Parameters<typeof visibleMenu>[0]) =>
  visibleMenu(roles, entries, [catalogue]).map((node) =>
    node.kind === 'entry' ? node.entry.key : `${node.group.key}[${node.entries.map((item) => item.key).join(',')}]`,
  );

describe('visibleMenu', () => {
  it('shows each role only the entries it may open, groups where their first visible entry is', () => {
    expect(shape(['owner'])).toEqual(['orders', 'catalogue[games,regions]']);
    expect(shape(['operator'])).toEqual(['orders', 'catalogue[regions]']);
    expect(shape(['recycler'])).toEqual(['pool']);
    expect(shape(['operator', 'recycler'])).toEqual(['orders', 'pool', 'catalogue[regions]']);
  });

  it("shows a platform admin none of a shop's entries (no role passes every guard), and an account without roles nothing", () => {
    expect(shape(['platform_admin'])).toEqual([]);
    expect(shape([])).toEqual([]);
  });

  it("keeps the real menu's screens to the roles their server calls allow", () => {
    const real = (roles: Parameters<typeof visibleMenu>[0]) =>
      visibleMenu(roles).map((node) =>
        node.kind === 'entry' ? node.entry.key : `${node.group.key}[${node.entries.map((item) => item.key).join(',')}]`,
      );
    const operator = [
      'home',
      'dashboard',
      'orders',
      'claims',
      'listings[listingReview,allListings]',
      'recycling[recycleQueue,valuationRules]',
      'withdrawals',
      'realnameReviews',
      'users',
      'staffContacts',
      'chat',
      'feedback',
      'blacklist',
      'streamers',
      'decoration',
      'notices',
      'smsOutbox',
    ];
    expect(real(['operator'])).toEqual(operator);
    expect(real(['recycler'])).toEqual(['home', 'recycling[bidPool]']);
    // The owner has the operator's screens, the recyclers' pool, and the owner-only ones.
    expect(real(['owner'])).toEqual([
      'home',
      'dashboard',
      'orders',
      'claims',
      'listings[listingReview,allListings]',
      'recycling[recycleQueue,valuationRules,bidPool]',
      'catalogue[catalogueGames,catalogueRegions,catalogueLabels,catalogueDictionaries,catalogueTemplates,catalogueHeroes]',
      'withdrawals',
      'finance',
      'realnameReviews',
      'users',
      'staff',
      'merchantApplications',
      'staffContacts',
      'chat',
      'feedback',
      'blacklist',
      'streamers',
      'decoration',
      'notices',
      'smsOutbox',
      'audit',
      'partners',
      'settings',
    ]);
    // A platform admin (an account of the platform) sees the platform console only.
    expect(real(['platform_admin'])).toEqual(['platformShops', 'platformDomains', 'platformUsage', 'platformAudit']);
  });
});

describe('findMenuEntry', () => {
  it('finds the entry of a path, with or without a trailing slash, and nothing for other paths', () => {
    expect(findMenuEntry('/')?.key).toBe('home');
    expect(findMenuEntry('/sms-outbox/')?.key).toBe('smsOutbox');
    expect(findMenuEntry('/nowhere')).toBeUndefined();
  });

  it('has unique keys (groups included: the sider keys both alike) and paths', () => {
    const keys = [...menuEntries.map((item) => item.key), ...menuGroups.map((group) => group.key)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(menuEntries.map((item) => item.path)).size).toBe(menuEntries.length);
  });
});
