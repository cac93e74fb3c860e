// Must stay the first import: it configures zod before any shared schema is built.
import '../lib/zod-config';
import { createQueryClient } from '@gs/web/query-client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { seedBootData } from '../features/tenant/api/boot-data';
import { decorationQueryOptions } from '../features/tenant/api/get-decoration';
import { ViewportHintContext } from '../hooks/use-is-mobile';
import { tenantQueryOptions } from '../lib/get-tenant';
import { getChosenLanguage, getLanguage, i18n, i18nReady, loadLanguage, setUserLanguage } from '../lib/i18n';
import { whenAppReady } from './app-ready';
import { preloadAntdRoot } from './layout/root-layout';
import { AppProviders } from './providers';
import { refetchOnLanguageChange } from './refetch-on-language-change';
import { createAppRouter, routes } from './router';
import { renderedRoutes } from './ssr/rendered-routes';
import { memoizeLanguageHierarchy } from './ssr/server-i18n';
import { readSsrData, type SsrData } from './ssr/ssr-data';

/**
 * Before hydrating, the page's language is the one it was rendered in, and its route modules and antd's frame are
 * loaded (a lazy part not yet loaded would render its fallback, not the server's markup).
 */
async function prepareHydration(ssr: SsrData, antdRoot: Promise<unknown>): Promise<void> {
  const { language } = ssr;
  // The server names the routes it rendered; matching the address against the whole table instead (react-router
  // flattens and ranks every route) cost the start ~25 ms of a phone's main thread.
  const branch =
    (ssr.routeIds && renderedRoutes(routes, ssr.routeIds)) ??
    (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
  await Promise.all([
    antdRoot,
    loadLanguage(language as never).then(() =>
      i18n.language === language ? undefined : i18n.changeLanguage(language),
    ),
    ...branch.map(async (route) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
}

function App({ queryClient, mobile }: { queryClient: QueryClient; mobile: boolean }) {
  return (
    <StrictMode>
      <ViewportHintContext value={mobile}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </ViewportHintContext>
    </StrictMode>
  );
}

/**
 * Starts the storefront (loaded by main.tsx): fills the query cache — a server-rendered page's own data, else the
 * boot data or the first calls — then hydrates the server-rendered page or renders a client one.
 */
export function startApp(container: HTMLElement): void {
  memoizeLanguageHierarchy(i18n);
  const queryClient = createQueryClient();
  const ssr = readSsrData();
  // A server-rendered page: its data is the cache the server rendered from, so the first render matches it.
  if (ssr) hydrate(queryClient, ssr.queries);
  // Tenant info and page decoration load at start (SPEC §4): written into the page by the server when it can, else
  // fetched in parallel with the first page's code.
  const seeded = ssr
    ? Promise.resolve()
    : seedBootData(queryClient, getLanguage())
        .catch(() => false)
        .then((fromPage) => {
          if (fromPage) return;
          void queryClient.prefetchQuery(tenantQueryOptions());
          void queryClient.prefetchQuery(decorationQueryOptions());
        });
  // antd's core is a chunk of its own that every page needs: fetch it alongside the tenant calls.
  const antdRoot = preloadAntdRoot();

  if (ssr) {
    void prepareHydration(ssr, antdRoot)
      .catch(() => {})
      .then(() => {
        refetchOnLanguageChange(queryClient, i18n);
        // Hydration as a transition: React works in slices of a few milliseconds and yields to the browser between
        // them (taps, paints) instead of hydrating the whole page in one long task.
        startTransition(() => {
          hydrateRoot(container, <App queryClient={queryClient} mobile={ssr.mobile} />);
        });
        // A language chosen in this browser before the server could know it (the choice now travels in a cookie too):
        // switched to once the page has hydrated, since a change during hydration would not match the markup.
        const chosen = getChosenLanguage();
        if (chosen && chosen !== ssr.language) void whenAppReady().then(() => setUserLanguage(chosen));
      });
  } else {
    refetchOnLanguageChange(queryClient, i18n);
    // The first language's messages are fetched in parallel with the calls above; render once they are here and the
    // boot data is in the cache (else the first render would ask for what the page holds). If the messages cannot be
    // loaded, render anyway: the tenant call has most likely failed too and the frame says so.
    void Promise.all([i18nReady.catch(() => {}), seeded]).then(() =>
      createRoot(container).render(<App queryClient={queryClient} mobile={false} />),
    );
  }
}
