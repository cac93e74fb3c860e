import { createQueryClient } from '@gs/web/query-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../../lib/storage';
import { LISTING_FRESH_MS, listingQueryOptions } from './get-listing';

describe('listingQueryOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('keeps a listing the page was rendered with (hydrated) without asking for it again, until it is 15 s old', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    // What hydration puts in the cache: the server's answer, fetched a moment ago.
    client.setQueryData(listingQueryOptions(1).queryKey, { id: 1 } as never);
    const observer = new QueryObserver(client, listingQueryOptions(1));
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().isStale).toBe(false);
    unsubscribe();
    // Once older than that, a page that shows it asks again.
    await vi.advanceTimersByTimeAsync(LISTING_FRESH_MS);
    expect(client.getQueryState(listingQueryOptions(1).queryKey)?.isInvalidated).toBe(false);
    const later = new QueryObserver(client, listingQueryOptions(1));
    expect(later.getCurrentResult().isStale).toBe(true);
  });

  it('asks again at once for a signed-in user: the page was rendered without their session (their favourite)', async () => {
    setToken('tok-1');
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) => new Response(JSON.stringify({ code: 200, msg: 'ok', data: null })),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    client.setQueryData(listingQueryOptions(1).queryKey, { id: 1 } as never);
    const observer = new QueryObserver(client, listingQueryOptions(1));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/web/good/info');
    unsubscribe();
  });
});
