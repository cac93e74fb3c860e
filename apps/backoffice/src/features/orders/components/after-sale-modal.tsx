import { type ClaimReason, claimReasons } from '@gs/shared/claims';
import type { StaffOrderDetail } from '@gs/shared/staff-orders';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useOrderAction } from '../api/order-actions';

interface AfterSaleValues {
  claimReason: ClaimReason;
  reason: string;
}

/** Opens a claim in the buyer's name (the order pauses in after-sale); it is answered and decided on the Claims screen. */
export function AfterSaleModal({
  order,
  open,
  onClose,
}: {
  order: StaffOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AfterSaleValues>();
  const action = useOrderAction(order.id);
  const { onFinish, error } = useFormSubmit<AfterSaleValues>(form, async ({ claimReason, reason }) => {
    await action.mutateAsync({ kind: 'after_sale', input: { claimReason, reason: reason.trim() } });
    message.success(t('orders.afterSale.done'));
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('orders.afterSale.title')}
      okText={t('orders.afterSale.submit')}
      okButtonProps={{ loading: action.isPending }}
      cancelText={t('orders.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('orders.afterSale.intro')} style={{ marginBottom: 16 }} />
      <FormErrorAlert error={error} />
      <Form<AfterSaleValues>
        form={form}
        layout="vertical"
        initialValues={{ claimReason: 'other' }}
        onFinish={onFinish}
        preserve={false}
      >
        <Form.Item name="claimReason" label={t('orders.afterSale.claimReason')}>
          <Select options={claimReasons.map((value) => ({ value, label: t(`claims.reasons.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orders.afterSale.reason')}
          rules={[{ required: true, whitespace: true, message: t('orders.afterSale.reasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
