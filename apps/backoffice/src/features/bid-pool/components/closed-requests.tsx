import { type ClosedBidRequest, type ClosedBidRequestStatus, closedBidRequestStatuses } from '@gs/shared/bidding';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { closedRequestsQueryOptions } from '../api/get-closed-requests';
import { BidRequestStatusTag } from './bid-status-tag';

const PAGE_SIZE = 20;

export function readClosedStatus(value: string | null): ClosedBidRequestStatus | null {
  return closedBidRequestStatuses.find((status) => status === value) ?? null;
}

/**
 * The owner's closed bidding requests (past the deadline, accepted or cancelled), the latest deadline first, with
 * their quote figures; "Quotes" opens every quote of one. Status and page come from the URL through the page.
 */
export function ClosedRequests({
  status,
  pageNum,
  onStatus,
  onPage,
  onOpen,
}: {
  status: ClosedBidRequestStatus | null;
  pageNum: number;
  /** A new status filter (the list starts again from its first page). */
  onStatus: (status: ClosedBidRequestStatus | null) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useQuery(closedRequestsQueryOptions({ status, pageNum, pageSize: PAGE_SIZE }));
  const price = (fen: number | null) => (fen === null ? t('recycling.pool.none') : formatPrice(fen, i18n.language));
  const columns: TableColumnsType<ClosedBidRequest> = [
    {
      title: t('recycling.pool.number'),
      dataIndex: 'number',
      width: 200,
      render: (value: string, row) => (
        <div>
          <div>{value}</div>
          <Typography.Text type="secondary">{row.gameName}</Typography.Text>
        </div>
      ),
    },
    {
      title: t('recycling.pool.requestStatus'),
      dataIndex: 'status',
      width: 110,
      render: (value: ClosedBidRequestStatus) => <BidRequestStatusTag status={value} />,
    },
    {
      title: t('recycling.pool.deadline'),
      dataIndex: 'deadlineAt',
      width: 160,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    { title: t('recycling.pool.expected'), dataIndex: 'expectedPriceFen', width: 110, align: 'right', render: price },
    {
      title: t('recycling.pool.closedList.quoteCount'),
      dataIndex: 'quoteCount',
      width: 80,
      align: 'right',
    },
    {
      title: t('recycling.pool.closedList.highest'),
      dataIndex: 'highestQuoteFen',
      width: 110,
      align: 'right',
      render: price,
    },
    {
      title: t('recycling.pool.closedList.accepted'),
      dataIndex: 'acceptedFen',
      width: 110,
      align: 'right',
      render: (fen: number | null) => <Typography.Text strong={fen !== null}>{price(fen)}</Typography.Text>,
    },
    {
      title: t('recycling.columns.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => onOpen(row.id)}
          aria-label={t('recycling.pool.closedList.openNamed', { number: row.number })}
        >
          {t('recycling.pool.closedList.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text id="bid-closed-status-label">{t('recycling.statusFilter')}</Typography.Text>
        <Select
          aria-labelledby="bid-closed-status-label"
          style={{ width: 180 }}
          value={status ?? 'all'}
          onChange={(value: string) => onStatus(readClosedStatus(value))}
          options={[
            { value: 'all', label: t('recycling.allStatuses') },
            ...closedBidRequestStatuses.map((value) => ({
              value,
              label: t(`recycling.pool.requestStatuses.${value}`),
            })),
          ]}
        />
      </Space>
      {list.isError ? (
        <ErrorState
          title={t('recycling.pool.closedList.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          scroll={{ x: 960 }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('recycling.pool.closedList.total', { count: total }),
            onChange: onPage,
          }}
          locale={{
            emptyText: list.isPending ? ' ' : <EmptyState description={t('recycling.pool.closedList.empty')} />,
          }}
        />
      )}
    </>
  );
}
