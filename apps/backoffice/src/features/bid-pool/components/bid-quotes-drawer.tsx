import type { StaffBidQuote } from '@gs/shared/bidding';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { bidRequestQuotesQueryOptions } from '../api/get-bid-request-quotes';
import { BidQuoteStatusTag, BidRequestStatusTag } from './bid-status-tag';

/**
 * The quotes of one bidding request in a drawer (`?id=` in the URL): every quote for an owner once the request is
 * closed, only the caller's own for a recycler. The server decides which; the drawer says which it got.
 */
export function BidQuotesDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={id !== null} onClose={onClose} size={760} title={t('recycling.pool.quotes.title')} destroyOnHidden>
      {id !== null ? <BidQuotes id={id} /> : null}
    </Drawer>
  );
}

function BidQuotes({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const quotes = useQuery(bidRequestQuotesQueryOptions(id));
  if (quotes.isPending) return <LoadingState label={t('common.loading')} rows={6} />;
  if (quotes.isError) {
    return (
      <ErrorState
        title={t('recycling.pool.quotes.loadFailed')}
        error={quotes.error}
        onRetry={() => void quotes.refetch()}
      />
    );
  }
  const { request, scope } = quotes.data;
  const price = (fen: number | null) => (fen === null ? t('recycling.pool.none') : formatPrice(fen, i18n.language));
  const columns: TableColumnsType<StaffBidQuote> = [
    {
      title: t('recycling.pool.quotes.recycler'),
      key: 'recycler',
      width: 150,
      render: (_, quote) => (
        <div>
          <div>{quote.recycler.nickName}</div>
          <Typography.Text type="secondary">
            {t('recycling.pool.quotes.userId', { id: quote.recycler.userId })}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('recycling.pool.quotes.amount'),
      dataIndex: 'amountFen',
      align: 'right',
      width: 120,
      render: (fen: number) => <Typography.Text strong>{formatPrice(fen, i18n.language)}</Typography.Text>,
    },
    {
      title: t('recycling.pool.note'),
      dataIndex: 'note',
      render: (note: string | null) =>
        note ? (
          <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 3, expandable: true }}>
            {note}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('recycling.pool.none')}</Typography.Text>
        ),
    },
    {
      title: t('recycling.pool.quotedAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('recycling.pool.quoteStatus'),
      dataIndex: 'status',
      width: 110,
      render: (status: StaffBidQuote['status']) => <BidQuoteStatusTag status={status} />,
    },
  ];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('recycling.pool.number')}>{request.number}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.pool.game')}>{request.gameName}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.pool.requestStatus')}>
          <BidRequestStatusTag status={request.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.pool.expected')}>{price(request.expectedPriceFen)}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.pool.deadline')} span={2}>
          {formatDateTime(request.deadlineAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      {scope === 'own' ? <Alert type="info" showIcon title={t('recycling.pool.quotes.ownOnly')} /> : null}
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={quotes.data.quotes}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <EmptyState description={t('recycling.pool.quotes.empty')} /> }}
      />
    </Space>
  );
}
