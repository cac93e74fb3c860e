import { ReloadOutlined } from '@ant-design/icons';
import type { StaffListing } from '@gs/shared/consignment';
import { formatDateTime, formatRelativeTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { parsePageNum, parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { listingsQueryOptions } from '../api/get-listings';
import { ListingDrawer } from '../components/listing-drawer';
import { PAGE_SIZES } from '../utils/listing-query';

/**
 * /admin/listings/review: the listings waiting for review, longest waiting first. A row opens the preview drawer
 * (`?id=`), where the reviewer approves or rejects with a reason and the queue moves on to the next listing.
 */
export function ReviewQueuePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNum = parsePageNum(params.get('pageNum'));
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
  const openId = parseQueryId(params.get('id'));
  const queue = useQuery(listingsQueryOptions({ status: 'pending_review', pageNum, pageSize }));
  const rows = queue.data?.rows ?? [];

  const setUrl = (next: { pageNum?: number; pageSize?: number; id?: number | null }) => {
    const search = new URLSearchParams();
    const page = next.pageNum ?? pageNum;
    const perPage = next.pageSize ?? pageSize;
    const id = next.id === undefined ? openId : next.id;
    if (page > 1) search.set('pageNum', String(page));
    if (perPage !== PAGE_SIZES[0]) search.set('pageSize', String(perPage));
    if (id) search.set('id', String(id));
    setParams(search);
  };

  const step = (direction: 1 | -1) => {
    const index = rows.findIndex((row) => row.id === openId);
    const next = rows[index + direction] ?? (index === -1 ? rows[0] : undefined);
    if (next) setUrl({ id: next.id });
  };
  // The decided listing leaves the queue: the one after it takes its place (or the one before, at the end).
  const afterDecision = (id: number) => {
    const index = rows.findIndex((row) => row.id === id);
    const next = rows[index + 1] ?? rows[index - 1];
    setUrl({ id: next && next.id !== id ? next.id : null });
  };

  const columns: TableColumnsType<StaffListing> = [
    {
      title: t('listings.columns.waiting'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => (
        <span title={formatDateTime(value, i18n.language)}>{formatRelativeTime(value, i18n.language)}</span>
      ),
    },
    { title: t('listings.columns.number'), dataIndex: 'number', width: 190 },
    {
      title: t('listings.columns.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setUrl({ id: row.id })}>
          {title}
        </Button>
      ),
    },
    { title: t('listings.columns.game'), dataIndex: 'gameName', width: 140, ellipsis: true },
    {
      title: t('listings.columns.price'),
      dataIndex: 'priceFen',
      width: 130,
      align: 'right',
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    { title: t('listings.columns.seller'), dataIndex: 'seller', width: 130 },
  ];

  return (
    <PageContainer
      title={t('listings.review.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void queue.refetch()} loading={queue.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('listings.review.description', { count: queue.data?.total ?? 0 })}
      </Typography.Paragraph>
      {queue.isError ? (
        <ErrorState title={t('listings.loadFailed')} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={queue.isPending || (queue.isFetching && queue.isPlaceholderData)}
          onRow={(row) => ({
            onClick: () => setUrl({ id: row.id }),
            style: { cursor: 'pointer' },
            'aria-selected': row.id === openId,
          })}
          rowClassName={(row) => (row.id === openId ? 'ant-table-row-selected' : '')}
          scroll={{ x: 900 }}
          pagination={{
            current: pageNum,
            pageSize,
            total: queue.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('listings.total', { total }),
            onChange: (page, perPage) => setUrl({ pageNum: perPage === pageSize ? page : 1, pageSize: perPage }),
          }}
          locale={{
            emptyText: queue.isPending ? ' ' : <EmptyState description={t('listings.review.empty')} />,
          }}
        />
      )}
      <ListingDrawer
        id={openId}
        mode="review"
        onClose={() => setUrl({ id: null })}
        onNavigate={step}
        onDecided={afterDecision}
      />
    </PageContainer>
  );
}
