import { createQueryClient } from '@gs/web/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** Renders a few routes in a memory router with a fresh query client, for page tests. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/**
 * One page alone at `routePath` in a router at `path`, inside antd's App (messages, modals) as the layout gives
 * it, instead of the whole route table; links out of it lead to an empty route (the router shows where they went).
 */
export function renderPage(routePath: string, page: ReactNode, path: string = routePath) {
  return renderRoutes(
    [
      { path: routePath, element: <App>{page}</App> },
      { path: '*', element: null },
    ],
    path,
  );
}

/** `pathname + search` of the router's current location. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}
