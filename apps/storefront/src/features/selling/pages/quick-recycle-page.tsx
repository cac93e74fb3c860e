import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { accountOrderPath } from '../../../lib/paths';
/** /pages/kuaisuhuishou: quick recycle (valuation). Requires login (route table). */
export function QuickRecyclePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.quickRecycle')}
      trail={[{ label: t('menu.sale'), to: accountOrderPath('sale') }]}
      description={t('placeholder.quickRecycle')}
    />
  );
}
