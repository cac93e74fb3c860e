import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { PageFrame } from '../../../components/page-frame';
import { accountOrderPath, paths } from '../../../lib/paths';
import styles from './catalogue-pages.module.css';

/** /pages/detail/index?id=… (product detail). The catalogue issue fills it; the listing number is the query's. */
export function GoodDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() ?? '';
  // Back in history when the visit came here from another page of the site; otherwise to the product list.
  const cameFromSite = location.key !== 'default';

  return (
    <PageFrame
      title={t('route.goodDetail')}
      trail={[
        { label: t('menu.buy'), to: accountOrderPath('buy') },
        { label: t('route.goodList'), to: paths.goodList },
      ]}
    >
      {id ? <p className={styles.query}>{t('catalogue.listingNumber', { id })}</p> : null}
      <Button className={styles.back} onClick={() => (cameFromSite ? navigate(-1) : navigate(paths.goodList))}>
        {t('catalogue.backToList')}
      </Button>
      <ComingSoon title={t('placeholder.title')} description={t('placeholder.goodDetail')} />
    </PageFrame>
  );
}
