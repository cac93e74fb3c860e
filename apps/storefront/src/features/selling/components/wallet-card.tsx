import { HistoryOutlined, ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import type { WalletSummary } from '@gs/shared/wallet';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, Button, Skeleton, Tooltip } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { useWalletSummary } from '../api/get-wallet';
import styles from './wallet.module.css';

const figures = [
  ['heldFen', 'wallet.held'],
  ['inTradeFen', 'wallet.inTrade'],
  ['withdrawnFen', 'wallet.withdrawn'],
] as const satisfies readonly (readonly [keyof WalletSummary, string])[];

/** The next release of held proceeds (the rows come earliest first) and what sits in open claims. */
function heldOutlook(held: WalletSummary['heldProceeds']) {
  const next = held.find((row) => !row.inClaim);
  const nextFen = next
    ? held.filter((row) => !row.inClaim && row.releaseAt === next.releaseAt).reduce((sum, r) => sum + r.amountFen, 0)
    : 0;
  const inClaimFen = held.filter((row) => row.inClaim).reduce((sum, row) => sum + row.amountFen, 0);
  return { next: next ? { amountFen: nextFen, releaseAt: next.releaseAt } : null, inClaimFen };
}

/** Proceeds in the shop's payout hold beside the available balance: why they wait and when the next ones come. */
function HeldProceedsFigure({ summary }: { summary: WalletSummary }) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const { next, inClaimFen } = heldOutlook(summary.heldProceeds);
  return (
    <div className={styles.heldProceeds}>
      <dt>{t('wallet.heldProceeds.label')}</dt>
      <dd>{money(summary.heldProceedsFen)}</dd>
      <dd className={styles.figureNote}>{t('wallet.heldProceeds.explain')}</dd>
      {next ? (
        <dd className={styles.figureNote}>
          {t('wallet.heldProceeds.next', {
            amount: money(next.amountFen),
            at: formatDateTime(next.releaseAt, i18n.language),
          })}
        </dd>
      ) : null}
      {inClaimFen > 0 ? (
        <dd className={styles.figureNote}>{t('wallet.heldProceeds.inClaim', { amount: money(inClaimFen) })}</dd>
      ) : null}
    </div>
  );
}

/** The seller's balances at the top of "my products", with the ways into withdrawing and the history. */
export function WalletCard({ onWithdraw, onHistory }: { onWithdraw: () => void; onHistory: () => void }) {
  const { t } = useTranslation();
  const wallet = useWalletSummary();
  const owedId = useId();
  const money = useFormatPrice();
  const owing = (wallet.data?.owedFen ?? 0) > 0;

  let body: ReactNode;
  if (wallet.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (wallet.isError)
    body = (
      <div className={styles.cardError} role="alert">
        <span>{t('wallet.loadFailed')}</span>
        <Button icon={<ReloadOutlined />} loading={wallet.isFetching} onClick={() => void wallet.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        {owing ? (
          <Alert
            className={styles.owed}
            type="error"
            showIcon
            title={<span id={owedId}>{t('wallet.owed', { amount: money(wallet.data.owedFen) })}</span>}
          />
        ) : null}
        <dl className={styles.figures}>
          <div className={styles.available}>
            <dt>{t('wallet.available')}</dt>
            <dd>{money(wallet.data.availableFen)}</dd>
          </div>
          {wallet.data.heldProceedsFen > 0 ? <HeldProceedsFigure summary={wallet.data} /> : null}
          {figures.map(([key, label]) => (
            <div key={key} className={styles.figure}>
              <dt>{t(label)}</dt>
              <dd>{money(wallet.data[key])}</dd>
            </div>
          ))}
        </dl>
      </>
    );

  const withdraw = (
    <Button
      type="primary"
      disabled={!wallet.data || owing}
      aria-describedby={owing ? owedId : undefined}
      onClick={onWithdraw}
    >
      {t('wallet.withdraw')}
    </Button>
  );

  return (
    <section className={styles.card} aria-label={t('wallet.title')}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <WalletOutlined aria-hidden /> {t('wallet.title')}
        </h2>
        <div className={styles.cardActions}>
          <Button icon={<HistoryOutlined />} onClick={onHistory}>
            {t('wallet.history')}
          </Button>
          {owing ? <Tooltip title={t('wallet.withdrawPaused')}>{withdraw}</Tooltip> : withdraw}
        </div>
      </div>
      {body}
    </section>
  );
}
