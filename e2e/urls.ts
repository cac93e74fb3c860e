/** Base URL of a demo tenant's storefront: `*.localhost` names resolve to loopback in Chromium. */
export function tenantUrl(host: string, pathname = '/'): string {
  return `${tenantOrigin(host)}${pathname}`;
}

/** The origin a tenant's pages (storefront and /admin) run under: its localStorage is kept per origin. */
export function tenantOrigin(host: string): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the specs through playwright.config.ts');
  return `http://${host}:${port}`;
}

/**
 * For API calls made from the test (Node cannot resolve `*.localhost`): loopback URL plus the tenant's Host header.
 */
export function apiTarget(host: string, pathname: string): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${process.env.E2E_PORT}${pathname}`, headers: { host } };
}
