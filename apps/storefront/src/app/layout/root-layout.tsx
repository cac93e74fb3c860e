import type { TenantInfo } from '@gs/shared/tenant';
import { type Locale, SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant-basics';
import { toAccessiblePrimaryColor } from '@gs/web/primary-color';
import { type CSSProperties, lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePageViewTracking } from '../../features/tracking/hooks/use-page-view-tracking';
import { AmountLabelContext } from '../../hooks/use-format-price';
import { useTenant } from '../../hooks/use-tenant';
import { applyTenantLocale, getChosenLanguage } from '../../lib/i18n';
import { SessionExpiryHost } from '../session/session-expiry-host';
import { closedReason } from './closed-reason';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ContentSkeleton, PageSkeleton } from './page-skeleton';
import styles from './root-layout.module.css';
import { TenantError } from './tenant-error';
import { useDocumentMeta } from './use-document-meta';

// antd (ConfigProvider, cssinjs, theme) is a lazy chunk: the header and this frame paint without it.
type AntdRootModule = typeof import('../antd-root');
let antdRootLoaded: AntdRootModule | null = null;
const loadAntdRoot = () =>
  import('../antd-root').then((module) => {
    antdRootLoaded = module;
    return module;
  });

// Once the chunk is loaded the lazy component resolves synchronously (a thenable that answers at once): a
// server-rendered page then hydrates its content in the same pass as the frame, never shown as the fallback first.
const AntdRoot = lazy(() => {
  const loaded = antdRootLoaded;
  if (loaded) {
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React.lazy resolves synchronously
      then: (resolve: (module: { default: AntdRootModule['AntdRoot'] }) => void) =>
        resolve({ default: loaded.AntdRoot }),
    };
    return ready as unknown as Promise<{ default: AntdRootModule['AntdRoot'] }>;
  }
  return loadAntdRoot().then((module) => ({ default: module.AntdRoot }));
});
const ServiceDisabledNotice = lazy(async () => ({
  default: (await import('./service-disabled-notice')).ServiceDisabledNotice,
}));

/**
 * Starts loading antd with the first page instead of after it (the import is shared with AntdRoot); settles once it
 * is loaded, when a server-rendered page can hydrate.
 */
export function preloadAntdRoot(): Promise<unknown> {
  return loadAntdRoot();
}

/**
 * Makes the tenant's locale the language unless the user chose one (antd's locale follows), and answers whether
 * that is done: until the tenant's messages have loaded the frame keeps its skeleton rather than flash the
 * browser's language first.
 */
function useTenantLanguage(locale: Locale | undefined): boolean {
  const { i18n } = useTranslation();
  // Already applied when the page starts in it (a server-rendered page): no state change, no re-render of the frame.
  const [applied, setApplied] = useState<Locale | null>(() => (locale && i18n.language === locale ? locale : null));
  useEffect(() => {
    if (!locale) return;
    let active = true;
    applyTenantLocale(locale)
      .catch(() => {})
      .finally(() => {
        if (active) setApplied(locale);
      });
    return () => {
      active = false;
    };
  }, [locale]);
  // The server rendered the language it decided on (the visitor's choice or the shop's): nothing to wait for.
  if (import.meta.env.SSR || !locale || applied === locale) return true;
  return getChosenLanguage() !== null || i18n.language === locale;
}

/**
 * The routed page under antd's frame. Memoised: a server-rendered page hydrates this boundary once antd's chunk has
 * loaded, and a re-render of the frame before that (its language applied, the session read) would make React drop
 * the server's markup for the fallback and render the page again — the whole page jumping on a phone.
 */
const PageArea = memo(function PageArea() {
  return (
    <Suspense fallback={<ContentSkeleton />}>
      <AntdRoot>
        <Outlet />
      </AntdRoot>
    </Suspense>
  );
});

function Shell({ tenant }: { tenant: TenantInfo }) {
  const { t } = useTranslation();
  // SPEC §6: without service 5483 (or suspended, or on the platform's own host) the site is blocked by a notice that
  // cannot be closed; `inert` makes everything behind it unreachable by mouse, keyboard and screen readers.
  const closed = closedReason(tenant, SELF_OPERATED_SERVICE_CODE);
  const serviceEnabled = closed === null;
  const style = { '--sf-primary': toAccessiblePrimaryColor(tenant.primaryColor) } as CSSProperties;

  return (
    <AmountLabelContext value={tenant.amountLabel}>
      <div className={styles.shell} style={style} inert={!serviceEnabled}>
        <button
          type="button"
          className={styles.skipLink}
          onClick={() => document.getElementById('main-content')?.focus()}
        >
          {t('common.skipToContent')}
        </button>
        <SiteHeader tenant={tenant} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <PageArea />
        </main>
        <SiteFooter tenant={tenant} />
      </div>
      {closed === null ? null : (
        <Suspense fallback={null}>
          <ServiceDisabledNotice reason={closed} />
        </Suspense>
      )}
    </AmountLabelContext>
  );
}

/** The frame of every page: tenant header, the routed page and the footer, gated on tenant info; the session rules. */
export function RootLayout() {
  const tenant = useTenant();
  usePageViewTracking();
  useDocumentMeta(tenant.data);
  const languageReady = useTenantLanguage(tenant.data?.locale);

  let content: ReactNode;
  if (tenant.isPending || !languageReady) content = <PageSkeleton />;
  else if (tenant.isError) content = <TenantError onRetry={() => void tenant.refetch()} retrying={tenant.isFetching} />;
  else content = <Shell tenant={tenant.data} />;

  return (
    <>
      <SessionExpiryHost />
      {content}
    </>
  );
}
