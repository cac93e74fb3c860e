import { CheckCircleOutlined, CloseCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ReasonModal } from '../../../components/reason-modal';
import { recycleRequestQueryOptions } from '../api/get-recycle-request';
import { rejectRecycle, usePayRecycle, useVerifyRecycle } from '../api/recycle-actions';
import { recycleKeys } from '../api/recycle-keys';
import { CredentialsPanel } from './credentials-panel';
import { QuoteBasis } from './quote-basis';
import { RecycleChecklist } from './recycle-checklist';
import { RecycleStatusTag } from './recycle-status-tag';

/** One quick-recycle request in a drawer: what was sold, the quote's basis, verification, payment or rejection. */
export function RecycleDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={id !== null} onClose={onClose} size={640} title={t('recycling.drawer.title')} destroyOnHidden>
      {id !== null ? <RecycleDetail id={id} /> : null}
    </Drawer>
  );
}

function RecycleDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery(recycleRequestQueryOptions(id));
  const [rejecting, setRejecting] = useState(false);
  const onError = (error: Error) => void message.error(describeError(error, t));
  const verify = useVerifyRecycle({
    onSuccess: () => void message.success(t('recycling.drawer.verifyStarted')),
    onError,
  });
  const pay = usePayRecycle({ onSuccess: () => void message.success(t('recycling.drawer.paid')), onError });

  if (detail.isPending) return <LoadingState label={t('common.loading')} rows={8} />;
  if (detail.isError) {
    return (
      <ErrorState title={t('recycling.drawer.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const request = detail.data;
  const amount = formatPrice(request.quoteFen, i18n.language);
  const open = request.checklist.filter((step) => !step.done).length;
  const canReject = request.status === 'submitted' || request.status === 'verifying';

  const confirmPay = () =>
    modal.confirm({
      title: t('recycling.drawer.payConfirmTitle', { amount }),
      content: t('recycling.drawer.payConfirmBody', { amount, seller: request.seller }),
      okText: t('recycling.drawer.payOk', { amount }),
      onOk: () => pay.mutateAsync(id).catch(() => {}),
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('recycling.columns.number')} span={2}>
          {request.number}
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.columns.game')}>{request.gameName}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.columns.status')}>
          <RecycleStatusTag status={request.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.drawer.region')} span={2}>
          {request.regionPath.map((node) => node.name).join(' / ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.columns.seller')}>{request.seller}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.drawer.contact')}>{request.contact}</Descriptions.Item>
        <Descriptions.Item label={t('recycling.columns.quote')}>
          <Typography.Text strong type="danger">
            {amount}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.columns.createdAt')}>
          {formatDateTime(request.createdAt, i18n.language)}
        </Descriptions.Item>
        {request.paidAt ? (
          <Descriptions.Item label={t('recycling.drawer.paidAt')} span={2}>
            {formatDateTime(request.paidAt, i18n.language)}
          </Descriptions.Item>
        ) : null}
        {request.rejectReason ? (
          <Descriptions.Item label={t('recycling.drawer.rejectReason')} span={2}>
            {request.rejectReason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      <Descriptions size="small" column={1} bordered title={t('recycling.drawer.attributes')}>
        {request.attributes.map((attribute) => (
          <Descriptions.Item key={attribute.name} label={attribute.name}>
            {attribute.value}
          </Descriptions.Item>
        ))}
      </Descriptions>

      <QuoteBasis basis={request.basis} quoteFen={request.quoteFen} caption={t('recycling.drawer.basis')} />

      {canReject ? (
        <section aria-label={t('recycling.credentials.title')}>
          <Typography.Title level={5}>{t('recycling.credentials.title')}</Typography.Title>
          <CredentialsPanel requestId={request.id} />
        </section>
      ) : null}

      <section aria-label={t('recycling.checklist.title')}>
        <Typography.Title level={5}>{t('recycling.checklist.title')}</Typography.Title>
        <RecycleChecklist request={request} />
      </section>

      <Space wrap>
        {request.status === 'submitted' ? (
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate(id)}
          >
            {t('recycling.drawer.verify')}
          </Button>
        ) : null}
        {request.status === 'verifying' ? (
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            disabled={open > 0}
            loading={pay.isPending}
            onClick={confirmPay}
          >
            {t('recycling.drawer.pay', { amount })}
          </Button>
        ) : null}
        {canReject ? (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => setRejecting(true)}>
            {t('recycling.drawer.reject')}
          </Button>
        ) : null}
      </Space>
      {request.status === 'verifying' && open > 0 ? (
        <Typography.Text type="secondary">{t('recycling.drawer.stepsLeft', { count: open })}</Typography.Text>
      ) : null}

      <ReasonModal
        open={rejecting}
        title={t('recycling.drawer.rejectTitle', { number: request.number })}
        description={t('recycling.drawer.rejectBody')}
        label={t('recycling.drawer.rejectReasonLabel')}
        requiredMessage={t('recycling.drawer.rejectReasonRequired')}
        okText={t('recycling.drawer.reject')}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          const updated = await rejectRecycle(id, reason);
          queryClient.setQueryData(recycleKeys.detail(id), updated);
          void queryClient.invalidateQueries({ queryKey: recycleKeys.lists() });
          setRejecting(false);
          void message.success(t('recycling.drawer.rejected'));
        }}
      />
    </Space>
  );
}
