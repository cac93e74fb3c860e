import { createQueryClient } from '@gs/web/query-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_FRESH_MS, listingQueryOptions } from './get-listing';

describe('listingQueryOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
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
});
