import { ledgerAccounts } from '@gs/shared/orders';
import type { FinanceLedger, FinanceLedgerEntry, FinanceLedgerQuery } from '@gs/shared/staff-finance';
import { ApiError } from '@gs/web/api-error';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Segmented, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { financeLedgerQueryOptions } from '../api/get-ledger';

type SearchBy = 'order' | 'user' | 'account';

/** The posting kinds the screen names; another kind is shown as the ledger writes it. */
const namedKinds = [
  'payment',
  'settlement',
  'refund',
  'claim_refund',
  'claim_compensation',
  'claim_charge',
  'late_payment',
  'late_refund',
  'payout_hold',
  'payout_release',
  'seller_proceeds',
  'withdrawal_request',
  'withdrawal_payout',
  'withdrawal_release',
  'deposit_release',
  'deposit_forfeit',
  'recycle_payment',
] as const;
type NamedKind = (typeof namedKinds)[number];
const isNamedKind = (kind: string): kind is NamedKind => (namedKinds as readonly string[]).includes(kind);

/**
 * The ledger of one order (by its number), one user (by id) or one account (escrow, the platform's fees… over every
 * order and user): entries newest first and each account's sum.
 */
export function LedgerTab() {
  const { t, i18n } = useTranslation();
  const [by, setBy] = useState<SearchBy>('order');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [query, setQuery] = useState<FinanceLedgerQuery | null>(null);
  const ledger = useQuery(financeLedgerQueryOptions(query));
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const amount = (fen: number) => <Typography.Text type={fen < 0 ? 'danger' : undefined}>{money(fen)}</Typography.Text>;

  const search = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    if (by === 'user' && !/^[1-9]\d{0,9}$/.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setQuery(by === 'order' ? { orderNo: trimmed } : { userId: Number(trimmed) });
  };

  const columns: TableColumnsType<FinanceLedgerEntry & { key: number }> = [
    {
      title: t('finance.ledger.columns.at'),
      dataIndex: 'at',
      width: 170,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('finance.ledger.columns.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: string) => (isNamedKind(kind) ? t(`finance.kinds.${kind}`) : kind),
    },
    {
      title: t('finance.ledger.columns.account'),
      dataIndex: 'account',
      width: 140,
      render: (account: FinanceLedgerEntry['account']) => t(`finance.accounts.${account}`),
    },
    {
      title: t('finance.ledger.columns.user'),
      dataIndex: 'userId',
      width: 90,
      render: (userId: number | null) => (userId === null ? '—' : `#${userId}`),
    },
    {
      title: t('finance.ledger.columns.order'),
      dataIndex: 'orderNo',
      width: 190,
      render: (orderNo: string | null) => orderNo ?? '—',
    },
    {
      title: t('finance.ledger.columns.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: amount,
    },
  ];

  const data: FinanceLedger | undefined = ledger.data;
  const notFound = ledger.error instanceof ApiError && ledger.error.status === 404;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={by}
          onChange={(value) => {
            setBy(value as SearchBy);
            setInvalid(false);
          }}
          options={(['order', 'user', 'account'] as const).map((value) => ({
            value,
            label: t(`finance.ledger.by.${value}`),
          }))}
        />
        {by === 'account' ? (
          <Select
            aria-label={t('finance.ledger.by.account')}
            placeholder={t('finance.ledger.placeholder.account')}
            value={query?.account}
            onChange={(account) => setQuery({ account })}
            options={ledgerAccounts.map((account) => ({ value: account, label: t(`finance.accounts.${account}`) }))}
            style={{ width: 240, maxWidth: '100%' }}
          />
        ) : (
          <Input.Search
            aria-label={t(`finance.ledger.by.${by}`)}
            placeholder={t(`finance.ledger.placeholder.${by}`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={search}
            enterButton={t('finance.ledger.search')}
            allowClear
            status={invalid ? 'error' : undefined}
            style={{ width: 340, maxWidth: '100%' }}
          />
        )}
      </Space>
      {invalid ? <Typography.Text type="danger">{t('finance.ledger.invalidUser')}</Typography.Text> : null}
      {query === null ? (
        <EmptyState description={t('finance.ledger.prompt')} />
      ) : ledger.isError ? (
        notFound ? (
          <EmptyState description={t('finance.ledger.notFound')} />
        ) : (
          <ErrorState
            title={t('finance.ledger.loadFailed')}
            error={ledger.error}
            onRetry={() => void ledger.refetch()}
          />
        )
      ) : (
        <>
          {data ? (
            <Card
              size="small"
              title={
                data.subject.type === 'order'
                  ? t('finance.ledger.orderTitle', { orderNo: data.subject.orderNo })
                  : data.subject.type === 'user'
                    ? t('finance.ledger.userTitle', { userId: data.subject.userId })
                    : t('finance.ledger.accountTitle', { account: t(`finance.accounts.${data.subject.account}`) })
              }
            >
              <Typography.Text strong>{t('finance.ledger.sums')}</Typography.Text>
              <Space wrap size={[24, 8]} style={{ display: 'flex', marginTop: 8 }}>
                {data.sums.map((sum) => (
                  <span key={`${sum.account}:${sum.userId ?? ''}`}>
                    {t(`finance.accounts.${sum.account}`)}
                    {sum.userId === null || data.subject.type === 'user' ? '' : ` #${sum.userId}`}: {amount(sum.amount)}
                  </span>
                ))}
              </Space>
            </Card>
          ) : null}
          <Card styles={{ body: { padding: 0 } }}>
            <Table
              aria-label={t('finance.ledger.tableLabel')}
              size="small"
              columns={columns}
              dataSource={(data?.entries ?? []).map((entry, key) => ({ ...entry, key }))}
              loading={ledger.isFetching}
              pagination={(data?.entries.length ?? 0) > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              scroll={{ x: 870 }}
              locale={{ emptyText: ledger.isPending ? ' ' : <EmptyState description={t('finance.ledger.empty')} /> }}
            />
          </Card>
          {data && data.entryCount > data.entries.length ? (
            <Typography.Text type="secondary">
              {t('finance.ledger.entryCount', { shown: data.entries.length, count: data.entryCount })}
            </Typography.Text>
          ) : null}
        </>
      )}
    </Space>
  );
}
