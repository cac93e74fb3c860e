import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/fankui: feedback. Requires login (route table). */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.feedback')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.feedback')}
    />
  );
}
