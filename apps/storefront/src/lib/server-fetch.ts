/**
 * The fetch API calls go through. In a browser it is the global one; when the server renders a page it hands the
 * storefront an in-process fetch (the request's host and language, no network), set once at start.
 */
let serverFetch: typeof fetch | null = null;

export function setServerFetch(next: typeof fetch | null): void {
  serverFetch = next;
}

export function getFetch(): typeof fetch {
  return serverFetch ?? globalThis.fetch;
}
