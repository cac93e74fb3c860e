import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { latestNoticeQueryOptions, useLatestNotice } from '../api/get-latest-notice';
import { NoticeArticle } from '../components/notice-article';
import { NoticeLoadError, NoticeNotPublished } from '../components/notice-states';

/**
 * /pages/login/yinsixyNoTitle: the privacy agreement, the newest notice of type `yszc`. "NoTitle": no title bar
 * (no breadcrumb, no page heading band); the agreement's own title is the page's heading.
 */
/** The server renders the shop's newest privacy agreement. */
export const prefetchPrivacyAgreementPage: PagePrefetch = (queryClient) =>
  queryClient.prefetchQuery(latestNoticeQueryOptions('yszc'));

export function PrivacyAgreementPage() {
  const { t } = useTranslation();
  const notice = useLatestNotice('yszc');

  let body: ReactNode;
  if (notice.isPending) body = <LoadingState label={t('common.loading')} rows={10} />;
  else if (notice.isError)
    body = <NoticeLoadError onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  else if (!notice.data)
    body = (
      <>
        <h1 className="visually-hidden">{t('route.privacyAgreement')}</h1>
        <NoticeNotPublished description={t('notices.privacyMissing')} />
      </>
    );
  else body = <NoticeArticle notice={notice.data} heading="h1" />;

  return body;
}
