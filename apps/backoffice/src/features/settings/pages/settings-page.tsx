import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { toSafeHref } from '@gs/web/safe-href';
import { App, Button, Card, Skeleton, Space, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useSettings } from '../api/get-settings';
import type { EditableSection } from '../api/update-settings';
import { AppVersionsTab } from '../components/app-versions-tab';
import { CaptchaTab } from '../components/captcha-tab';
import { FooterTab } from '../components/footer-tab';
import { OrdersTab } from '../components/orders-tab';
import { PaymentTab } from '../components/payment-tab';
import { ShopTab } from '../components/shop-tab';
import { SmsTab } from '../components/sms-tab';

const tabs: readonly EditableSection[] = ['shop', 'footer', 'orders', 'captcha', 'sms', 'appVersions', 'payment'];

function readTab(params: URLSearchParams): EditableSection {
  const tab = params.get('tab');
  return tabs.find((candidate) => candidate === tab) ?? 'shop';
}

/**
 * Warns before leaving the screen with unsaved changes: a route change asks first (the router's blocker), a reload
 * or closed tab gets the browser's own prompt. Switching tabs loses nothing (every visited tab stays mounted).
 */
function useLeaveWarning(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // A stable function: the router re-registers the blocker whenever it changes (a new one each render would loop).
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('settings.leave.title'),
      content: t('settings.leave.content'),
      okText: t('settings.leave.ok'),
      cancelText: t('settings.leave.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** /admin/settings (owner): the shop's settings in tabs, each saved with its own call; a link to the storefront. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const settings = useSettings();
  const [dirtySections, setDirtySections] = useState<ReadonlySet<EditableSection>>(new Set());

  const onDirtyChange = useCallback((section: EditableSection, dirty: boolean) => {
    setDirtySections((current) => {
      if (current.has(section) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  useLeaveWarning(dirtySections.size > 0);

  const previewHref = toSafeHref(settings.data?.tenant.previewUrl);
  const label = (section: EditableSection) =>
    dirtySections.has(section) ? `${t(`settings.tabs.${section}`)} •` : t(`settings.tabs.${section}`);

  let body: React.ReactNode;
  if (settings.isError) {
    body = (
      <ErrorState title={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
    );
  } else if (!settings.data) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else {
    const data = settings.data;
    const panes: Record<EditableSection, React.ReactNode> = {
      shop: <ShopTab view={data.shop} onDirtyChange={onDirtyChange} />,
      footer: <FooterTab view={data.footer} onDirtyChange={onDirtyChange} />,
      orders: <OrdersTab view={data.orders} onDirtyChange={onDirtyChange} />,
      captcha: <CaptchaTab view={data.captcha} onDirtyChange={onDirtyChange} />,
      sms: <SmsTab view={data.sms} onDirtyChange={onDirtyChange} />,
      appVersions: <AppVersionsTab view={data.appVersions} onDirtyChange={onDirtyChange} />,
      payment: <PaymentTab view={data.payment} onDirtyChange={onDirtyChange} />,
    };
    body = (
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(next) => setParams(next === 'shop' ? {} : { tab: next }, { replace: true })}
          items={tabs.map((section) => ({ key: section, label: label(section), children: panes[section] }))}
        />
      </Card>
    );
  }

  return (
    <PageContainer
      title={t('settings.title')}
      extra={
        <Space wrap>
          {previewHref ? (
            <Button href={previewHref} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
              {t('settings.preview')}
            </Button>
          ) : null}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void settings.refetch()}
            loading={settings.isFetching}
            disabled={dirtySections.size > 0}
          >
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      {body}
    </PageContainer>
  );
}
