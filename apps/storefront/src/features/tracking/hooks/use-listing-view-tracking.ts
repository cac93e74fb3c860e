import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { saveGoodsBrowse } from '../api/save-goods-browse';
import { getVisitorId } from '../visitor-id';

/**
 * Posts one goodsBrowse record per visit of a listing's page (a new history entry, or another listing). Like the
 * page-view tracking, failures are ignored: counting a view must never disturb it.
 */
export function useListingViewTracking(listingId: number | null): void {
  const { key } = useLocation();
  // StrictMode runs effects twice and a refetch re-renders: the visit, not the render, is what counts.
  const lastVisit = useRef<string | null>(null);

  useEffect(() => {
    if (listingId === null) return;
    const visit = `${key}|${listingId}`;
    if (lastVisit.current === visit) return;
    lastVisit.current = visit;
    saveGoodsBrowse({ goodsId: listingId, visitorId: getVisitorId() }).catch(() => {});
  }, [key, listingId]);
}
