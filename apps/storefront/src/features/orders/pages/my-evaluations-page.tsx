import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/Myevaluation: my evaluations. Requires login (route table). */
export function MyEvaluationsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.myEvaluations')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.myEvaluations')}
    />
  );
}
