import { describe, expect, it } from 'vitest';
import { buildMenuItems, findActiveMenuKey } from './menu-items';

describe('buildMenuItems', () => {
  it('has four items, and App download only when a download address is offered', () => {
    expect(buildMenuItems(false).map((item) => [item.key, item.to])).toEqual([
      ['home', '/'],
      ['buy', '/pages/accountOrder?pageType=buy'],
      ['sale', '/pages/accountOrder?pageType=sale'],
      ['personalCenter', '/pages/other/geren'],
    ]);
    expect(buildMenuItems(true).map((item) => item.key)).toEqual([
      'home',
      'buy',
      'sale',
      'personalCenter',
      'appDownload',
    ]);
  });
});

describe('findActiveMenuKey', () => {
  it.each([
    ['/', '', 'home'],
    ['/pages/accountOrder', '?pageType=buy', 'buy'],
    ['/pages/accountOrder', '?pageType=sale&searchText=x', 'sale'],
    ['/pages/accountOrder', '?searchText=x', 'buy'],
    ['/pages/accountorder/', '?pageType=sale', 'sale'],
    ['/pages/goodList', '?gameId=1', 'buy'],
    ['/pages/detail/index', '?id=3', 'buy'],
    ['/pages/sale', '', 'sale'],
    ['/pages/kuaisuhuishou', '', 'sale'],
    ['/pages/other/geren', '', 'personalCenter'],
    ['/pages/other/orderList', '', 'personalCenter'],
    ['/pages/BasicInformation', '', 'personalCenter'],
    ['/pages/appDownload', '', 'appDownload'],
  ])('%s%s → %s', (pathname, search, key) => {
    expect(findActiveMenuKey(pathname, search)).toBe(key);
  });

  it.each([['/login'], ['/pages/other/gonggao'], ['/pages/other/newsDetail'], ['/pages/leishenkuaishu'], ['/nope']])(
    '%s has no menu item',
    (pathname) => {
      expect(findActiveMenuKey(pathname, '')).toBeNull();
    },
  );
});
