import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { RequireLoginRoute } from '../components/require-login';
import { publishedNoticeTypesQueryOptions } from '../features/notices/api/get-published-notice-types';
import { appVersionQueryOptions } from '../features/tenant/api/get-app-version';
import type { PagePrefetch, PageRenderContext } from '../lib/page-prefetch';
import { paths } from '../lib/paths';
import { KeepAliveOutlet } from './keep-alive/keep-alive-outlet';
import { ContentSkeleton, PageSkeleton } from './layout/page-skeleton';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { routeMeta } from './route-meta';

/**
 * What a route that only redirects (its loader answers a redirect) renders: a leaf route without a component makes
 * react-router warn on every visit, and the moment before the redirect lands shows the content's skeleton.
 */
function Redirecting() {
  return <ContentSkeleton />;
}

/** `/pages/other` → its notices child, keeping the query (`?noticeType=…`). */
function redirectToNotices({ request }: LoaderFunctionArgs) {
  return redirect(paths.notices + new URL(request.url).search);
}

/**
 * On the server, a page's prefetch is its route's loader: it fills the request's query cache that the render then
 * reads. The browser's routes have no loader, so a navigation never waits for data (pages show their skeletons).
 */
function serverLoader(prefetch: PagePrefetch): Pick<RouteObject, 'loader'> {
  if (!import.meta.env.SSR) return {};
  return {
    loader: async ({ request, context }: LoaderFunctionArgs) => {
      const { queryClient, tenant } = context as PageRenderContext;
      await prefetch(queryClient, new URL(request.url), tenant);
      return null;
    },
  };
}

/** What the frame shows on every page: the app-download link of the menu and footer, the footer's notice links. */
const prefetchFrame: PagePrefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(appVersionQueryOptions()),
    queryClient.prefetchQuery(publishedNoticeTypesQueryOptions()),
  ]);

/** Pages that need login (personal-center pages, ordering, selling forms, basic information). */
const loginRequired: RouteObject[] = [
  {
    path: paths.sureOrder,
    handle: routeMeta('route.sureOrder'),
    lazy: async () => ({ Component: (await import('../features/orders/pages/sure-order-page')).SureOrderPage }),
  },
  {
    path: paths.orderDetail,
    handle: routeMeta('route.orderDetail'),
    lazy: async () => ({ Component: (await import('./pages/order-detail-page')).OrderDetailPage }),
  },
  {
    // guanwangjishou: official-site consignment selling.
    path: paths.consignment,
    handle: routeMeta('route.consignment'),
    lazy: async () => ({ Component: (await import('../features/selling/pages/consignment-page')).ConsignmentPage }),
  },
  {
    // kuaisuhuishou: quick recycle (valuation).
    path: paths.quickRecycle,
    handle: routeMeta('route.quickRecycle'),
    lazy: async () => ({
      Component: (await import('../features/selling/pages/quick-recycle-page')).QuickRecyclePage,
    }),
  },
  {
    path: paths.sale,
    handle: routeMeta('route.sale'),
    lazy: async () => ({ Component: (await import('./pages/sell-page')).SellPage }),
  },
  {
    path: paths.basicInformation,
    handle: routeMeta('route.basicInformation'),
    lazy: async () => ({ Component: (await import('./pages/basic-information-page')).BasicInformationRoute }),
  },
  {
    // jingjiahuishou: price-competition recycle.
    path: paths.biddingRecycle,
    handle: routeMeta('route.biddingRecycle'),
    lazy: async () => ({
      Component: (await import('../features/selling/pages/bidding-recycle-page')).BiddingRecyclePage,
    }),
  },
];

