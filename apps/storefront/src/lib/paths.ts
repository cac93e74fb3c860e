import type { NoticeType } from '@gs/shared/notices';

/**
 * Route paths exactly as SPEC §2 spells them: the route table declares every route with these (absolute, so a
 * nested route reads the same as a link to it), and links are built from them.
 */
export const paths = {
  home: '/',
  /** `/pages` and `/pages/home/index` are older addresses of home: they redirect there. */
  pagesRoot: '/pages',
  homeIndex: '/pages/home/index',
  login: '/login',
  accountOrder: '/pages/accountOrder',
  goodList: '/pages/goodList',
  goodDetail: '/pages/detail/index',
  sureOrder: '/pages/sureOrder',
  orderDetail: '/pages/order/orderDetail',
  privacyAgreement: '/pages/login/yinsixyNoTitle',
  consignment: '/pages/guanwangjishou',
  quickRecycle: '/pages/kuaisuhuishou',
  biddingRecycle: '/pages/jingjiahuishou',
  finish: '/pages/finish',
  appDownload: '/pages/appDownload',
  sale: '/pages/sale',
  basicInformation: '/pages/BasicInformation',
  leishenkuaishu: '/pages/leishenkuaishu',
  commit: '/pages/commit',
  other: '/pages/other',
  personalCenter: '/pages/other/geren',
  myProducts: '/pages/other/goodsList',
  myOrders: '/pages/other/orderList',
  myEvaluations: '/pages/other/Myevaluation',
  biddingQuotes: '/pages/other/jingjiahuishouPriceList',
  notices: '/pages/other/gonggao',
  noticeDetail: '/pages/other/newsDetail',
  favourites: '/pages/other/collect',
  introduction: '/pages/other/jieshao',
  feedback: '/pages/other/fankui',
  /** shouhou (售后): my claims, as buyer and as seller; not in SPEC §2 (issue 21). */
  myClaims: '/pages/other/shouhou',
  claimDetail: '/pages/other/shouhouDetail',
  merchantApplication: '/pages/other/shenqingShangjia',
} as const;

export type PageType = 'buy' | 'sale';

/** `/pages/accountOrder?pageType=…[&searchText=…]`: the account market for buying or selling. */
export function accountOrderPath(pageType: PageType, searchText?: string): string {
  const query = new URLSearchParams({ pageType });
  if (searchText) query.set('searchText', searchText);
  return `${paths.accountOrder}?${query.toString()}`;
}

/** `/pages/detail/index?id=…`: a listing's detail page. */
export function listingDetailPath(id: number): string {
  return `${paths.goodDetail}?id=${id}`;
}

/** The notices list, optionally opened on one notice type (the header's cooperation and help-centre links). */
export function noticesPath(noticeType?: NoticeType): string {
  return noticeType ? `${paths.notices}?${new URLSearchParams({ noticeType }).toString()}` : paths.notices;
}

export function noticeDetailPath(id: number): string {
  return `${paths.noticeDetail}?id=${id}`;
}

/** Why a visitor is sent to log in, said on the login page (`reason`); the action is finished after the login. */
export type LoginReason = 'favourite';

/** `/login?fromRoute=<path and query>[&reason=…]`: log in, then come back to `fromRoute`. */
export function loginPath(fromRoute?: string, reason?: LoginReason): string {
  if (!fromRoute) return paths.login;
  const query = new URLSearchParams({ fromRoute });
  if (reason) query.set('reason', reason);
  return `${paths.login}?${query.toString()}`;
}
