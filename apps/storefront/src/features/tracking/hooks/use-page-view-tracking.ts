import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { saveTenantBrowse } from '../api/save-tenant-browse';
import { getVisitorId } from '../visitor-id';

/** Posts a tenantBrowse record on every route change. Tracking must never disturb the visit: failures are ignored. */
export function usePageViewTracking(): void {
  const location = useLocation();
  // Keyed by location.key so StrictMode's double effect does not count one navigation twice.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    saveTenantBrowse({ path: location.pathname, visitorId: getVisitorId() }).catch(() => {});
  }, [location.key, location.pathname]);
}
