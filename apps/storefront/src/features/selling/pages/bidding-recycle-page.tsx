import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { accountOrderPath } from '../../../lib/paths';
/** /pages/jingjiahuishou: price-competition recycle. Requires login (route table). */
export function BiddingRecyclePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.biddingRecycle')}
      trail={[{ label: t('menu.sale'), to: accountOrderPath('sale') }]}
      description={t('placeholder.biddingRecycle')}
    />
  );
}
