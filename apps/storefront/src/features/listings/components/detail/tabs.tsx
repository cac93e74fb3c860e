import type { ListingDetail } from '@gs/shared/listings';
import type { NoticeType } from '@gs/shared/notices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WrappingTabs } from '../../../../components/wrapping-tabs';
import { ListingInfo } from './listing-info';
import { QqGroups } from './qq-groups';
import styles from './tabs.module.css';

export type DetailTabKey = 'details' | 'rules' | 'guarantee' | 'groups';

/** The content of a tab showing the tenant's newest notice of one type: the notices feature's, passed in by app/. */
export type RenderNotice = (noticeType: NoticeType) => ReactNode;

/**
 * The tabs under the listing: details, trading rules (notice type jygz), guarantee introduction (bpjs) and the
 * service groups. A tab loads what it shows the first time it is opened.
 */
export function DetailTabs({
  listing,
  activeKey,
  onChange,
  renderNotice,
}: {
  listing: ListingDetail;
  activeKey: DetailTabKey;
  onChange: (key: DetailTabKey) => void;
  renderNotice: RenderNotice;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.tabs} aria-label={t('goodDetail.moreAbout')}>
      <WrappingTabs
        activeKey={activeKey}
        onChange={(key) => onChange(key as DetailTabKey)}
        items={[
          { key: 'details', label: t('goodDetail.tabDetails'), children: <ListingInfo listing={listing} /> },
          { key: 'rules', label: t('goodDetail.tabRules'), children: renderNotice('jygz') },
          { key: 'guarantee', label: t('goodDetail.tabGuarantee'), children: renderNotice('bpjs') },
          { key: 'groups', label: t('goodDetail.tabGroups'), children: <QqGroups gameId={listing.gameId} /> },
        ]}
      />
    </section>
  );
}
