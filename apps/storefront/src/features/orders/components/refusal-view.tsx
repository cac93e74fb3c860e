import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountOrderPath, listingDetailPath, paths } from '../../../lib/paths';
import type { OrderRefusal } from '../api/explain-refusal';

type ShownRefusal = Exclude<OrderRefusal, { kind: 'own-order' }>;

function useRefusalContent(refusal: ShownRefusal, goodsId: number, onRetry: () => void) {
  const { t } = useTranslation();
  switch (refusal.kind) {
    case 'sold':
      return {
        title: t('orders.refusal.soldTitle'),
        text: t('orders.refusal.soldText'),
        action: <Link to={listingDetailPath(goodsId)}>{t('orders.refusal.similar')}</Link>,
      };
    case 'unavailable':
      return {
        title: t('orders.refusal.lockedTitle'),
        text: refusal.message,
        action: (
          <Button onClick={onRetry} size="small">
            {t('orders.refusal.retry')}
          </Button>
        ),
      };
    case 'own-listing':
      return {
        title: t('orders.refusal.ownListingTitle'),
        text: refusal.message,
        action: <Link to={paths.myProducts}>{t('orders.refusal.myProducts')}</Link>,
      };
    case 'real-name':
      return {
        title: t('orders.refusal.realNameTitle'),
        text: refusal.message,
        action: <Link to={paths.basicInformation}>{t('orders.refusal.verify')}</Link>,
      };
    case 'not-found':
      return {
        title: t('orders.refusal.notFoundTitle'),
        text: t('orders.refusal.notFoundText'),
        action: <Link to={accountOrderPath('buy')}>{t('orders.refusal.browse')}</Link>,
      };
  }
}

/** Why this listing cannot be ordered, in place of the confirmation (the refusal came when the page loaded). */
export function RefusalResult({
  refusal,
  goodsId,
  onRetry,
}: {
  refusal: ShownRefusal;
  goodsId: number;
  onRetry: () => void;
}) {
  const content = useRefusalContent(refusal, goodsId, onRetry);
  const status = refusal.kind === 'unavailable' || refusal.kind === 'real-name' ? 'warning' : 'info';
  return <Result status={status} title={content.title} subTitle={content.text} extra={content.action} />;
}

/** The same refusal above the submit button, when it came from placing the order. */
export function RefusalAlert({
  refusal,
  goodsId,
  onRetry,
}: {
  refusal: ShownRefusal;
  goodsId: number;
  onRetry: () => void;
}): ReactNode {
  const content = useRefusalContent(refusal, goodsId, onRetry);
  return (
    <Alert
      type={refusal.kind === 'sold' || refusal.kind === 'not-found' ? 'error' : 'warning'}
      showIcon
      title={content.title}
      description={content.text}
      action={content.action}
    />
  );
}
