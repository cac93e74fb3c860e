import type { StaffWithdrawal } from '@gs/shared/wallet';
import { formatPrice } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { useWithdrawalContext } from '../api/get-withdrawal-context';
import { WithdrawalWarnings } from './withdrawal-seller-panel';

/**
 * Confirms a withdrawal as paid: staff transfer the amount to the Alipay account outside the shop, then record the
 * transfer's reference here. Says what will happen before anything is sent, and what the seller panel warns of.
 */
export function ApproveWithdrawalModal({
  withdrawal,
  onClose,
  onDone,
}: {
  withdrawal: StaffWithdrawal | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ transferRef: string }>();
  const decide = useDecideWithdrawal();
  // The same warnings as the seller panel: the last look before money leaves the shop.
  const context = useWithdrawalContext(withdrawal?.id ?? null);
  const { onFinish, error } = useFormSubmit<{ transferRef: string }>(form, async ({ transferRef }) => {
    if (!withdrawal) return;
    await decide.mutateAsync({ id: withdrawal.id, approve: true, transferRef: transferRef.trim() });
    onDone();
  });
  const amount = withdrawal ? formatPrice(withdrawal.amountFen, i18n.language) : '';
  return (
    <Modal
      open={withdrawal !== null}
      title={t('withdrawals.approveTitle', { amount })}
      okText={t('withdrawals.approveOk', { amount })}
      okButtonProps={{ loading: decide.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {withdrawal ? (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('withdrawals.approveWarning', { amount })}
            style={{ marginBottom: 16 }}
          />
          {context.data && context.data.warnings.length > 0 ? (
            <div style={{ marginBottom: 16 }}>
              <Typography.Paragraph strong>{t('withdrawals.seller.checkFirst')}</Typography.Paragraph>
              <WithdrawalWarnings context={context.data} />
            </div>
          ) : null}
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('withdrawals.columns.user')}>{withdrawal.user}</Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.columns.amount')}>{amount}</Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.alipayName')}>{withdrawal.alipayName}</Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.alipayAccount')}>{withdrawal.alipayAccount}</Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
      <FormErrorAlert error={error} />
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item
          name="transferRef"
          label={t('withdrawals.transferRef')}
          rules={[{ required: true, whitespace: true, min: 4, message: t('withdrawals.transferRefRequired') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
