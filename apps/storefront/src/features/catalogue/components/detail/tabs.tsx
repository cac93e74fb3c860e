import type { ListingDetail } from '@gs/shared/catalogue';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListingInfo } from './listing-info';
import { NoticePanel } from './notice-panel';
import { QqGroups } from './qq-groups';
import styles from './tabs.module.css';

export type DetailTabKey = 'details' | 'rules' | 'guarantee' | 'groups';

/**
 * The tabs under the listing: details, trading rules (notice type jygz), guarantee introduction (bpjs) and the
 * service groups. A tab loads what it shows the first time it is opened.
 */
export function DetailTabs({
  listing,
  activeKey,
  onChange,
}: {
  listing: ListingDetail;
  activeKey: DetailTabKey;
  onChange: (key: DetailTabKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.tabs} aria-label={t('goodDetail.moreAbout')}>
      <Tabs
        activeKey={activeKey}
        onChange={(key) => onChange(key as DetailTabKey)}
        items={[
          { key: 'details', label: t('goodDetail.tabDetails'), children: <ListingInfo listing={listing} /> },
          { key: 'rules', label: t('goodDetail.tabRules'), children: <NoticePanel noticeType="jygz" /> },
          { key: 'guarantee', label: t('goodDetail.tabGuarantee'), children: <NoticePanel noticeType="bpjs" /> },
          { key: 'groups', label: t('goodDetail.tabGroups'), children: <QqGroups gameId={listing.gameId} /> },
        ]}
      />
    </section>
  );
}
