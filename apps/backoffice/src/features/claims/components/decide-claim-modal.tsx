import { CLAIM_REASON_MAX, type ClaimOutcome, type ClaimPayTo, type StaffClaimDetail } from '@gs/shared/claims';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useDecideClaim } from '../api/decide-claim';
import { describeDecisionEffect } from './decision-effect';

interface DecideValues {
  amount?: string;
  payTo?: ClaimPayTo;
  reason: string;
}

/**
 * The form of one decision: the reason, the amount (partial, compensate; yuan typed, fen sent, at most what the buyer
 * paid) and where a compensation goes; then a confirmation that says what the money does. A refusal (decided
 * elsewhere meanwhile) stays on the form while the claim reloads.
 */
export function DecideClaimModal({
  claim,
  outcome,
  onClose,
}: {
  claim: StaffClaimDetail;
  outcome: ClaimOutcome | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<DecideValues>();
  const payTo = Form.useWatch('payTo', form);
  const decide = useDecideClaim();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const paid = claim.money.paidFen;
  const needsAmount = outcome === 'partial' || outcome === 'compensate';
  // Before completion a partial refund must leave something to settle (else it is a refund).
  const strictlyLess = outcome === 'partial' && claim.fromStatus === 'in_trade';

  const { onFinish, error } = useFormSubmit<DecideValues>(
    form,
    async (values) => {
      if (!outcome) return;
      const amountFen = needsAmount ? (parseYuan(values.amount ?? '') ?? undefined) : undefined;
      const chosenPayTo = outcome === 'compensate' ? (values.payTo ?? 'wallet') : undefined;
      const draft = { outcome, amountFen, payTo: chosenPayTo };
      const confirmed = await modal.confirm({
        title: t('claims.decide.confirmTitle', { outcome: t(`claims.outcomes.${outcome}`) }),
        content: describeDecisionEffect(claim, draft, t, money),
        okText: t('claims.decide.confirmOk'),
        okButtonProps: { danger: outcome !== 'reject' },
        cancelText: t('claims.decide.cancel'),
      });
      if (!confirmed) return;
      await decide.mutateAsync({
        id: claim.id,
        input: {
          outcome,
          reason: values.reason.trim(),
          ...(amountFen !== undefined ? { amountFen } : {}),
          ...(chosenPayTo ? { payTo: chosenPayTo } : {}),
        },
      });
      void message.success(t('claims.decide.done'));
      onClose();
    },
    { fields: { aliases: { amountFen: 'amount' } } },
  );

  const amountRule = {
    validator: (_: unknown, value?: string) => {
      if (!value?.trim()) return Promise.reject(new Error(t('claims.decide.amountRequired')));
      const fen = parseYuan(value);
      if (fen === null || fen <= 0) return Promise.reject(new Error(t('claims.decide.amountInvalid')));
      if (strictlyLess && fen >= paid) {
        return Promise.reject(new Error(t('claims.decide.amountBelowPaid', { max: money(paid) })));
      }
      if (fen > paid) return Promise.reject(new Error(t('claims.decide.amountTooLarge', { max: money(paid) })));
      return Promise.resolve();
    },
  };

  return (
    <Modal
      open={outcome !== null}
      title={outcome ? t('claims.decide.title', { outcome: t(`claims.outcomes.${outcome}`) }) : ''}
      okText={t('claims.decide.next')}
      okButtonProps={{ loading: decide.isPending }}
      cancelText={t('claims.decide.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert error={error} />
      {outcome === 'refund' ? (
        <Alert
          type="info"
          showIcon
          title={t('claims.decide.refundAll', { amount: money(paid) })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<DecideValues>
        form={form}
        name="decideClaim"
        layout="vertical"
        initialValues={{ payTo: 'wallet', reason: '' }}
        onFinish={onFinish}
        preserve={false}
      >
        {needsAmount ? (
          <Form.Item
            name="amount"
            label={t('claims.decide.amount')}
            extra={t('claims.decide.amountHint', { max: money(paid) })}
            rules={[amountRule]}
          >
            <Input inputMode="decimal" prefix="¥" autoComplete="off" />
          </Form.Item>
        ) : null}
        {outcome === 'compensate' ? (
          <Form.Item name="payTo" label={t('claims.decide.payTo')}>
            <Radio.Group
              options={[
                { value: 'wallet', label: t('claims.payTo.wallet') },
                { value: 'provider', label: t('claims.payTo.provider') },
              ]}
            />
          </Form.Item>
        ) : null}
        {outcome === 'compensate' && payTo === 'provider' ? (
          <Alert type="warning" showIcon title={t('claims.decide.providerHint')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="reason"
          label={t('claims.decide.reason')}
          rules={[
            { required: true, whitespace: true, message: t('claims.decide.reasonRequired') },
            { max: CLAIM_REASON_MAX, message: t('claims.decide.reasonTooLong', { max: CLAIM_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CLAIM_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
