import { ReloadOutlined } from '@ant-design/icons';
import type { BidPoolRow, RecyclerQuote } from '@gs/shared/bidding';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { parsePageNum } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useProfile } from '../../../hooks/use-profile';
import { hasAnyRole } from '../../../lib/roles';
import { bidPoolQueryOptions, myQuotesQueryOptions } from '../api/get-bid-pool';
import { Deadline } from '../components/deadline';
import { QuoteModal } from '../components/quote-modal';

const PAGE_SIZE = 20;

/**
 * /admin/recycling/pool: the open price-competition requests. Recyclers quote (sealed) and follow their own quotes;
 * owners watch the pool (the server lets only recyclers quote, and shows each recycler only their own quotes).
 */
export function BidPoolPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const pageNum = parsePageNum(params.get('page'));
  const profile = useProfile();
  const canQuote = hasAnyRole(profile.data?.roles ?? [], ['recycler']);
  const pool = useQuery(bidPoolQueryOptions(pageNum, PAGE_SIZE));
  const [quoting, setQuoting] = useState<BidPoolRow | null>(null);
  const price = (fen: number | null) => (fen === null ? t('recycling.pool.none') : formatPrice(fen, i18n.language));

  const columns: TableColumnsType<BidPoolRow> = [
    { title: t('recycling.pool.number'), dataIndex: 'number', width: 190 },
    {
      title: t('recycling.pool.account'),
      key: 'account',
      render: (_, row) => (
        <div>
          <Typography.Text strong>{row.gameName}</Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {[
                row.regionPath.map((node) => node.name).join(' / '),
                ...row.attributes.slice(0, 4).map((a) => `${a.name}: ${a.text}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { title: t('recycling.pool.expected'), dataIndex: 'expectedPriceFen', width: 130, align: 'right', render: price },
    {
      title: t('recycling.pool.deadline'),
      dataIndex: 'deadlineAt',
      width: 190,
      render: (at: string) => <Deadline at={at} />,
    },
    {
      title: t('recycling.pool.myQuote'),
      key: 'myQuote',
      width: 130,
      align: 'right',
      render: (_, row) => price(row.myQuote?.amountFen ?? null),
    },
    ...(canQuote
      ? [
          {
            title: t('recycling.columns.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row: BidPoolRow) => (
              <Button
                type="link"
                disabled={row.quotesLeftToday <= 0 || Date.parse(row.deadlineAt) <= Date.now()}
                title={row.quotesLeftToday <= 0 ? t('recycling.pool.noQuotesLeft') : undefined}
                onClick={() => setQuoting(row)}
              >
                {t('recycling.pool.quote')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageContainer
      title={t('recycling.pool.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void pool.refetch()} loading={pool.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('recycling.pool.description')}</Typography.Paragraph>
      {!canQuote && profile.data ? (
        <Alert type="info" showIcon title={t('recycling.pool.ownerNote')} style={{ marginBottom: 16 }} />
      ) : null}
      {pool.isError ? (
        <ErrorState title={t('recycling.pool.loadFailed')} error={pool.error} onRetry={() => void pool.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={pool.data?.rows ?? []}
          loading={pool.isFetching}
          scroll={{ x: 960 }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: pool.data?.total ?? 0,
            showTotal: (total) => t('recycling.pool.total', { count: total }),
            onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}),
          }}
          locale={{ emptyText: pool.isPending ? ' ' : <EmptyState description={t('recycling.pool.empty')} /> }}
        />
      )}
      {canQuote ? <MyQuotes /> : null}
      <QuoteModal
        row={quoting}
        onClose={() => setQuoting(null)}
        onDone={(amountFen) => {
          setQuoting(null);
          void message.success(t('recycling.pool.quoted', { amount: formatPrice(amountFen, i18n.language) }));
        }}
      />
    </PageContainer>
  );
}

function MyQuotes() {
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
      render: (status: RecyclerQuote['status']) => (
        <Tag color={status === 'accepted' ? 'green' : status === 'active' ? 'blue' : 'default'}>
          {t(`recycling.pool.quoteStatuses.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('recycling.pool.requestStatus'),
      key: 'requestStatus',
      render: (_, row) => t(`recycling.pool.requestStatuses.${row.request.status}`),
    },
    {
      title: t('recycling.pool.quotedAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatDateTime(at, i18n.language),
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
