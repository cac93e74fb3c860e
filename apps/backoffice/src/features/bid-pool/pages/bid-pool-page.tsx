import { ReloadOutlined } from '@ant-design/icons';
import type { BidPoolRow } from '@gs/shared/bidding';
import { formatPrice } from '@gs/web/format-money';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { ServerPagedTable } from '../../../components/server-paged-table';
import { useProfile } from '../../../hooks/use-profile';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { hasAnyRole } from '../../../lib/roles';
import { bidPoolKeys } from '../api/bid-pool-keys';
import { bidPoolQueryOptions } from '../api/get-bid-pool';
import { BidQuotesDrawer } from '../components/bid-quotes-drawer';
import { ClosedRequests, readClosedStatus } from '../components/closed-requests';
import { Deadline } from '../components/deadline';
import { MyQuotes } from '../components/my-quotes';
import { QuoteModal } from '../components/quote-modal';

const PAGE_SIZE = 20;

/**
 * /admin/recycling/pool: price-competition recycle. Recyclers quote on the open requests (sealed) and follow their own
 * quotes; owners watch the open pool and, on the "Closed" tab (`?view=closed`), review every quote of a request once
 * its deadline has passed or it was decided. The tab, its filter and page, and the request open in the quotes drawer
 * (`?id=`) live in the URL.
 */
export function BidPoolPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const profile = useProfile();
  const roles = profile.data?.roles ?? [];
  const canQuote = hasAnyRole(roles, ['recycler']);
  const isOwner = hasAnyRole(roles, ['owner']);
  const view = isOwner && params.get('view') === 'closed' ? 'closed' : 'open';
  const openId = parseQueryId(params.get('id'));

  const openQuotes = (id: number) => update({ id: String(id) });

  const open = <OpenPool pageNum={pageNum} canQuote={canQuote} onPage={setPage} />;
  const extras = canQuote ? <MyQuotes onOpen={openQuotes} /> : null;

  return (
    <PageContainer
      title={t('recycling.pool.title')}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: bidPoolKeys.all })}
        >
          {t('common.refresh')}
        </Button>
      }
    >
      {isOwner ? (
        <Tabs
          activeKey={view}
          onChange={(key) => update({ view: key === 'closed' ? 'closed' : null, page: null, status: null, id: null })}
          items={[
            {
              key: 'open',
              label: t('recycling.pool.tabs.open'),
              children: (
                <>
                  {open}
                  {extras}
                </>
              ),
            },
            {
              key: 'closed',
              label: t('recycling.pool.tabs.closed'),
              children:
                view === 'closed' ? (
                  <>
                    <Typography.Paragraph type="secondary">
                      {t('recycling.pool.closedList.description')}
                    </Typography.Paragraph>
                    <ClosedRequests
                      status={readClosedStatus(params.get('status'))}
                      pageNum={pageNum}
                      onOpen={openQuotes}
                      onStatus={(status) => setFilters({ status })}
                      onPage={setPage}
                    />
                  </>
                ) : null,
            },
          ]}
        />
      ) : (
        <>
          {open}
          {extras}
        </>
      )}
      <BidQuotesDrawer id={openId} onClose={() => update({ id: null })} />
    </PageContainer>
  );
}

/** The open requests, soonest deadline first; recyclers quote from here. */
function OpenPool({
  pageNum,
  canQuote,
  onPage,
}: {
  pageNum: number;
  canQuote: boolean;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
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
      title: t('recycling.pool.deposit'),
      dataIndex: 'sellerDepositFen',
      width: 130,
      render: (fen: number | null) =>
        fen === null ? (
          <Typography.Text type="secondary">{t('recycling.pool.noDeposit')}</Typography.Text>
        ) : (
          <Tag color="green">{t('recycling.pool.depositHeld', { amount: formatPrice(fen, i18n.language) })}</Tag>
        ),
    },
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
    <>
      <Typography.Paragraph type="secondary">{t('recycling.pool.description')}</Typography.Paragraph>
      {!canQuote && profile.data ? (
        <Alert type="info" showIcon title={t('recycling.pool.ownerNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <ServerPagedTable
        list={pool}
        loadFailed={t('recycling.pool.loadFailed')}
        empty={t('recycling.pool.empty')}
        columns={columns}
        scroll={{ x: 960 }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('recycling.pool.total', { count: total }),
          onChange: onPage,
        }}
      />
      <QuoteModal
        row={quoting}
        onClose={() => setQuoting(null)}
        onDone={(amountFen) => {
          setQuoting(null);
          void message.success(t('recycling.pool.quoted', { amount: formatPrice(amountFen, i18n.language) }));
        }}
      />
    </>
  );
}
