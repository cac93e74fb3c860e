import { type RecycleStatus, recycleStatuses, type StaffRecycle } from '@gs/shared/recycle';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { recycleRequestsQueryOptions } from '../api/get-recycle-requests';
import { RecycleDrawer } from '../components/recycle-drawer';
import { RecycleStatusTag } from '../components/recycle-status-tag';

const PAGE_SIZES = [10, 20, 50, 100];

function readStatus(value: string | null): RecycleStatus | null {
  return recycleStatuses.find((status) => status === value) ?? null;
}

function readPageSize(value: string | null): number {
  const size = Number(value);
  return PAGE_SIZES.includes(size) ? size : 20;
}

/**
 * /admin/recycling: the quick-recycle queue. Status, page and the open request (`?id=`) live in the URL, so a link
 * or a reload shows the same view.
 */
export function RecycleQueuePage() {
  const { t, i18n } = useTranslation();
  const { params, pageNum, update, setFilters } = useUrlFilters();
  const status = readStatus(params.get('status'));
  const pageSize = readPageSize(params.get('size'));
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(recycleRequestsQueryOptions({ status, pageNum, pageSize }));

  const columns: TableColumnsType<StaffRecycle> = [
    { title: t('recycling.columns.number'), dataIndex: 'number', width: 200 },
    { title: t('recycling.columns.game'), dataIndex: 'gameName' },
    { title: t('recycling.columns.seller'), dataIndex: 'seller', width: 140 },
    {
      title: t('recycling.columns.quote'),
      dataIndex: 'quoteFen',
      align: 'right',
      width: 130,
      render: (fen: number) => <Typography.Text strong>{formatPrice(fen, i18n.language)}</Typography.Text>,
    },
    {
      title: t('recycling.columns.status'),
      dataIndex: 'status',
      width: 120,
      render: (value: RecycleStatus) => <RecycleStatusTag status={value} />,
    },
    {
      title: t('recycling.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('recycling.columns.actions'),
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => update({ id: String(row.id) })}
          aria-label={t('recycling.openNamed', { number: row.number })}
        >
          {row.status === 'submitted' || row.status === 'verifying' ? t('recycling.handle') : t('recycling.view')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer title={t('recycling.title')} extra={<RefreshButton list={list} />}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text id="recycle-status-label">{t('recycling.statusFilter')}</Typography.Text>
        <Select
          aria-labelledby="recycle-status-label"
          style={{ width: 180 }}
          value={status ?? 'all'}
          onChange={(value: string) => setFilters({ status: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: t('recycling.allStatuses') },
            ...recycleStatuses.map((value) => ({ value, label: t(`recycling.statuses.${value}`) })),
          ]}
        />
      </Space>
      <ServerPagedTable
        list={list}
        loadFailed={t('recycling.loadFailed')}
        empty={t('recycling.empty')}
        columns={columns}
        scroll={{ x: 960 }}
        pagination={{
          current: pageNum,
          pageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('recycling.total', { count: total }),
          onChange: (page, size) =>
            update({ page: page > 1 ? String(page) : null, size: size !== 20 ? String(size) : null }),
        }}
      />
      <RecycleDrawer id={openId} onClose={() => update({ id: null })} />
    </PageContainer>
  );
}
