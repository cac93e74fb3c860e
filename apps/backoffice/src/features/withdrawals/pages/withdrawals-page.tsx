import { ReloadOutlined } from '@ant-design/icons';
import { maskPayoutAccount, type StaffWithdrawal, type WithdrawalStatus, withdrawalStatuses } from '@gs/shared/wallet';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportButton } from '../../../components/export-button';
import { PageContainer } from '../../../components/page-container';
import { ReasonModal } from '../../../components/reason-modal';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { rejectWithdrawal } from '../api/decide-withdrawal';
import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { withdrawalKeys } from '../api/withdrawal-keys';
import { ApproveWithdrawalModal } from '../components/approve-withdrawal-modal';
import { WithdrawalSellerPanel } from '../components/withdrawal-seller-panel';

const PAGE_SIZES = [10, 20, 50, 100];
const colours: Record<WithdrawalStatus, string> = { pending: 'gold', paid: 'green', rejected: 'red' };

/** /admin/withdrawals: users' withdrawals to Alipay; approve (after transferring) or reject. Filters in the URL. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { params, pageNum, update, setFilters } = useUrlFilters();
  const status = withdrawalStatuses.find((value) => value === params.get('status')) ?? 'pending';
  const size = Number(params.get('size'));
  const pageSize = PAGE_SIZES.includes(size) ? size : 20;
  const list = useQuery(withdrawalsQueryOptions({ status, pageNum, pageSize }));
  const [approving, setApproving] = useState<StaffWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<StaffWithdrawal | null>(null);
  const [viewing, setViewing] = useState<StaffWithdrawal | null>(null);

  const columns: TableColumnsType<StaffWithdrawal> = [
    {
      title: t('withdrawals.columns.requestedAt'),
      dataIndex: 'requestedAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('withdrawals.columns.user'),
      dataIndex: 'user',
      width: 140,
      // Who is withdrawing: the seller panel (wallet, limits, history, claims, warnings).
      render: (user: string, row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          aria-label={t('withdrawals.seller.open', { user })}
          onClick={() => setViewing(row)}
        >
          {user}
        </Button>
      ),
    },
    {
      title: t('withdrawals.columns.amount'),
      dataIndex: 'amountFen',
      align: 'right',
      width: 130,
      render: (fen: number) => <Typography.Text strong>{formatPrice(fen, i18n.language)}</Typography.Text>,
    },
    {
      title: t('withdrawals.columns.account'),
      key: 'account',
      // The account masked in the table (and in the export); full only in the dialog.
      render: (_, row) => `${row.alipayName} · ${maskPayoutAccount(row.alipayAccount)}`,
    },
    {
      title: t('withdrawals.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: WithdrawalStatus) => <Tag color={colours[value]}>{t(`withdrawals.statuses.${value}`)}</Tag>,
    },
    {
      title: t('withdrawals.columns.result'),
      key: 'result',
      render: (_, row) =>
        row.status === 'paid' ? row.transferRef : row.status === 'rejected' ? row.rejectReason : '—',
    },
    {
      title: t('withdrawals.columns.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) =>
        row.status === 'pending' ? (
          <Space size={0}>
            <Button type="link" onClick={() => setApproving(row)}>
              {t('withdrawals.approve')}
            </Button>
            <Button type="link" danger onClick={() => setRejecting(row)}>
              {t('withdrawals.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <PageContainer
      title={t('withdrawals.title')}
      extra={
        <Space wrap>
          <ExportButton
            path="/api/staff/withdrawals/export"
            query={{ status }}
            fallbackName="withdrawals"
            hint={t('withdrawals.exportHint')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(value) => setFilters({ status: value === 'pending' ? null : String(value) })}
        options={withdrawalStatuses.map((value) => ({ value, label: t(`withdrawals.statuses.${value}`) }))}
      />
      {list.isError ? (
        <ErrorState title={t('withdrawals.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          scroll={{ x: 960 }}
          pagination={{
            current: pageNum,
            pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('withdrawals.total', { count: total }),
            onChange: (page, nextSize) =>
              update({ page: page > 1 ? String(page) : null, size: nextSize !== 20 ? String(nextSize) : null }),
          }}
          locale={{
            emptyText: list.isPending ? ' ' : <EmptyState description={t(`withdrawals.empty.${status}`)} />,
          }}
        />
      )}
      <ApproveWithdrawalModal
        withdrawal={approving}
        onClose={() => setApproving(null)}
        onDone={() => {
          setApproving(null);
          void message.success(t('withdrawals.approved'));
        }}
      />
      <WithdrawalSellerPanel withdrawal={viewing} onClose={() => setViewing(null)} />
      <ReasonModal
        open={rejecting !== null}
        title={t('withdrawals.rejectTitle', {
          amount: rejecting ? formatPrice(rejecting.amountFen, i18n.language) : '',
        })}
        description={t('withdrawals.rejectBody')}
        label={t('withdrawals.rejectReason')}
        requiredMessage={t('withdrawals.rejectReasonRequired')}
        okText={t('withdrawals.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await rejectWithdrawal(rejecting.id, reason);
          await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
          setRejecting(null);
          void message.success(t('withdrawals.rejected'));
        }}
      />
    </PageContainer>
  );
}
