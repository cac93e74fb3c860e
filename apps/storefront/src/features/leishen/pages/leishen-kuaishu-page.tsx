import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /pages/leishenkuaishu: the spec does not show its contents, so it says so honestly. */
export function LeishenKuaishuPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('route.leishenkuaishu')} trail={[]} description={t('placeholder.leishenkuaishu')} />;
}
