import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { paths } from '../../../lib/paths';
import { useCenterWallet } from '../api/get-center-wallet';
import styles from './personal-center.module.css';

/** My wallet: available and held balances, with the way to the history and withdrawals (on "my products"). */
export function WalletPanel() {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const wallet = useCenterWallet();
  return (
    <section className={styles.card} aria-labelledby="pc-wallet-title">
      <h2 id="pc-wallet-title" className={styles.cardTitle}>
        <span>{t('personalCenter.wallet.title')}</span>
        <Link to={paths.myProducts}>{t('personalCenter.wallet.manage')}</Link>
      </h2>
      {wallet.isPending ? <Skeleton active title={false} paragraph={{ rows: 2 }} /> : null}
      {wallet.isError ? (
        <div role="alert">
          <p className={styles.muted}>{t('personalCenter.wallet.loadFailed')}</p>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={wallet.isFetching}
            onClick={() => void wallet.refetch()}
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {wallet.data ? (
        <dl className={styles.money}>
          <div className={styles.available}>
            <dt>{t('personalCenter.wallet.available')}</dt>
            <dd>{money(wallet.data.availableFen)}</dd>
          </div>
          <div>
            <dt>{t('personalCenter.wallet.held')}</dt>
            <dd>{money(wallet.data.heldFen + wallet.data.inTradeFen)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
