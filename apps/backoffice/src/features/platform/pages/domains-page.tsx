import type { PlatformTenant } from '@gs/shared/platform';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { shopsQueryOptions } from '../api/shops';
import { HostsEditor } from '../components/hosts-editor';
import { ShopStatusTag } from '../components/shop-tags';

const PAGE_SIZE = 20;

/**
 * /admin/platform/domains: which shop answers on which host. Search a host (or a shop) to find its shop; add a host to
 * a shop or remove one (each host belongs to one shop on the whole platform; a shop keeps at least one).
 */
export function DomainsPage() {
  const { t } = useTranslation();
  const { params, pageNum, setFilters, setPage } = useUrlFilters();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useQuery(shopsQueryOptions({ pageNum, pageSize: PAGE_SIZE, ...(q ? { q } : {}) }));

  const columns: TableColumnsType<PlatformTenant> = [
    {
      title: t('platform.columns.shop'),
      key: 'shop',
      width: 180,
      render: (_, shop) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong>{shop.name}</Typography.Text>
          <Typography.Text type="secondary">{shop.code}</Typography.Text>
          <ShopStatusTag status={shop.status} />
        </Space>
      ),
    },
    { title: t('platform.columns.hosts'), key: 'hosts', render: (_, shop) => <HostsEditor shop={shop} /> },
  ];

  return (
    <PageContainer title={t('platform.domains.title')} extra={<RefreshButton list={list} />}>
      <Alert type="info" showIcon title={t('platform.hosts.note')} style={{ marginBottom: 16 }} />
      <Input.Search
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setFilters({ q: value.trim() })}
        placeholder={t('platform.domains.searchPlaceholder')}
        aria-label={t('platform.domains.searchPlaceholder')}
        style={{ width: 320, maxWidth: '100%', marginBottom: 16 }}
      />
      <ServerPagedTable<PlatformTenant>
        list={list}
        columns={columns}
        scroll={{ x: 720 }}
        loadFailed={t('platform.shops.loadFailed')}
        empty={q ? t('platform.domains.noMatch', { q }) : t('platform.shops.empty')}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
      />
    </PageContainer>
  );
}