/** Children of /pages/other (SPEC §2), inside the personal-center navigation. */
const otherChildren: RouteObject[] = [
  { index: true, loader: redirectToNotices, Component: Redirecting },
  {
    Component: RequireLoginRoute,
    children: [
      {
        // geren: personal center.
        path: paths.personalCenter,
        handle: routeMeta('route.personalCenter'),
        lazy: async () => ({
          Component: (await import('./pages/personal-center-page')).PersonalCenterPage,
        }),
      },
      {
        // goodsList: my products.
        path: paths.myProducts,
        handle: routeMeta('route.myProducts'),
        lazy: async () => ({ Component: (await import('../features/selling/pages/my-products-page')).MyProductsPage }),
      },
      {
        // orderList: my orders.
        path: paths.myOrders,
        handle: routeMeta('route.myOrders'),
        lazy: async () => ({ Component: (await import('../features/orders/pages/my-orders-page')).MyOrdersPage }),
      },
      {
        // Myevaluation: my evaluations.
        path: paths.myEvaluations,
        handle: routeMeta('route.myEvaluations'),
        lazy: async () => ({
          Component: (await import('../features/orders/pages/my-evaluations-page')).MyEvaluationsPage,
        }),
      },
      {
        // jingjiahuishouPriceList: quotes for price-competition recycle.
        path: paths.biddingQuotes,
        handle: routeMeta('route.biddingQuotes'),
        lazy: async () => ({
          Component: (await import('../features/selling/pages/bidding-quotes-page')).BiddingQuotesPage,
        }),
      },
      {
        // collect: favourites.
        path: paths.favourites,
        handle: routeMeta('route.favourites'),
        lazy: async () => ({
          Component: (await import('../features/favourites/pages/favourites-page')).FavouritesPage,
        }),
      },
      {
        // fankui: feedback.
        path: paths.feedback,
        handle: routeMeta('route.feedback'),
        lazy: async () => ({ Component: (await import('../features/feedback/pages/feedback-page')).FeedbackPage }),
      },
      {
        // shouhou (售后): my claims, as buyer and as seller (issue 21).
        path: paths.myClaims,
        handle: routeMeta('route.myClaims'),
        lazy: async () => ({ Component: (await import('../features/claims/pages/my-claims-page')).MyClaimsPage }),
      },
      {
        // shouhouDetail: one claim.
        path: paths.claimDetail,
        handle: routeMeta('route.claimDetail'),
        lazy: async () => ({ Component: (await import('./pages/claim-page')).ClaimPage }),
      },
      {
        // shenqingShangjia: merchant application.
        path: paths.merchantApplication,
        handle: routeMeta('route.merchantApplication'),
        lazy: async () => ({
          Component: (await import('../features/merchant/pages/merchant-application-page')).MerchantApplicationPage,
        }),
      },
    ],
  },
  {
    // gonggao: notices.
    path: paths.notices,
    handle: routeMeta('route.notices', { serverRendered: true }),
    lazy: async () => {
      const page = await import('../features/notices/pages/notices-page');
      return { Component: page.NoticesPage, ...serverLoader(page.prefetchNoticesPage) };
    },
  },
  {
    // newsDetail: one notice.
    path: paths.noticeDetail,
    handle: routeMeta('route.noticeDetail', { serverRendered: true }),
    lazy: async () => {
      const page = await import('../features/notices/pages/notice-detail-page');
      return { Component: page.NoticeDetailPage, ...serverLoader(page.prefetchNoticeDetailPage) };
    },
  },
  {
    // jieshao: the tenant's introduction.
    path: paths.introduction,
    handle: routeMeta('route.introduction', { serverRendered: true }),
    lazy: async () => {
      const page = await import('../features/notices/pages/introduction-page');
      return { Component: page.IntroductionPage, ...serverLoader(page.prefetchIntroductionPage) };
    },
  },
];

/** The route table. Paths stay exactly as SPEC §2 spells them; every page is its own lazy-loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    ...serverLoader(prefetchFrame),
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Page errors render inside the layout, so the header stays usable. KeepAliveOutlet keeps the product
        // list alive while the user looks at a product.
        Component: KeepAliveOutlet,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            handle: routeMeta('route.home', { serverRendered: true }),
            lazy: async () => {
              const page = await import('./pages/home-page');
              return { Component: page.HomePage, ...serverLoader(page.prefetchHomePage) };
            },
          },
          { path: paths.pagesRoot, loader: () => redirect(paths.home), Component: Redirecting },
          { path: paths.homeIndex, loader: () => redirect(paths.home), Component: Redirecting },
          {
            path: paths.login,
            handle: routeMeta('route.login'),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            // yinsixyNoTitle: the privacy agreement, without a title bar.
            path: paths.privacyAgreement,
            handle: routeMeta('route.privacyAgreement', { serverRendered: true }),
            lazy: async () => {
              const page = await import('../features/notices/pages/privacy-agreement-page');
              return { Component: page.PrivacyAgreementPage, ...serverLoader(page.prefetchPrivacyAgreementPage) };
            },
          },
          {
            // accountOrder: the account market (?pageType=buy|sale&searchText&scrollTop).
            path: paths.accountOrder,
            handle: routeMeta('route.accountMarket', { serverRendered: true }),
            lazy: async () => {
              const page = await import('../features/games/pages/account-market-page');
              return { Component: page.AccountMarketPage, ...serverLoader(page.prefetchAccountMarketPage) };
            },
          },
          {
            path: paths.finish,
            handle: routeMeta('route.finish'),
            // The order payment result, or the selling result with ?type=consignment.
            lazy: async () => ({ Component: (await import('./pages/finish-page')).FinishPage }),
          },
          {
            path: paths.goodList,
            handle: routeMeta('route.goodList', { serverRendered: true }),
            lazy: async () => {
              const page = await import('../features/listings/pages/good-list-page');
              return { Component: page.GoodListPage, ...serverLoader(page.prefetchGoodListPage) };
            },
          },
          {
            path: paths.goodDetail,
            handle: routeMeta('route.goodDetail', { serverRendered: true }),
            lazy: async () => {
              const page = await import('./pages/good-detail/good-detail-page');
              return { Component: page.GoodDetailPage, ...serverLoader(page.prefetchGoodDetailPage) };
            },
          },
          {
            path: paths.appDownload,
            handle: routeMeta('route.appDownload'),
            lazy: async () => ({
              Component: (await import('../features/tenant/pages/app-download-page')).AppDownloadPage,
            }),
          },
          {
            path: paths.leishenkuaishu,
            handle: routeMeta('route.leishenkuaishu'),
            lazy: async () => ({
              Component: (await import('../features/leishen/pages/leishen-kuaishu-page')).LeishenKuaishuPage,
            }),
          },
          {
            path: paths.commit,
            handle: routeMeta('route.commit'),
            lazy: async () => ({ Component: (await import('../features/selling/pages/commit-page')).CommitPage }),
          },
          { Component: RequireLoginRoute, children: loginRequired },
          {
            path: paths.other,
            lazy: async () => ({
              Component: (await import('../features/personal-center/components/personal-center-layout'))
                .PersonalCenterLayout,
            }),
            children: otherChildren,
          },
          {
            path: '*',
            handle: routeMeta('route.notFound'),
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** History-mode router over the route table. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
