import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import styles from './catalogue-pages.module.css';

/**
 * /pages/accountOrder?pageType=buy|sale&searchText=…: the account market (game picker). The catalogue issue fills
 * it; until then it shows the search it was opened with and says what will be here.
 */
export function AccountMarketPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selling = params.get('pageType') === 'sale';
  const searchText = params.get('searchText')?.trim() ?? '';
  return (
    <PlaceholderPage
      title={t('route.accountMarket')}
      trail={[{ label: selling ? t('menu.sale') : t('menu.buy') }]}
      description={selling ? t('placeholder.accountMarketSale') : t('placeholder.accountMarketBuy')}
    >
      {searchText ? <p className={styles.query}>{t('catalogue.searchingFor', { text: searchText })}</p> : null}
    </PlaceholderPage>
  );
}
