// Must stay the first import: it configures zod before any shared schema is built.
import './lib/zod-config';
import './styles/global.css';
import { createQueryClient } from '@gs/web/query-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { tenantQueryOptions } from './lib/get-tenant';
import { i18nReady } from './lib/i18n';

const queryClient = createQueryClient();
// The shop's name, colour and language frame every screen: asked for at once, beside the first screen's code.
void queryClient.prefetchQuery(tenantQueryOptions());

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Render once the first language's messages are here; if they cannot be loaded, render anyway (keys show).
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
