import { PlayCircleOutlined } from '@ant-design/icons';
import type { BalanceProblem } from '@gs/shared/staff-finance';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, Button, Card, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useBalanceCheck } from '../api/run-balance-check';
import { balanceProblemText } from './balance-problem-text';

/** The balance check on demand: a Run button, then "all balanced" in green or the problems in red. */
export function BalanceCheckTab() {
  const { t, i18n } = useTranslation();
  const check = useBalanceCheck();
  const result = check.data;

  const columns: TableColumnsType<BalanceProblem & { key: number }> = [
    {
      title: t('finance.balance.columns.orderNo'),
      dataIndex: 'orderNo',
      width: 200,
      render: (orderNo: string | null) =>
        orderNo ?? <Typography.Text type="secondary">{t('finance.balance.noOrder')}</Typography.Text>,
    },
    {
      title: t('finance.balance.columns.problem'),
      key: 'problem',
      render: (_, problem) => (
        <Typography.Text type="danger">{balanceProblemText(problem, t, i18n.language)}</Typography.Text>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('finance.balance.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" icon={<PlayCircleOutlined />} loading={check.isPending} onClick={() => check.mutate()}>
          {t('finance.balance.run')}
        </Button>
      </div>
      {check.isError ? (
        <ErrorState title={t('finance.balance.failed')} error={check.error} onRetry={() => check.mutate()} />
      ) : result ? (
        <>
          <Alert
            type={result.balanced ? 'success' : 'error'}
            showIcon
            title={
              result.balanced
                ? t('finance.balance.balanced', { count: result.ordersChecked })
                : t('finance.balance.problems', { count: result.problemCount })
            }
            description={t('finance.balance.checked', {
              orders: result.ordersChecked,
              wallets: result.walletsChecked,
              time: formatDateTime(result.checkedAt, i18n.language),
            })}
          />
          {result.balanced ? null : (
            <Card styles={{ body: { padding: 0 } }}>
              <Table
                aria-label={t('finance.balance.tableLabel')}
                size="small"
                columns={columns}
                dataSource={result.problems.map((problem, key) => ({ ...problem, key }))}
                pagination={result.problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                scroll={{ x: 640 }}
              />
            </Card>
          )}
        </>
      ) : (
        <Typography.Text type="secondary">{t('finance.balance.notRun')}</Typography.Text>
      )}
    </Space>
  );
}
