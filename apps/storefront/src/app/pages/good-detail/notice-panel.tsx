import { ReloadOutlined } from '@ant-design/icons';
import type { NoticeType } from '@gs/shared/notices';
import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../../../features/listings/components/detail/tabs.module.css';
import { useLatestNotice } from '../../../features/notices/api/get-latest-notice';
import { NoticeContent } from '../../../features/notices/components/notice-content';

/** A listing-detail tab showing the tenant's newest notice of one type (trading rules, guarantee introduction). */
export function NoticePanel({ noticeType }: { noticeType: NoticeType }) {
  const { t } = useTranslation();
  const notice = useLatestNotice(noticeType);
  if (notice.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notice.isError) {
    return (
      <div className={styles.panelState} role="alert">
        <p>{t('goodDetail.noticeFailed')}</p>
        <Button icon={<ReloadOutlined aria-hidden />} loading={notice.isFetching} onClick={() => void notice.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!notice.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodDetail.noticeMissing')} />;
  return (
    <article aria-labelledby={`notice-${noticeType}`}>
      <h3 id={`notice-${noticeType}`} className={styles.sectionTitle}>
        {notice.data.title}
      </h3>
      <NoticeContent html={notice.data.content} />
    </article>
  );
}
