import { useEffect } from 'react';
import { useTenant } from './use-tenant';

/** Sets the tab's title to `title · shop name` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  const { data: tenant } = useTenant();
  const shopName = tenant?.tenantName ?? '';
  useEffect(() => {
    document.title = [title, shopName].filter(Boolean).join(' · ');
  }, [title, shopName]);
}
