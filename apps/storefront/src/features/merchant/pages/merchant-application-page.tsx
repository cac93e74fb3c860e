import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/shenqingShangjia: merchant application. Requires login (route table). */
export function MerchantApplicationPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.merchantApplication')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.merchantApplication')}
    />
  );
}
