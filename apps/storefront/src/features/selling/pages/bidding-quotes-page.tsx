import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/jingjiahuishouPriceList: quotes for price-competition recycle. Requires login (route table). */
export function BiddingQuotesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.biddingQuotes')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.biddingQuotes')}
    />
  );
}
