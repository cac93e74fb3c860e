import { HistoryOutlined, ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import type { WalletSummary } from '@gs/shared/wallet';
import { formatPrice } from '@gs/web/format-money';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletSummary } from '../api/get-wallet';
import styles from './wallet.module.css';

const figures = [
  ['availableFen', 'wallet.available'],
  ['heldFen', 'wallet.held'],
  ['inTradeFen', 'wallet.inTrade'],
  ['withdrawnFen', 'wallet.withdrawn'],
] as const satisfies readonly (readonly [keyof WalletSummary, string])[];

/** The seller's balances at the top of "my products", with the ways into withdrawing and the history. */
export function WalletCard({ onWithdraw, onHistory }: { onWithdraw: () => void; onHistory: () => void }) {
  const { t, i18n } = useTranslation();
  const wallet = useWalletSummary();

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
      <dl className={styles.figures}>
        {figures.map(([key, label]) => (
          <div key={key} className={key === 'availableFen' ? styles.available : styles.figure}>
            <dt>{t(label)}</dt>
            <dd>{formatPrice(wallet.data[key], i18n.language)}</dd>
          </div>
        ))}
      </dl>
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
          <Button type="primary" disabled={!wallet.data} onClick={onWithdraw}>
            {t('wallet.withdraw')}
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}
