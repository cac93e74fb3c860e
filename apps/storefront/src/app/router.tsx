import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from './layout/page-skeleton';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { routeMeta } from './route-meta';

/** The route table. Paths stay exactly as SPEC §2 spells them; every page is lazy-loaded. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Page errors render inside the layout, so the header stays usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            handle: routeMeta('route.home'),
            lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
          },
          {
            path: 'login',
            handle: routeMeta('route.login'),
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            // SPEC §2: /pages/BasicInformation (basic information); requires login.
            path: 'pages/BasicInformation',
            handle: routeMeta('route.basicInformation'),
            lazy: async () => ({
              Component: (await import('../features/profile/pages/basic-information-page')).BasicInformationPage,
            }),
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
