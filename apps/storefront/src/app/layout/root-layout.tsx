import { Outlet } from 'react-router';
import { useTenant } from '../../features/tenant/api/get-tenant';
import { usePageViewTracking } from '../../features/tracking/hooks/use-page-view-tracking';
import { PageSkeleton } from './page-skeleton';
import styles from './root-layout.module.css';
import { SiteHeader } from './site-header';
import { TenantError } from './tenant-error';
import { useDocumentMeta } from './use-document-meta';

/** The frame of every page: tenant header and the routed page, gated on tenant info. */
export function RootLayout() {
  const tenant = useTenant();
  usePageViewTracking();
  useDocumentMeta(tenant.data);

  if (tenant.isPending) return <PageSkeleton />;
  if (tenant.isError) return <TenantError onRetry={() => void tenant.refetch()} retrying={tenant.isFetching} />;

  return (
    <div className={styles.shell}>
      <SiteHeader tenant={tenant.data} />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
