import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useFocusableScrollRegions } from '../hooks/use-focusable-scroll-regions';
import { useTenant } from '../hooks/use-tenant';
import { applyTenantLocale } from '../lib/i18n';
import { SessionExpiry } from './session/session-expiry';

/**
 * Around every route: the session rule, the shop's default language unless the user has chosen one, and tables that
 * scroll sideways reachable by keyboard.
 */
export function AppFrame() {
  const { data: tenant } = useTenant();
  const locale = tenant?.locale;
  useEffect(() => {
    if (locale) void applyTenantLocale(locale);
  }, [locale]);
  useFocusableScrollRegions();
  return (
    <>
      <SessionExpiry />
      <Outlet />
    </>
  );
}
