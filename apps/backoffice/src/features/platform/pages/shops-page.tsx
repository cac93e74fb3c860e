import { PlusOutlined } from '@ant-design/icons';
import type { CreatedTenant, PlatformTenant } from '@gs/shared/platform';
import { SELF_OPERATED_SERVICE_CODE, tenantStatuses } from '@gs/shared/tenant';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Segmented, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { shopsQueryOptions } from '../api/shops';
import { CreateShopDrawer } from '../components/create-shop-drawer';
import { ShopDrawer } from '../components/shop-drawer';
import { ShopStatusTag, storefrontUrl, TradingTag } from '../components/shop-tags';

const PAGE_SIZE = 20;

/**
 * /admin/platform/shops: every shop of the platform, searched by code, name or host and by status; "New shop" opens
 * the create form, a row opens the shop (settings, hosts, suspension). Filters and the open shop are in the URL.
 */
export function ShopsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const q = params.get('q') ?? '';
  const status = tenantStatuses.find((value) => value === params.get('status'));
  const openId = Number(params.get('id')) || null;
  const [creating, setCreating] = useState(false);
  const [typed, setTyped] = useState(q);
  const list = useQuery(
    shopsQueryOptions({ pageNum, pageSize: PAGE_SIZE, ...(q ? { q } : {}), ...(status ? { status } : {}) }),
  );

  const created = (result: CreatedTenant) => {
    setCreating(false);
    update({ id: String(result.tenant.id) });
    const host = result.tenant.hosts[0] ?? '';
    modal.success({
      title: t('platform.create.doneTitle', { name: result.tenant.name }),
      content: (
        <Space orientation="vertical">
          <Typography.Text>{t('platform.create.doneOwner', { phone: result.tenant.ownerPhone ?? '' })}</Typography.Text>
          <Typography.Text copyable>{storefrontUrl(host, '/admin/login?mode=set-password')}</Typography.Text>
          {result.catalogue ? (
            <Typography.Text type="secondary">
              {t('platform.create.doneCatalogue', {
                count: Object.values(result.catalogue).reduce((sum, rows) => sum + rows, 0),
              })}
            </Typography.Text>
          ) : null}
          {result.tenant.serviceGroups.includes(SELF_OPERATED_SERVICE_CODE) ? null : (
            <Typography.Text type="secondary">{t('platform.create.doneNotTrading')}</Typography.Text>
          )}
        </Space>
      ),
    });
  };

  const columns: TableColumnsType<PlatformTenant> = [
    {
      title: t('platform.columns.shop'),
      key: 'shop',
      render: (_, shop) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link onClick={() => update({ id: String(shop.id) })}>{shop.name}</Typography.Link>
          <Typography.Text type="secondary">{shop.code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('platform.columns.hosts'),
      dataIndex: 'hosts',
      render: (hosts: string[]) => (
        <Space orientation="vertical" size={0}>
          {hosts.map((host) => (
            <Typography.Link key={host} href={storefrontUrl(host)} target="_blank" rel="noopener noreferrer">
              {host}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
    {
      title: t('platform.columns.locale'),
      dataIndex: 'locale',
      width: 130,
      render: (locale: PlatformTenant['locale']) => t(`platform.locales.${locale}`),
    },
    {
      title: t('platform.columns.trading'),
      key: 'trading',
      width: 130,
      render: (_, shop) => <TradingTag shop={shop} />,
    },
    {
      title: t('platform.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: PlatformTenant['status']) => <ShopStatusTag status={value} />,
    },
    { title: t('platform.columns.owner'), dataIndex: 'ownerPhone', width: 130, render: (phone) => phone ?? '—' },
    {
      title: t('platform.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('platform.columns.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, shop) => (
        <Button type="link" onClick={() => update({ id: String(shop.id) })}>
          {t('platform.manage')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('platform.shops.title')}
      extra={
        <Space wrap>
          <RefreshButton list={list} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('platform.create.open')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setFilters({ q: value.trim() })}
          placeholder={t('platform.shops.searchPlaceholder')}
          aria-label={t('platform.shops.searchPlaceholder')}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Segmented
          value={status ?? 'all'}
          onChange={(value) => setFilters({ status: value === 'all' ? null : String(value) })}
          options={[
            { value: 'all', label: t('platform.statuses.all') },
            ...tenantStatuses.map((value) => ({ value, label: t(`platform.statuses.${value}`) })),
          ]}
        />
      </Space>
      <ServerPagedTable<PlatformTenant>
        list={list}
        columns={columns}
        scroll={{ x: 1100 }}
        loadFailed={t('platform.shops.loadFailed')}
        empty={q || status ? t('platform.shops.noMatch') : t('platform.shops.empty')}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
      />
      {creating ? <CreateShopDrawer onClose={() => setCreating(false)} onCreated={created} /> : null}
      {openId ? <ShopDrawer id={openId} onClose={() => update({ id: null })} /> : null}
    </PageContainer>
  );
}
