import { Drawer, Layout } from 'antd';
import { type CSSProperties, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePhoneLayout } from '../../hooks/use-phone-layout';
import { useTenant } from '../../hooks/use-tenant';
import { paths } from '../../lib/paths';
import { readItem, storageKeys, writeItem } from '../../lib/storage';
import { findMenuEntry } from '../menu';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { SiderMenu } from './sider-menu';

/** The shop's name (and logo) at the top of the menu, linking home. */
function Brand({ collapsed }: { collapsed: boolean }) {
  const { data: tenant } = useTenant();
  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    height: 64,
    padding: collapsed ? '0 16px' : '0 20px',
    color: '#fff',
    fontWeight: 600,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  };
  return (
    <Link to={paths.home} style={style}>
      {tenant?.avatar ? (
        <img src={tenant.avatar} alt="" width={32} height={32} style={{ borderRadius: 6, flex: 'none' }} />
      ) : null}
      {collapsed ? <span className="visually-hidden">{tenant?.tenantName}</span> : tenant?.tenantName}
    </Link>
  );
}

/**
 * The shell around every screen: the sider with the menu (collapsed by the user, remembered, or by itself below
 * 992 px for tablets), the header, the breadcrumb, and the screen. On a phone the menu opens as a drawer from the
 * header's menu button and closes on the way to a screen; wide tables scroll inside the page, not the page itself.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const phone = usePhoneLayout();
  const [collapsed, setCollapsed] = useState(() => readItem(storageKeys.siderCollapsed) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entry = findMenuEntry(location.pathname);
  useDocumentTitle(entry ? t(entry.labelKey) : t('notFound.title'));

  // Opening a screen from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  const toggle = () => {
    if (phone) {
      setDrawerOpen(!drawerOpen);
      return;
    }
    writeItem(storageKeys.siderCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const gap = phone ? 12 : 24;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={256}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <Brand collapsed={false} />
          <SiderMenu collapsed={false} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={208}
          collapsedWidth={64}
          collapsed={collapsed}
          breakpoint="lg"
          onBreakpoint={(broken) => setCollapsed(broken || readItem(storageKeys.siderCollapsed) === 'true')}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Brand collapsed={collapsed} />
          <SiderMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <AppHeader siderCollapsed={phone ? !drawerOpen : collapsed} onToggleSider={toggle} compact={phone} />
        {/* antd's Layout.Content is the page's one <main> landmark: the panel inside it is a plain box. */}
        <Layout.Content style={{ padding: gap, minWidth: 0 }}>
          <AppBreadcrumb />
          <div style={{ background: '#fff', borderRadius: 8, padding: gap, minHeight: 360, overflowX: 'auto' }}>
            <Suspense fallback={<LoadingState label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
