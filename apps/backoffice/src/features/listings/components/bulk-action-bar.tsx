import { CheckOutlined, CloseOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { REJECT_REASON_MAX } from '@gs/shared/consignment';
import { STAFF_BULK_MAX, type StaffBulkAction, type StaffBulkResult } from '@gs/shared/staff-listings';
import { describeError } from '@gs/web/error-message';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/reason-modal';
import { useBulkListings } from '../api/change-listing';

/**
 * The actions on the selected listings: approve and put up after a confirmation, reject and take down with a
 * reason. Each listing is handled on its own by the server; the result comes back for the summary modal.
 */
export function BulkActionBar({
  ids,
  onDone,
  onClear,
}: {
  ids: number[];
  onDone: (result: StaffBulkResult) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [reasonFor, setReasonFor] = useState<'reject' | 'down' | null>(null);
  const bulk = useBulkListings();
  const tooMany = ids.length > STAFF_BULK_MAX;
  const disabled = ids.length === 0 || tooMany || bulk.isPending;

  const run = async (action: StaffBulkAction, reason?: string) => {
    const result = await bulk.mutateAsync({ action, ids, ...(reason ? { reason } : {}) });
    setReasonFor(null);
    onDone(result);
  };
  const confirm = (action: 'approve' | 'up') =>
    modal.confirm({
      title: t(`listings.bulk.confirm.${action}`, { count: ids.length }),
      content: t('listings.bulk.confirmText'),
      okText: t(`listings.bulk.actions.${action}`),
      cancelText: t('listings.actions.cancel'),
      onOk: () => run(action).catch((error) => message.error(describeError(error, t))),
    });

  return (
    <div style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text>{t('listings.bulk.selected', { count: ids.length })}</Typography.Text>
        <Button icon={<CheckOutlined />} disabled={disabled} onClick={() => confirm('approve')}>
          {t('listings.bulk.actions.approve')}
        </Button>
        <Button icon={<CloseOutlined />} danger disabled={disabled} onClick={() => setReasonFor('reject')}>
          {t('listings.bulk.actions.reject')}
        </Button>
        <Button icon={<StopOutlined />} disabled={disabled} onClick={() => setReasonFor('down')}>
          {t('listings.bulk.actions.down')}
        </Button>
        <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => confirm('up')}>
          {t('listings.bulk.actions.up')}
        </Button>
        <Button type="link" disabled={ids.length === 0} onClick={onClear}>
          {t('listings.bulk.clear')}
        </Button>
      </Space>
      {tooMany ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('listings.bulk.tooMany', { max: STAFF_BULK_MAX })}
        />
      ) : null}
      <ReasonModal
        open={reasonFor !== null}
        title={reasonFor ? t(`listings.bulk.confirm.${reasonFor}`, { count: ids.length }) : ''}
        label={reasonFor === 'reject' ? t('listings.review.rejectReason') : t('listings.shelf.downReason')}
        requiredMessage={t('listings.reason.required')}
        tooShortMessage={t('listings.reason.tooShort')}
        maxLength={REJECT_REASON_MAX}
        tooLongMessage={t('listings.reason.tooLong', { max: REJECT_REASON_MAX })}
        placeholder={t('listings.reason.placeholder')}
        cancelText={t('listings.actions.cancel')}
        okText={reasonFor ? t(`listings.bulk.actions.${reasonFor}`) : ''}
        onSubmit={(reason) => run(reasonFor ?? 'reject', reason)}
        onCancel={() => setReasonFor(null)}
      />
    </div>
  );
}
