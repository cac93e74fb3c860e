import { ApiError } from '@gs/web/api-error';
import { parsePageNum } from '@gs/web/query-values';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { noticesPath, paths } from '../../../lib/paths';
import { noticeQueryOptions, useNotice } from '../api/get-notice';
import { NoticeArticle } from '../components/notice-article';
import { NoticeLoadError } from '../components/notice-states';
import { noticeTypeLabels } from '../utils/notice-tabs';
import styles from './notices-page.module.css';

function parseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = parsePageNum(value);
  return id > 0 && id <= Number.MAX_SAFE_INTEGER ? id : null;
}

/** The server renders the notice of the address's id. */
export const prefetchNoticeDetailPage: PagePrefetch = async (queryClient, url) => {
  const id = parseId(url.searchParams.get('id'));
  if (id !== null) await queryClient.prefetchQuery(noticeQueryOptions(id));
};

/** /pages/other/newsDetail?id=…: one notice with its rich text. */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const notice = useNotice(id);
  const notFound = id === null || (notice.error instanceof ApiError && notice.error.code === 404);

  const trail = [
    { label: t('route.personalCenter'), to: paths.personalCenter },
    notice.data
      ? { label: t(noticeTypeLabels[notice.data.noticeType]), to: noticesPath(notice.data.noticeType) }
      : { label: t('route.notices'), to: paths.notices },
  ];

  let body: ReactNode;
  if (notFound)
    body = (
      <Empty className={styles.empty} description={t('notices.notFound')}>
        <Link to={paths.notices}>{t('notices.backToList')}</Link>
      </Empty>
    );
  else if (notice.isPending) body = <LoadingState label={t('common.loading')} rows={8} />;
  else if (notice.isError)
    body = <NoticeLoadError onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  else body = <NoticeArticle notice={notice.data} heading="h2" />;

  return (
    <PageFrame title={t('route.noticeDetail')} trail={trail}>
      {body}
    </PageFrame>
  );
}
