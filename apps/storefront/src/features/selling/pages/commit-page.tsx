import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /pages/commit: the submission page (contents not shown in the spec). */
export function CommitPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('route.commit')} trail={[]} description={t('placeholder.commit')} />;
}
