import type { TenantInfo } from '@gs/shared/tenant';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a server-rendered page loads before it renders: the same query options its components read, put into the
 * request's query cache (errors are left for the browser to retry). `url` is the page's address.
 */
export type PagePrefetch = (queryClient: QueryClient, url: URL, tenant: TenantInfo) => Promise<unknown>;

/** What a route loader receives as its context when the server renders a page. */
export interface PageRenderContext {
  queryClient: QueryClient;
  tenant: TenantInfo;
}
