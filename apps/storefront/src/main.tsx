// Must stay the first import: it configures zod before any shared schema is built.
import './lib/zod-config';
import './styles/global.css';
import { createQueryClient } from '@gs/web/query-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadAntdRoot } from './app/layout/root-layout';
import { AppProviders } from './app/providers';
import { refetchOnLanguageChange } from './app/refetch-on-language-change';
import { createAppRouter } from './app/router';
import { seedBootData } from './features/tenant/api/boot-data';
import { decorationQueryOptions } from './features/tenant/api/get-decoration';
import { tenantQueryOptions } from './lib/get-tenant';
import { getLanguage, i18n, i18nReady } from './lib/i18n';

const queryClient = createQueryClient();
refetchOnLanguageChange(queryClient, i18n);
// Tenant info and page decoration load at start (SPEC §4): written into the page by the server when it can, else
// fetched in parallel with the first page's code.
if (!seedBootData(queryClient, getLanguage())) {
  void queryClient.prefetchQuery(tenantQueryOptions());
  void queryClient.prefetchQuery(decorationQueryOptions());
}
// antd's core is a chunk of its own that every page needs: fetch it alongside the tenant calls.
preloadAntdRoot();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The first language's messages are fetched in parallel with the calls above; render once they are here. If they
// cannot be loaded, render anyway: the tenant call has most likely failed too and the frame says so.
void i18nReady
  .catch(() => {})
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
