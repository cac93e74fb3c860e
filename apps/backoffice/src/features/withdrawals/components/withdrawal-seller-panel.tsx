import type { StaffWithdrawal } from '@gs/shared/wallet';
import type { WithdrawalContext, WithdrawalWarning } from '@gs/shared/withdrawal-context';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { Alert, Descriptions, Drawer, Grid, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useWithdrawalContext } from '../api/get-withdrawal-context';

/** A negative balance or a debt is an error to look at; the rest are warnings. */
const severities: Record<WithdrawalWarning, 'error' | 'warning'> = {
  negative_balance: 'error',
  open_claims: 'warning',
  over_daily_limit: 'warning',
  below_minimum: 'warning',
  new_account_first: 'warning',
  no_real_name: 'error',
};

/** The server's warnings about who is withdrawing, one alert each (in the panel and in the approve dialog). */
export function WithdrawalWarnings({ context }: { context: WithdrawalContext }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  if (context.warnings.length === 0) return null;
  const params: Record<WithdrawalWarning, Record<string, unknown>> = {
    negative_balance: { owed: money(context.wallet.owedFen), available: money(context.wallet.availableFen) },
    open_claims: { count: context.openClaimCount },
    over_daily_limit: {
      used: money(context.limits.requestDayRequestedFen),
      limit: money(context.limits.dailyLimitFen),
    },
    below_minimum: { min: money(context.limits.minFen) },
    new_account_first: { count: context.accountAgeDays },
    no_real_name: {},
  };
  return (
    <Space
      orientation="vertical"
      size={8}
      style={{ width: '100%' }}
      role="list"
      aria-label={t('withdrawals.seller.warnings')}
    >
      {context.warnings.map((warning) => (
        <Alert
          key={warning}
          role="listitem"
          type={severities[warning]}
          showIcon
          title={t(`withdrawals.seller.warning.${warning}`, params[warning])}
        />
      ))}
    </Space>
  );
}

/** The panel's body: the warnings, then the account, the wallet, the limits, the history and the open claims. */
function SellerDetails({ context }: { context: WithdrawalContext }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const { wallet, limits } = context;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <WithdrawalWarnings context={context} />
      <Descriptions size="small" column={1} bordered title={t('withdrawals.seller.account')}>
        <Descriptions.Item label={t('withdrawals.columns.user')}>
          {context.user} · {context.nickName}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.accountAge')}>
          {t('withdrawals.seller.accountAgeValue', {
            count: context.accountAgeDays,
            date: date(context.accountCreatedAt),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.realName')}>
          {t(`withdrawals.seller.realNameLevel.${context.realNameLevel}`, { name: context.realName ?? '' })}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={1} bordered title={t('withdrawals.seller.wallet')}>
        <Descriptions.Item label={t('withdrawals.seller.available')}>
          <Typography.Text type={wallet.availableFen < 0 ? 'danger' : undefined}>
            {money(wallet.availableFen)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.withdrawalHold')}>
          {money(wallet.withdrawalHoldFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.heldProceeds')}>
          {money(wallet.heldProceedsFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.owed')}>
          <Typography.Text type={wallet.owedFen > 0 ? 'danger' : undefined} strong={wallet.owedFen > 0}>
            {money(wallet.owedFen)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.withdrawn')}>{money(wallet.withdrawnFen)}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={1} bordered title={t('withdrawals.seller.limits')}>
        <Descriptions.Item label={t('withdrawals.seller.minimum')}>{money(limits.minFen)}</Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.dailyLimit')}>{money(limits.dailyLimitFen)}</Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.requestDay')}>
          {money(limits.requestDayRequestedFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('withdrawals.seller.today')}>{money(limits.todayRequestedFen)}</Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>
          {t('withdrawals.seller.previous', { count: context.previousWithdrawalCount })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('withdrawals.seller.paidRecently', {
            count: context.paidLast30DaysCount,
            amount: money(context.paidLast30DaysFen),
          })}
        </Typography.Paragraph>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          aria-label={t('withdrawals.seller.previousLabel')}
          dataSource={context.previousWithdrawals}
          locale={{ emptyText: t('withdrawals.seller.previousEmpty') }}
          columns={[
            { title: t('withdrawals.columns.requestedAt'), dataIndex: 'requestedAt', render: date },
            { title: t('withdrawals.columns.amount'), dataIndex: 'amountFen', align: 'right', render: money },
            {
              title: t('withdrawals.columns.status'),
              dataIndex: 'status',
              render: (status: StaffWithdrawal['status']) => t(`withdrawals.statuses.${status}`),
            },
            {
              title: t('withdrawals.seller.decidedAt'),
              dataIndex: 'decidedAt',
              render: (value: string | null) => (value ? date(value) : '—'),
            },
          ]}
        />
      </div>
      <div>
        <Typography.Title level={5}>
          {t('withdrawals.seller.openClaims', { count: context.openClaimCount })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('withdrawals.seller.claimsLost', { count: context.claimsLostCount })}
        </Typography.Paragraph>
        {context.openClaims.length > 0 ? (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            {context.openClaims.map((claim) => (
              <Space key={claim.id} wrap>
                <Link to={`/claims?id=${claim.id}`}>
                  {t('withdrawals.seller.claimLink', { id: claim.id, order: claim.orderNumber })}
                </Link>
                <Tag>{t(`claims.states.${claim.state}`)}</Tag>
                <Typography.Text type="secondary">
                  {t(`claims.reasons.${claim.reason}`)} · {date(claim.openedAt)}
                </Typography.Text>
              </Space>
            ))}
          </Space>
        ) : null}
      </div>
    </Space>
  );
}

/**
 * The drawer opened from a withdrawal's row: who is withdrawing — their wallet now, the shop's limits and their use,
 * their earlier withdrawals, open claims against them, account age and real-name level — with the warnings first.
 */
export function WithdrawalSellerPanel({
  withdrawal,
  onClose,
}: {
  withdrawal: StaffWithdrawal | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const context = useWithdrawalContext(withdrawal?.id ?? null);
  return (
    <Drawer
      open={withdrawal !== null}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={
        withdrawal
          ? t('withdrawals.seller.title', {
              user: withdrawal.user,
              amount: formatPrice(withdrawal.amountFen, i18n.language),
            })
          : ''
      }
      destroyOnHidden
    >
      {context.isError ? (
        <ErrorState
          title={t('withdrawals.seller.loadFailed')}
          error={context.error}
          onRetry={() => void context.refetch()}
        />
      ) : context.data ? (
        <SellerDetails context={context.data} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
