import type { TopGame, TopListing } from '@gs/shared/staff-dashboard';
import { formatPrice } from '@gs/web/format-money';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** The 5 games with the highest GMV in the last 30 days. */
export function TopGamesTable({ rows }: { rows: TopGame[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<TopGame> = [
    { title: '#', key: 'rank', width: 48, render: (_value, _row, index) => index + 1 },
    { title: t('dashboard.columns.game'), dataIndex: 'name' },
    {
      title: t('dashboard.columns.gmv'),
      dataIndex: 'gmvFen',
      align: 'right',
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    {
      title: t('dashboard.columns.paidOrders'),
      dataIndex: 'paidOrders',
      align: 'right',
      render: (count: number) => new Intl.NumberFormat(i18n.language).format(count),
    },
  ];
  return (
    <Table
      rowKey="gameId"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      aria-label={t('dashboard.topGames')}
      locale={{ emptyText: <EmptyState description={t('dashboard.noTopGames')} /> }}
    />
  );
}

/** The 5 listings with the most detail views in the last 30 days. */
export function TopListingsTable({ rows }: { rows: TopListing[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<TopListing> = [
    { title: '#', key: 'rank', width: 48, render: (_value, _row, index) => index + 1 },
    {
      title: t('dashboard.columns.listing'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <span title={title}>
          <span style={{ color: 'rgba(0, 0, 0, 0.56)', marginRight: 6 }}>{row.number}</span>
          {title}
        </span>
      ),
    },
    { title: t('dashboard.columns.game'), dataIndex: 'gameName', width: 120, ellipsis: true },
    {
      title: t('dashboard.columns.price'),
      dataIndex: 'priceFen',
      align: 'right',
      width: 110,
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    {
      title: t('dashboard.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: TopListing['status']) => (
        <Tag color={status === 'on_sale' ? 'green' : undefined}>{t(`dashboard.listingStatuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('dashboard.columns.views'),
      dataIndex: 'views',
      align: 'right',
      width: 80,
      render: (count: number) => new Intl.NumberFormat(i18n.language).format(count),
    },
  ];
  return (
    <Table
      rowKey="listingId"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      aria-label={t('dashboard.topListings')}
      locale={{ emptyText: <EmptyState description={t('dashboard.noTopListings')} /> }}
    />
  );
}
