import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /pages/finish: the completion page shown after an order or a submission. */
export function FinishPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('route.finish')} trail={[]} description={t('placeholder.finish')} />;
}
