import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Everything the app needs above the router: server state. antd's tenant-themed configuration sits inside the
 * layout (AntdRoot), loaded lazily, so the header paints without antd.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
