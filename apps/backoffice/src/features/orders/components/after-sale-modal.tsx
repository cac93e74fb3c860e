import type { StaffOrderDetail } from '@gs/shared/staff-orders';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useOrderAction } from '../api/order-actions';

/** Opens an after-sale case with its reason (the auto-confirm clock stops). */
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
  const [form] = Form.useForm<{ reason: string }>();
  const action = useOrderAction(order.id);
  const { onFinish, error } = useFormSubmit<{ reason: string }>(form, async ({ reason }) => {
    await action.mutateAsync({ kind: 'after_sale', input: { reason: reason.trim() } });
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
      <FormErrorAlert error={error} />
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
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
