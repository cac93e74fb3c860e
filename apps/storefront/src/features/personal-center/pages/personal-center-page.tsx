import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { useCenterSummary } from '../api/get-center-summary';
import { AccountCard } from '../components/account-card';
import { CountTiles } from '../components/count-tiles';
import { ShortcutGrid } from '../components/shortcut-grid';
import { WalletPanel } from '../components/wallet-panel';
import styles from './personal-center-page.module.css';

/**
 * /pages/other/geren (personal center): the hub after login — who I am and my real-name level, my wallet, my
 * orders and products by state (each a link to its filtered list), shortcuts with their counts and badges, and the
 * staff check (`staffCheck`, composed by the app), and how many of my claims have something unread
 * (`claimsUnread`, from the claims feature through the app). Requires login (route table).
 */
export function PersonalCenterPage({ staffCheck, claimsUnread }: { staffCheck?: ReactNode; claimsUnread?: number }) {
  const { t } = useTranslation();
  const summary = useCenterSummary();

  let counts: ReactNode;
  if (summary.isPending) counts = <LoadingState label={t('common.loading')} rows={4} />;
  else if (summary.isError)
    counts = (
      <ErrorState
        title={t('personalCenter.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else counts = <CountTiles summary={summary.data} claimsUnread={claimsUnread} />;

  return (
    <PageFrame title={t('route.personalCenter')}>
      <div className={styles.grid}>
        <AccountCard />
        <WalletPanel />
      </div>
      <div className={styles.section}>{counts}</div>
      <ShortcutGrid summary={summary.data} claimsUnread={claimsUnread} />
      {staffCheck ? <div className={styles.section}>{staffCheck}</div> : null}
    </PageFrame>
  );
}
