import { createQueryClient } from '@gs/web/query-client';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';

/** The whole back office (providers and route table) in a memory router at `path` (below /admin). */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      {/* What react-router/dom's provider (the app's) adds: writes asking for `flushSync` render at once. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** `pathname + search` of the router's current location. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}
