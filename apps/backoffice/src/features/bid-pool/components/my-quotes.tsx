import type { RecyclerQuote } from '@gs/shared/bidding';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { myQuotesQueryOptions } from '../api/get-bid-pool';
import { BidQuoteStatusTag, BidRequestStatusTag } from './bid-status-tag';

/** The recycler's own quotes, newest first, each with its request's state; "View" opens that request's quotes. */
export function MyQuotes({ onOpen }: { onOpen: (requestId: number) => void }) {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const quotes = useQuery(myQuotesQueryOptions(pageNum));
  const columns: TableColumnsType<RecyclerQuote> = [
    { title: t('recycling.pool.number'), key: 'number', render: (_, row) => row.request.number },
    { title: t('recycling.pool.game'), key: 'game', render: (_, row) => row.request.gameName },
    {
      title: t('recycling.pool.myQuote'),
      dataIndex: 'amountFen',
      align: 'right',
      render: (fen: number) => formatPrice(fen, i18n.language),
    },
    {
      title: t('recycling.pool.quoteStatus'),
      dataIndex: 'status',
      render: (status: RecyclerQuote['status']) => <BidQuoteStatusTag status={status} />,
    },
    {
      title: t('recycling.pool.requestStatus'),
      key: 'requestStatus',
      render: (_, row) => <BidRequestStatusTag status={row.request.status} />,
    },
    {
      title: t('recycling.pool.note'),
      dataIndex: 'note',
      ellipsis: true,
      render: (note: string | null) => note ?? t('recycling.pool.none'),
    },
    {
      title: t('recycling.pool.quotedAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('recycling.columns.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => onOpen(row.request.id)}
          aria-label={t('recycling.pool.myQuotesOpen', { number: row.request.number })}
        >
          {t('recycling.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('recycling.pool.myQuotes')} size="small" style={{ marginTop: 24 }}>
      {quotes.isError ? (
        <ErrorState
          compact
          title={t('recycling.pool.myQuotesFailed')}
          error={quotes.error}
          onRetry={() => void quotes.refetch()}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={quotes.data?.rows ?? []}
          scroll={{ x: 900 }}
          loading={quotes.isFetching}
          pagination={{ current: pageNum, pageSize: 10, total: quotes.data?.total ?? 0, onChange: setPageNum }}
          locale={{
            emptyText: quotes.isPending ? ' ' : <EmptyState description={t('recycling.pool.myQuotesEmpty')} />,
          }}
        />
      )}
    </Card>
  );
}
