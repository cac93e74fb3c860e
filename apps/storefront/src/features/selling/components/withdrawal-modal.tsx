import type { WalletSummary, WithdrawalInput } from '@gs/shared/wallet';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { parseYuan } from '@gs/web/format-money';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { Alert, App, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCurrencyPrefix, useFormatPrice } from '../../../hooks/use-format-price';
import { paths } from '../../../lib/paths';
import { useWalletSummary } from '../api/get-wallet';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import styles from './wallet.module.css';

interface WithdrawalValues {
  amount: string;
  alipayName: string;
  alipayAccount: string;
}

// The same rule as the contract's `alipayAccount`: a mainland mobile number or an e-mail address.
const ALIPAY_ACCOUNT = /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/** What may be asked today: the daily limit less what was requested today, never below zero. */
export function remainingToday(summary: WalletSummary): number {
  return Math.max(0, summary.dailyLimitFen - summary.todayRequestedFen);
}

function WithdrawalForm({ summary, onClose }: { summary: WalletSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<WithdrawalValues>();
  const [error, setError] = useState<unknown>(null);
  const withdraw = useRequestWithdrawal();
  const money = useFormatPrice();
  const currency = useCurrencyPrefix();
  const remaining = remainingToday(summary);
  const verified = summary.realName !== null;

  const amountRules: Rule[] = [
    { required: true, whitespace: true, message: t('wallet.form.amountRequired') },
    {
      validator: async (_, value: string | undefined) => {
        if (!value?.trim()) return;
        const fen = parseYuan(value);
        if (fen === null || fen <= 0) throw new Error(t('wallet.form.amountInvalid'));
        if (fen < summary.minWithdrawalFen)
          throw new Error(t('wallet.form.amountMin', { min: money(summary.minWithdrawalFen) }));
        if (fen > summary.availableFen)
          throw new Error(t('wallet.form.amountAvailable', { available: money(summary.availableFen) }));
        if (fen > remaining)
          throw new Error(
            t('wallet.form.amountDaily', { remaining: money(remaining), limit: money(summary.dailyLimitFen) }),
          );
      },
    },
  ];

  const submit = async (input: WithdrawalInput) => {
    setError(null);
    try {
      await withdraw.mutateAsync(input);
      void message.success(t('wallet.form.done'));
      onClose();
    } catch (failure) {
      if (!applyServerFieldErrors(form, failure, { aliases: { amountFen: 'amount' } })) setError(failure);
    }
  };

  const onFinish = useExclusiveSubmit(async (values: WithdrawalValues) => {
    const input: WithdrawalInput = {
      amountFen: parseYuan(values.amount) ?? 0,
      alipayName: values.alipayName.trim(),
      alipayAccount: values.alipayAccount.trim(),
    };
    await new Promise<void>((resolve) => {
      modal.confirm({
        title: t('wallet.form.confirmTitle', { amount: money(input.amountFen) }),
        content: t('wallet.form.confirmContent', {
          amount: money(input.amountFen),
          account: input.alipayAccount,
          name: input.alipayName,
        }),
        okText: t('wallet.form.confirmOk'),
        cancelText: t('common.cancel'),
        onOk: () => submit(input).finally(resolve),
        onCancel: () => resolve(),
      });
    });
  });

  return (
    <Modal
      open
      title={t('wallet.form.title')}
      okText={t('wallet.form.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !verified }}
      onOk={() => form.submit()}
      confirmLoading={withdraw.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WithdrawalValues>
        name="withdrawal"
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        aria-label={t('wallet.form.title')}
        disabled={!verified}
        onFinish={onFinish}
      >
        <FormErrorAlert error={error} />
        {verified ? null : (
          <Alert
            type="warning"
            showIcon
            className={styles.formAlert}
            title={t('wallet.form.realNameRequired')}
            action={<Link to={paths.basicInformation}>{t('wallet.form.verify')}</Link>}
          />
        )}
        <p className={styles.rules}>
          {t('wallet.form.rules', {
            available: money(summary.availableFen),
            min: money(summary.minWithdrawalFen),
            remaining: money(remaining),
          })}
        </p>
        <Form.Item<WithdrawalValues>
          name="amount"
          label={t('wallet.form.amount')}
          rules={amountRules}
          validateTrigger={['onBlur', 'onSubmit']}
        >
          <Input prefix={currency} inputMode="decimal" autoComplete="off" size="large" />
        </Form.Item>
        <Form.Item<WithdrawalValues>
          name="alipayName"
          label={t('wallet.form.name')}
          extra={verified ? t('wallet.form.nameHint', { name: summary.realName }) : undefined}
          rules={[{ required: true, whitespace: true, message: t('wallet.form.nameRequired') }, { max: 30 }]}
        >
          <Input autoComplete="name" size="large" maxLength={30} />
        </Form.Item>
        <Form.Item<WithdrawalValues>
          name="alipayAccount"
          label={t('wallet.form.account')}
          rules={[
            { required: true, whitespace: true, message: t('wallet.form.accountRequired') },
            { pattern: ALIPAY_ACCOUNT, message: t('wallet.form.accountInvalid') },
          ]}
        >
          <Input placeholder={t('wallet.form.accountPlaceholder')} autoComplete="off" size="large" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The withdrawal form in a modal, mounted only while open (each opening starts empty) and once the rules are in. */
export function WithdrawalModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const wallet = useWalletSummary();
  return open && wallet.data ? <WithdrawalForm summary={wallet.data} onClose={onClose} /> : null;
}
