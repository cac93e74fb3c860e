import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { findRouteTitle } from '../route-meta';
import { readSsrData } from '../ssr/ssr-data';

// A server-rendered page came with its own title (a listing's, a game's, a notice's): it stays until the visitor
// moves to another page or switches language.
let serverTitle: { href: string; language: string } | null = (() => {
  if (typeof document === 'undefined') return null;
  const ssr = readSsrData();
  return ssr ? { href: location.pathname + location.search, language: ssr.language } : null;
})();

/** Keeps document.title as `<route title> - <tenant name>` and the favicon as the tenant's logo. */
export function useDocumentMeta(tenant: { tenantName: string; avatar: string } | undefined): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const titleKey = findRouteTitle(matches);
  const pageTitle = titleKey ? t(titleKey) : '';
  const tenantName = tenant?.tenantName ?? '';
  const avatar = tenant?.avatar ?? '';

  useEffect(() => {
    if (serverTitle && serverTitle.href === pathname + search && serverTitle.language === i18n.language) return;
    serverTitle = null;
    document.title = [pageTitle, tenantName].filter(Boolean).join(' - ');
  }, [pageTitle, tenantName, pathname, search, i18n.language]);

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
