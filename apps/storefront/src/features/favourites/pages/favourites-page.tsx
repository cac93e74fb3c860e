import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/collect: favourites. Requires login (route table). */
export function FavouritesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.favourites')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.favourites')}
    />
  );
}
