import { Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTenant } from '../../hooks/use-tenant';
import { paths } from '../../lib/paths';
import { readItem, storageKeys, writeItem } from '../../lib/storage';
import { findMenuEntry } from '../menu';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { SiderMenu } from './sider-menu';

/**
 * The shell around every screen: the sider with the menu (collapsed by the user, remembered, or by itself below
 * 992 px for tablets), the header, the breadcrumb, and the screen.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: tenant } = useTenant();
  const [collapsed, setCollapsed] = useState(() => readItem(storageKeys.siderCollapsed) === 'true');
  const entry = findMenuEntry(location.pathname);
  useDocumentTitle(entry ? t(entry.labelKey) : t('notFound.title'));

  const toggle = () => {
    writeItem(storageKeys.siderCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={208}
        collapsedWidth={64}
        collapsed={collapsed}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken || readItem(storageKeys.siderCollapsed) === 'true')}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <Link
          to={paths.home}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 64,
            padding: collapsed ? '0 16px' : '0 20px',
            color: '#fff',
            fontWeight: 600,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          {tenant?.avatar ? (
            <img src={tenant.avatar} alt="" width={32} height={32} style={{ borderRadius: 6, flex: 'none' }} />
          ) : null}
          {collapsed ? <span className="visually-hidden">{tenant?.tenantName}</span> : tenant?.tenantName}
        </Link>
        <SiderMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <AppHeader siderCollapsed={collapsed} onToggleSider={toggle} />
        <Layout.Content style={{ padding: 24 }}>
          <AppBreadcrumb />
          <main style={{ background: '#fff', borderRadius: 8, padding: 24, minHeight: 360 }}>
            <Suspense fallback={<LoadingState label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
