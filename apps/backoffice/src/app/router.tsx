import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { BASENAME, paths } from '../lib/paths';
import { AppFrame } from './app-frame';
import { AdminLayout } from './layout/admin-layout';
import { lazyScreen } from './lazy-screen';
import { menuEntries } from './menu';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { ScreenRoute } from './screen-route';
import { RequireStaff } from './session/require-staff';

const LoginPage = lazyScreen(async () => (await import('../features/auth/pages/login-page')).LoginPage);

/** The route table: the login page, and the shell with one route per menu entry (see menu.ts) and a 404. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppFrame />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: paths.login,
          element: (
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          ),
        },
        {
          path: paths.home,
          element: (
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          ),
          children: [
            ...menuEntries.map((entry): RouteObject => {
              const element = <ScreenRoute key={entry.key} entry={entry} />;
              return entry.path === paths.home ? { index: true, element } : { path: entry.path.slice(1), element };
            }),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** History-mode router below /admin: the server answers index.html for every page path under it. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: BASENAME });
}
