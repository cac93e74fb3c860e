import type { StaffOrderDetail } from '@gs/shared/staff-orders';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useOrderAction } from '../api/order-actions';

interface DeliverValues {
  reset: boolean;
  login?: string;
  password?: string;
  notes?: string;
}

/**
 * Delivery: the credentials in the vault, or new ones staff set while rebinding (stored in the vault first). With
 * rebinding steps still open, a confirmation names them first; the server records a delivery made without them.
 */
export function DeliverModal({
  order,
  open,
  onClose,
}: {
  order: StaffOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<DeliverValues>();
  const reset = Form.useWatch('reset', form) ?? !order.credentialsAvailable;
  const action = useOrderAction(order.id);
  const { onFinish, error } = useFormSubmit<DeliverValues>(
    form,
    async (values) => {
      const unfinished = order.rebinding.filter((step) => !step.done);
      if (unfinished.length > 0) {
        const confirmed = await modal.confirm({
          title: t('orders.deliver.incompleteTitle'),
          content: (
            <>
              <Typography.Paragraph>
                {t('orders.deliver.incompleteText', { count: unfinished.length, total: order.rebinding.length })}
              </Typography.Paragraph>
              <ul aria-label={t('orders.deliver.incompleteSteps')}>
                {unfinished.map((step) => (
                  <li key={step.step}>{t(`orders.rebind.steps.${step.step}`)}</li>
                ))}
              </ul>
              <Typography.Text type="secondary">{t('orders.deliver.incompleteRecorded')}</Typography.Text>
            </>
          ),
          okText: t('orders.deliver.incompleteOk'),
          okButtonProps: { danger: true },
          cancelText: t('orders.cancel'),
        });
        if (!confirmed) return;
      }
      await action.mutateAsync({
        kind: 'deliver',
        ...(values.reset
          ? { credentials: { login: values.login ?? '', password: values.password ?? '', notes: values.notes ?? '' } }
          : {}),
        ...(unfinished.length > 0 ? { confirmIncompleteChecklist: true } : {}),
      });
      message.success(t('orders.deliver.done'));
      onClose();
    },
    { fields: { aliases: { credentials: 'login' } } },
  );
  const required = [{ required: true, whitespace: true, message: t('orders.deliver.required') }];

  return (
    <Modal
      open={open}
      title={t('orders.deliver.title')}
      okText={t('orders.deliver.submit')}
      okButtonProps={{ loading: action.isPending }}
      cancelText={t('orders.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('orders.deliver.intro')}</Typography.Paragraph>
      <FormErrorAlert error={error} />
      <Form<DeliverValues>
        form={form}
        layout="vertical"
        initialValues={{ reset: !order.credentialsAvailable }}
        onFinish={onFinish}
        preserve={false}
        autoComplete="off"
      >
        <Form.Item name="reset" valuePropName="checked">
          <Checkbox disabled={!order.credentialsAvailable}>{t('orders.deliver.reset')}</Checkbox>
        </Form.Item>
        {reset ? (
          <>
            <Form.Item name="login" label={t('orders.deliver.login')} rules={[...required, { max: 200 }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t('orders.deliver.password')} rules={[...required, { max: 200 }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="notes" label={t('orders.deliver.notes')} rules={[{ max: 1000 }]}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
