import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@gs/web/format-date';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Drawer, Empty, Pagination, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { paths } from '../../../lib/paths';
import { useWalletHistory, useWalletSummary, useWithdrawals } from '../api/get-wallet';
import {
  walletAccountLabels,
  walletEntryLabels,
  withdrawalStatusColors,
  withdrawalStatusLabels,
} from '../utils/my-product-status';
import styles from './wallet.module.css';

export const HISTORY_PAGE_SIZE = 20;
export const WITHDRAWALS_PAGE_SIZE = 10;

type Page = { rows: unknown[]; total: number; pageNum: number; pageSize: number };

/** Loading, error with retry, empty, or the rows with their pagination: the states every wallet list has. */
function PagedList<T extends Page>({
  query,
  failed,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  empty: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={t('common.loading')} rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        title={failed}
        action={
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (query.data.rows.length === 0) return <Empty description={empty} />;
  return (
    <>
      <ul className={styles.entries} aria-busy={query.isPlaceholderData}>
        {children(query.data)}
      </ul>
      <Pagination
        className={styles.pagination}
        size="small"
        current={query.data.pageNum}
        pageSize={query.data.pageSize}
        total={query.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPage}
      />
    </>
  );
}

function signedMoney(fen: number, money: (fen: number) => string): string {
  return `${fen < 0 ? '−' : '+'}${money(Math.abs(fen))}`;
}

function HistoryList() {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const [pageNum, setPageNum] = useState(1);
  const history = useWalletHistory({ pageNum, pageSize: HISTORY_PAGE_SIZE });
  return (
    <PagedList query={history} failed={t('wallet.historyFailed')} empty={t('wallet.historyEmpty')} onPage={setPageNum}>
      {(data) =>
        data.rows.map((entry) => {
          const account = walletAccountLabels[entry.account];
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryMain}>
                <span className={styles.entryKind}>
                  {t(walletEntryLabels[entry.kind])}
                  {account ? <Tag className={styles.accountTag}>{t(account)}</Tag> : null}
                </span>
                {entry.orderId !== null ? (
                  <Link to={`${paths.orderDetail}?id=${entry.orderId}`}>
                    {t('wallet.order', { number: entry.orderNumber ?? entry.orderId })}
                  </Link>
                ) : null}
                <time className={styles.entryDate} dateTime={entry.at}>
                  {formatDateTime(entry.at, i18n.language)}
                </time>
              </div>
              <span className={entry.amountFen < 0 ? styles.minus : styles.plus}>
                {signedMoney(entry.amountFen, money)}
              </span>
            </li>
          );
        })
      }
    </PagedList>
  );
}

function WithdrawalList() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const withdrawals = useWithdrawals({ pageNum, pageSize: WITHDRAWALS_PAGE_SIZE });
  const money = useFormatPrice();
  return (
    <PagedList
      query={withdrawals}
      failed={t('wallet.withdrawalsFailed')}
      empty={t('wallet.withdrawalsEmpty')}
      onPage={setPageNum}
    >
      {(data) =>
        data.rows.map((withdrawal) => (
          <li
            key={withdrawal.id}
            className={styles.entry}
            aria-label={t('wallet.withdrawalLabel', { amount: money(withdrawal.amountFen) })}
          >
            <div className={styles.entryMain}>
              <span className={styles.entryKind}>
                {money(withdrawal.amountFen)}{' '}
                <Tag color={withdrawalStatusColors[withdrawal.status]}>
                  {t(withdrawalStatusLabels[withdrawal.status])}
                </Tag>
              </span>
              <span>{t('wallet.toAccount', { account: withdrawal.alipayAccount })}</span>
              {withdrawal.status === 'rejected' && withdrawal.rejectReason ? (
                <span className={styles.minus}>{t('wallet.rejectReason', { reason: withdrawal.rejectReason })}</span>
              ) : null}
              {withdrawal.status === 'paid' && withdrawal.transferRef ? (
                <span>{t('wallet.transferRef', { ref: withdrawal.transferRef })}</span>
              ) : null}
              <time className={styles.entryDate} dateTime={withdrawal.requestedAt}>
                {t('wallet.requestedAt', { at: formatDateTime(withdrawal.requestedAt, i18n.language) })}
              </time>
            </div>
          </li>
        ))
      }
    </PagedList>
  );
}

/** The proceeds in the payout hold, earliest release first, each with its order and when it is released. */
function HeldProceedsList() {
  const { t, i18n } = useTranslation();
  const wallet = useWalletSummary();
  const money = useFormatPrice();
  if (!wallet.data) return <LoadingState label={t('common.loading')} rows={3} />;
  const held = wallet.data.heldProceeds;
  if (held.length === 0) return <Empty description={t('wallet.heldProceeds.empty')} />;
  return (
    <>
      <p className={styles.rules}>{t('wallet.heldProceeds.explain')}</p>
      <ul className={styles.entries} aria-label={t('wallet.heldProceeds.title')}>
        {held.map((row) => (
          <li
            key={row.orderId}
            className={styles.entry}
            aria-label={t('wallet.heldProceeds.rowLabel', { amount: money(row.amountFen), number: row.orderNumber })}
          >
            <div className={styles.entryMain}>
              <span className={styles.entryKind}>{money(row.amountFen)}</span>
              <Link to={`${paths.orderDetail}?id=${row.orderId}`}>
                {t('wallet.order', { number: row.orderNumber })}
              </Link>
              {row.inClaim ? null : (
                <time className={styles.entryDate} dateTime={row.releaseAt}>
                  {t('wallet.heldProceeds.releaseAt', { at: formatDateTime(row.releaseAt, i18n.language) })}
                </time>
              )}
            </div>
            {row.inClaim ? (
              <Tag className={styles.heldState} color="warning">
                {t('wallet.heldProceeds.inClaimTag')}
              </Tag>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export type WalletDrawerTab = 'history' | 'held' | 'withdrawals';

const drawerTabs: readonly WalletDrawerTab[] = ['history', 'held', 'withdrawals'];

/**
 * The wallet's balance history, held proceeds (while there are any) and withdrawal requests; the paged lists load
 * only while the drawer is open.
 */
export function WalletDrawer({
  open,
  tab,
  onTab,
  onClose,
}: {
  open: boolean;
  tab: WalletDrawerTab;
  onTab: (tab: WalletDrawerTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const wallet = useWalletSummary();
  const heldCount = wallet.data?.heldProceeds.length ?? 0;
  return (
    <Drawer open={open} onClose={onClose} title={t('wallet.drawerTitle')} size={560} destroyOnHidden>
      <Tabs
        activeKey={tab === 'held' && heldCount === 0 ? 'history' : tab}
        onChange={(key) => onTab(drawerTabs.find((name) => name === key) ?? 'history')}
        items={[
          { key: 'history', label: t('wallet.historyTab'), children: <HistoryList /> },
          ...(heldCount > 0
            ? [
                {
                  key: 'held',
                  label: t('wallet.heldProceeds.tab', { count: heldCount }),
                  children: <HeldProceedsList />,
                },
              ]
            : []),
          { key: 'withdrawals', label: t('wallet.withdrawalsTab'), children: <WithdrawalList /> },
        ]}
      />
    </Drawer>
  );
}
