/**
 * The storefront's pages as crawlers see them, by the paths SPEC §2 spells (apps/storefront/src/lib/paths.ts; a
 * test keeps both lists in step with it). Public pages are listed in the sitemap; the others are answered for
 * signed-in users only (the router's RequireLoginRoute) or are a step after an action, and robots.txt keeps
 * crawlers out of them.
 */
export const publicPaths = {
  home: '/',
  accountMarket: '/pages/accountOrder',
  goodList: '/pages/goodList',
  goodDetail: '/pages/detail/index',
  notices: '/pages/other/gonggao',
  noticeDetail: '/pages/other/newsDetail',
  introduction: '/pages/other/jieshao',
  privacyAgreement: '/pages/login/yinsixyNoTitle',
} as const;

/** Public pages left out of the sitemap: older addresses that redirect, the login, app and partner pages. */
export const otherCrawlablePaths = [
  '/pages',
  '/pages/home/index',
  '/pages/other',
  '/login',
  '/pages/appDownload',
  '/pages/leishenkuaishu',
] as const;

/**
 * Disallowed in robots.txt (prefixes: `/pages/other/shouhou` covers `shouhouDetail`): ordering and its result, the
 * selling forms and their submission, and the personal center's pages.
 */
export const privatePaths = [
  '/pages/sureOrder',
  '/pages/order/orderDetail',
  '/pages/finish',
  '/pages/guanwangjishou',
  '/pages/kuaisuhuishou',
  '/pages/jingjiahuishou',
  '/pages/sale',
  '/pages/commit',
  '/pages/BasicInformation',
  '/pages/other/geren',
  '/pages/other/goodsList',
  '/pages/other/orderList',
  '/pages/other/Myevaluation',
  '/pages/other/jingjiahuishouPriceList',
  '/pages/other/collect',
  '/pages/other/fankui',
  '/pages/other/shouhou',
  '/pages/other/shenqingShangjia',
] as const;

/** Never pages: the API and the back office. */
export const nonPagePrefixes = ['/api/', '/admin'] as const;
