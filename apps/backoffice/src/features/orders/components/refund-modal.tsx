import type { StaffOrderDetail } from '@gs/shared/staff-orders';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useOrderAction } from '../api/order-actions';

interface RefundValues {
  mode: 'full' | 'partial';
  amount?: string;
  relist: boolean;
  reason: string;
}

/**
 * Refund in full or in part, relisting or not, with a reason; a confirmation says how much goes back and what
 * happens to the listing. Relisting is offered only where the server allows it.
 */
export function RefundModal({ order, open, onClose }: { order: StaffOrderDetail; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<RefundValues>();
  const mode = Form.useWatch('mode', form);
  const action = useOrderAction(order.id);
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const max = money(order.refundable);

  const { onFinish, error } = useFormSubmit<RefundValues>(form, async (values) => {
    const amount = values.mode === 'partial' ? (parseYuan(values.amount ?? '') ?? 0) : order.refundable;
    const confirmed = await modal.confirm({
      title: t('orders.refund.confirmTitle', { amount: money(amount) }),
      content: `${t('orders.refund.confirmText', { amount: money(amount) })} ${
        values.relist ? t('orders.refund.confirmRelist') : t('orders.refund.confirmNoRelist')
      }`,
      okText: t('orders.refund.submit'),
      okButtonProps: { danger: true },
      cancelText: t('orders.cancel'),
    });
    if (!confirmed) return;
    await action.mutateAsync({
      kind: 'refund',
      input: {
        ...(values.mode === 'partial' ? { amount } : {}),
        relist: values.relist,
        reason: values.reason.trim(),
      },
    });
    message.success(t('orders.refund.done', { amount: money(amount) }));
    onClose();
  });

  const amountRule = {
    validator: (_: unknown, value?: string) => {
      if (!value?.trim()) return Promise.reject(new Error(t('orders.refund.amountRequired')));
      const fen = parseYuan(value);
      if (fen === null || fen <= 0) return Promise.reject(new Error(t('orders.refund.amountInvalid')));
      if (fen > order.refundable) return Promise.reject(new Error(t('orders.refund.amountTooLarge', { max })));
      return Promise.resolve();
    },
  };

  return (
    <Modal
      open={open}
      title={t('orders.refund.title')}
      okText={t('orders.refund.submit')}
      okButtonProps={{ danger: true, loading: action.isPending }}
      cancelText={t('orders.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert error={error} />
      <Form<RefundValues>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'full', relist: false, reason: '' }}
        onFinish={onFinish}
        preserve={false}
      >
        <Form.Item name="mode" label={t('orders.refund.mode')}>
          <Radio.Group
            options={[
              { value: 'full', label: t('orders.refund.full', { amount: max }) },
              { value: 'partial', label: t('orders.refund.partial') },
            ]}
          />
        </Form.Item>
        {mode === 'partial' ? (
          <Form.Item
            name="amount"
            label={t('orders.refund.amount')}
            extra={t('orders.refund.amountHint', { max })}
            rules={[amountRule]}
          >
            <Input inputMode="decimal" autoFocus />
          </Form.Item>
        ) : null}
        <Form.Item
          name="relist"
          valuePropName="checked"
          extra={order.relistAllowed ? undefined : t('orders.refund.relistNotAllowed')}
        >
          <Checkbox disabled={!order.relistAllowed}>{t('orders.refund.relist')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orders.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('orders.refund.reasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        {t('orders.amounts.refundable')}: {max}
      </Typography.Text>
    </Modal>
  );
}
