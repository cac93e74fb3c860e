import type { TenantUsage } from '@gs/shared/platform';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton } from '../../../components/server-paged-table';
import { usageQueryOptions } from '../api/usage';
import { ShopStatusTag } from '../components/shop-tags';
import { formatBytes } from '../format-bytes';

type Totals = Pick<TenantUsage, 'gmvFen' | 'orders' | 'listingsOnSale' | 'users' | 'privateStorageBytes'>;

function totalsOf(rows: readonly TenantUsage[]): Totals {
  const totals: Totals = { gmvFen: 0, orders: 0, listingsOnSale: 0, users: 0, privateStorageBytes: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += row[key];
  return totals;
}

/** /admin/platform/usage: per shop GMV, orders, listings on sale, users, private storage and last activity; sortable. */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const usage = useQuery(usageQueryOptions());
  const rows = usage.data?.rows ?? [];
  const number = (value: number) => value.toLocaleString(i18n.language);

  const columns: TableColumnsType<TenantUsage> = [
    {
      title: t('platform.columns.shop'),
      key: 'shop',
      fixed: 'left',
      width: 200,
      sorter: (a, b) => a.name.localeCompare(b.name, i18n.language),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{row.code}</Typography.Text>
        </>
      ),
    },
    {
      title: t('platform.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: TenantUsage['status']) => <ShopStatusTag status={value} />,
    },
    {
      title: t('platform.usage.gmv'),
      dataIndex: 'gmvFen',
      align: 'right',
      width: 150,
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.gmvFen - b.gmvFen,
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    ...(['orders', 'listingsOnSale', 'users'] as const).map((key) => ({
      title: t(`platform.usage.${key}`),
      dataIndex: key,
      align: 'right' as const,
      width: 130,
      sorter: (a: TenantUsage, b: TenantUsage) => a[key] - b[key],
      render: number,
    })),
    {
      title: t('platform.usage.privateStorage'),
      dataIndex: 'privateStorageBytes',
      align: 'right',
      width: 140,
      sorter: (a, b) => a.privateStorageBytes - b.privateStorageBytes,
      render: (bytes: number) => formatBytes(bytes, i18n.language),
    },
    {
      title: t('platform.usage.lastActivity'),
      dataIndex: 'lastActivityAt',
      width: 180,
      sorter: (a, b) => (a.lastActivityAt ?? '').localeCompare(b.lastActivityAt ?? ''),
      render: (value: string | null) => (value ? formatDateTime(value, i18n.language) : t('platform.usage.never')),
    },
  ];

  const totals = totalsOf(rows);
  return (
    <PageContainer title={t('platform.usage.title')} extra={<RefreshButton list={usage} />}>
      {usage.isError ? (
        <ErrorState title={t('platform.usage.loadFailed')} error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <Table<TenantUsage>
          rowKey="tenantId"
          columns={columns}
          dataSource={rows}
          loading={usage.isFetching}
          scroll={{ x: 1200 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: usage.isPending ? ' ' : <EmptyState description={t('platform.shops.empty')} /> }}
          summary={() =>
            rows.length > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{t('platform.usage.total', { count: rows.length })}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {formatPrice(totals.gmvFen, i18n.language)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {number(totals.orders)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {number(totals.listingsOnSale)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {number(totals.users)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatBytes(totals.privateStorageBytes, i18n.language)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} />
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </PageContainer>
  );
}
