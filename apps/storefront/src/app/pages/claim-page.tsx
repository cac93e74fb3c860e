import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClaimPage as ClaimView } from '../../features/claims/pages/claim-page';
import { orderDetailPath } from '../../features/orders/utils/order-paths';

/** /pages/other/shouhouDetail?id=… : one claim, with a link to its order. */
export function ClaimPage() {
  const { t } = useTranslation();
  return (
    <ClaimView orderLink={(orderId) => <Link to={orderDetailPath(orderId)}>{t('claims.detail.viewOrder')}</Link>} />
  );
}
