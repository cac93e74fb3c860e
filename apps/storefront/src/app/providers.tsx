import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TenantConfigProvider } from './tenant-config-provider';

/** Everything the app needs above the router: server state, then the tenant-themed antd configuration. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantConfigProvider>{children}</TenantConfigProvider>
    </QueryClientProvider>
  );
}
