import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { BidDeposit, BidDepositStatus } from '@gs/shared/bidding';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { App, Button, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { goToCashier } from '../../../lib/go-to-cashier';
import { usePayBidDeposit } from '../api/pay-bid-deposit';
import styles from './bidding.module.css';
import sellingStyles from './selling.module.css';

const statusColors: Record<BidDepositStatus, string> = {
  none: 'default',
  pending: 'processing',
  held: 'green',
  refunding: 'blue',
  refunded: 'default',
  forfeited: 'red',
};

/**
 * The seller's optional deposit on a request: what it costs and why (recyclers see it), pay or continue paying
 * through the shop's cashier (after a confirmation), then where it stands — held, being returned, returned, or
 * given to the recycler. Nothing when the shop offers none and none was paid. Tells the result of the cashier
 * (`?result=success|fail` on the way back) once.
 */
export function BidDepositCard({ requestId, deposit }: { requestId: number; deposit: BidDeposit }) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const { modal, message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const result = params.get('result');
  const pay = usePayBidDeposit({
    onSuccess: (opened) => goToCashier(opened.payUrl),
    onError: (error) => void message.error(error instanceof ApiError ? error.msg : describeError(error, t)),
  });

  useEffect(() => {
    if (result !== 'success' && result !== 'fail') return;
    if (result === 'success') void message.success(t('bidding.deposit.returnedPaid'));
    else void message.warning(t('bidding.deposit.returnedFailed'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('result');
        return next;
      },
      { replace: true },
    );
  }, [result, message, setParams, t]);

  if (deposit.amount === null || (deposit.status === 'none' && !deposit.payable)) return null;
  const amount = money(deposit.amount);
  const askPay = () =>
    modal.confirm({
      title: t('bidding.deposit.confirmTitle', { amount }),
      content: t('bidding.deposit.rules'),
      okText: t('bidding.deposit.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => pay.mutateAsync(requestId).catch(() => {}),
    });

  return (
    <section className={styles.panel} aria-labelledby="bid-deposit-title">
      <div className={styles.cardHeader}>
        <h2 id="bid-deposit-title" className={styles.cardTitle}>
          <SafetyCertificateOutlined aria-hidden /> {t('bidding.deposit.title')}
        </h2>
        <Tag color={statusColors[deposit.status]}>{t(`bidding.deposit.status.${deposit.status}`)}</Tag>
      </div>
      <p className={styles.hint}>{t(`bidding.deposit.text.${deposit.status}`, { amount })}</p>
      {deposit.status === 'none' || deposit.status === 'pending' ? (
        <p className={styles.hint}>{t('bidding.deposit.rules')}</p>
      ) : null}
      {deposit.payable ? (
        <div className={sellingStyles.actions}>
          <Button
            type="primary"
            size="large"
            className={sellingStyles.actionButton}
            loading={pay.isPending}
            onClick={askPay}
          >
            {deposit.status === 'pending'
              ? t('bidding.deposit.continue', { amount })
              : t('bidding.deposit.pay', { amount })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
