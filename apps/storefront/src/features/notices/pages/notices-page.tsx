import { formatDateTime } from '@gs/web/format-date';
import { parsePageNum } from '@gs/web/query-values';
import { Empty, Pagination, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { WrappingTabs } from '../../../components/wrapping-tabs';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { noticeDetailPath, paths } from '../../../lib/paths';
import { noticesQueryOptions, useNotices } from '../api/get-notices';
import { NoticeLoadError } from '../components/notice-states';
import { noticeTabs, noticeTypeLabels, toNoticeTab } from '../utils/notice-tabs';
import styles from './notices-page.module.css';

export const NOTICES_PAGE_SIZE = 10;

/** The server renders the notices of the address's tab and page. */
export const prefetchNoticesPage: PagePrefetch = (queryClient, url) =>
  queryClient.prefetchQuery(
    noticesQueryOptions({
      noticeType: toNoticeTab(url.searchParams.get('noticeType')),
      pageNum: parsePageNum(url.searchParams.get('pageNum')),
      pageSize: NOTICES_PAGE_SIZE,
    }),
  );

/**
 * /pages/other/gonggao: the tenant's notices by type (tabs) and page, both kept in the query
 * (`?noticeType=rhmm&pageNum=2`) so the header's cooperation and help-centre links open their tab.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const noticeType = toNoticeTab(params.get('noticeType'));
  const pageNum = parsePageNum(params.get('pageNum'));
  const notices = useNotices({ noticeType, pageNum, pageSize: NOTICES_PAGE_SIZE });

  const show = (next: { noticeType?: string; pageNum?: number }) => {
    const query = new URLSearchParams({ noticeType: next.noticeType ?? noticeType });
    const page = next.pageNum ?? 1;
    if (page > 1) query.set('pageNum', String(page));
    setParams(query);
  };

  let body: ReactNode;
  if (notices.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (notices.isError)
    body = <NoticeLoadError onRetry={() => void notices.refetch()} retrying={notices.isFetching} />;
  else if (notices.data.rows.length === 0) body = <Empty className={styles.empty} description={t('notices.empty')} />;
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={notices.isPlaceholderData}>
          {notices.data.rows.map((notice) => (
            <li key={notice.id} className={styles.item}>
              <div className={styles.itemHead}>
                {notice.pinned ? <Tag color="red">{t('notices.pinned')}</Tag> : null}
                <Link to={noticeDetailPath(notice.id)} className={styles.itemTitle}>
                  {notice.title}
                </Link>
                <time className={styles.date} dateTime={notice.publishedAt}>
                  {formatDateTime(notice.publishedAt, i18n.language)}
                </time>
              </div>
              {notice.summary ? <p className={styles.summary}>{notice.summary}</p> : null}
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          current={notices.data.pageNum}
          pageSize={notices.data.pageSize}
          total={notices.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => show({ pageNum: page })}
        />
      </>
    );

  return (
    <PageFrame title={t('route.notices')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      <div className={styles.panel}>
        <WrappingTabs
          activeKey={noticeType}
          onChange={(key) => show({ noticeType: key })}
          items={noticeTabs.map((type) => ({ key: type, label: t(noticeTypeLabels[type]) }))}
        />
        {body}
      </div>
    </PageFrame>
  );
}
