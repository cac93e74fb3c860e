import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { BalanceCheckTab } from '../components/balance-check-tab';
import { ClaimsReportTab } from '../components/claims-report-tab';
import { LedgerTab } from '../components/ledger-tab';
import { SettlementTab } from '../components/settlement-tab';

const tabs = ['settlement', 'claims', 'balance', 'ledger'] as const;
type FinanceTab = (typeof tabs)[number];

/**
 * /admin/finance (owner): the settlement report and its exports, refunds and claims, the balance check, the ledger by
 * order or user.
 */
export function FinancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: FinanceTab = tabs.find((value) => value === params.get('tab')) ?? 'settlement';

  return (
    <PageContainer title={t('finance.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'settlement' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden={false}
        items={[
          { key: 'settlement', label: t('finance.tabs.settlement'), children: <SettlementTab /> },
          { key: 'claims', label: t('finance.tabs.claims'), children: <ClaimsReportTab /> },
          { key: 'balance', label: t('finance.tabs.balance'), children: <BalanceCheckTab /> },
          { key: 'ledger', label: t('finance.tabs.ledger'), children: <LedgerTab /> },
        ]}
      />
    </PageContainer>
  );
}
