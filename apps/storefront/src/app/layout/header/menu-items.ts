import type { ParseKeys } from 'i18next';
import { accountOrderPath, paths } from '../../../lib/paths';

export type MenuKey = 'home' | 'buy' | 'sale' | 'personalCenter' | 'appDownload';

export interface MenuItem {
  key: MenuKey;
  label: ParseKeys;
  to: string;
}

/** SPEC §2: four items, and App download only when the tenant offers a download address. */
export function buildMenuItems(appDownloadAvailable: boolean): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'home', label: 'menu.home', to: paths.home },
    { key: 'buy', label: 'menu.buy', to: accountOrderPath('buy') },
    { key: 'sale', label: 'menu.sale', to: accountOrderPath('sale') },
    { key: 'personalCenter', label: 'menu.personalCenter', to: paths.personalCenter },
  ];
  if (appDownloadAvailable) items.push({ key: 'appDownload', label: 'menu.appDownload', to: paths.appDownload });
  return items;
}

// Route paths match case-insensitively (as the router does), so compare them in lower case.
const lower = (path: string) => path.toLowerCase();
const buyPaths = new Set([paths.goodList, paths.goodDetail, paths.sureOrder].map(lower));
const salePaths = new Set([paths.sale, paths.consignment, paths.quickRecycle, paths.biddingRecycle].map(lower));
// Notices and the introduction live under /pages/other too, but they are public content, not the user's own.
const publicOtherPaths = new Set([paths.notices, paths.noticeDetail, paths.introduction].map(lower));
const personalPaths = new Set([paths.basicInformation, paths.orderDetail].map(lower));

/** The menu item the current route belongs to (pageType decides between buy and sell), or null. */
export function findActiveMenuKey(pathname: string, search: string): MenuKey | null {
  const path = lower(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (path === '/' || path === '') return 'home';
  if (path === lower(paths.accountOrder)) {
    return new URLSearchParams(search).get('pageType') === 'sale' ? 'sale' : 'buy';
  }
  if (buyPaths.has(path)) return 'buy';
  if (salePaths.has(path)) return 'sale';
  if (path === lower(paths.appDownload)) return 'appDownload';
  if (personalPaths.has(path)) return 'personalCenter';
  if (path.startsWith(`${lower(paths.other)}/`) && !publicOtherPaths.has(path)) return 'personalCenter';
  return null;
}
