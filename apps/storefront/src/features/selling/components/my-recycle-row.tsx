import type { MyRecycle } from '@gs/shared/recycle';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { useCancelRecycle } from '../api/cancel-recycle';
import { recycleStatusColors, recycleStatusLabels } from '../utils/recycle-status';
import styles from './recycle.module.css';

/** One of my quick-recycle requests: number, game, quote, status in words (and why it was rejected), dates, Cancel. */
export function MyRecycleRow({ request }: { request: MyRecycle }) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const { message, modal } = App.useApp();
  const amount = money(request.quoteFen);
  const cancel = useCancelRecycle({
    onSuccess: () => void message.success(t('quickRecycle.requests.cancelled')),
    onError: (error) => void message.error(describeError(error, t)),
  });
  const askCancel = () =>
    modal.confirm({
      title: t('quickRecycle.requests.cancelTitle'),
      content: t('quickRecycle.requests.cancelContent', { number: request.number, amount }),
      okText: t('quickRecycle.requests.cancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('quickRecycle.requests.cancelBack'),
      // The dialog's button spins until the call is done; a refusal is shown by the mutation's onError.
      onOk: () => cancel.mutateAsync(request.id).catch(() => {}),
    });
  return (
    <article className={styles.request} aria-label={t('quickRecycle.requests.label', { number: request.number })}>
      <div className={styles.requestMain}>
        <h3 className={styles.requestTitle}>
          <Tag color={recycleStatusColors[request.status]}>{t(recycleStatusLabels[request.status])}</Tag>
          {request.gameName}
        </h3>
        <p className={styles.requestFacts}>
          <span>{t('quickRecycle.requests.number', { number: request.number })}</span>
          <span>
            {t('quickRecycle.requests.submittedAt', { at: formatDateTime(request.createdAt, i18n.language) })}
          </span>
          {request.paidAt ? (
            <span>{t('quickRecycle.requests.paidAt', { at: formatDateTime(request.paidAt, i18n.language) })}</span>
          ) : null}
        </p>
        {request.status === 'rejected' && request.rejectReason ? (
          <Alert
            type="error"
            showIcon
            className={styles.requestReason}
            title={t('quickRecycle.requests.rejectReason', { reason: request.rejectReason })}
          />
        ) : null}
      </div>
      <div className={styles.requestSide}>
        <span className={styles.requestQuote}>{t('quickRecycle.requests.quote', { amount })}</span>
        {request.canCancel ? (
          <Button danger loading={cancel.isPending} onClick={askCancel}>
            {t('quickRecycle.requests.cancel')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
