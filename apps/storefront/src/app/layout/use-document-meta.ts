import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { findRouteTitle } from '../route-meta';

/** Keeps document.title as `<route title> - <tenant name>` and the favicon as the tenant's logo. */
export function useDocumentMeta(tenant: { tenantName: string; avatar: string } | undefined): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = findRouteTitle(matches);
  const pageTitle = titleKey ? t(titleKey) : '';
  const tenantName = tenant?.tenantName ?? '';
  const avatar = tenant?.avatar ?? '';

  useEffect(() => {
    document.title = [pageTitle, tenantName].filter(Boolean).join(' - ');
  }, [pageTitle, tenantName]);

  useEffect(() => {
    if (!avatar) return;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = avatar;
  }, [avatar]);
}
