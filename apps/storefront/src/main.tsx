// Must stay the first import: it configures zod before any shared schema is built.
import './lib/zod-config';
import './lib/i18n';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { decorationQueryOptions } from './features/tenant/api/get-decoration';
import { tenantQueryOptions } from './features/tenant/api/get-tenant';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Tenant info and page decoration load at start (SPEC §4), in parallel with the first page's code.
void queryClient.prefetchQuery(tenantQueryOptions());
void queryClient.prefetchQuery(decorationQueryOptions());

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
