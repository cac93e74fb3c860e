import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { paths } from '../../../lib/paths';
import { latestNoticeQueryOptions, useLatestNotice } from '../api/get-latest-notice';
import { NoticeArticle } from '../components/notice-article';
import { NoticeLoadError, NoticeNotPublished } from '../components/notice-states';

/** /pages/other/jieshao: the tenant's introduction, the newest notice of type `jieshao`. */
/** The server renders the shop's newest introduction. */
export const prefetchIntroductionPage: PagePrefetch = (queryClient) =>
  queryClient.prefetchQuery(latestNoticeQueryOptions('jieshao'));

export function IntroductionPage() {
  const { t } = useTranslation();
  const notice = useLatestNotice('jieshao');

  let body: ReactNode;
  if (notice.isPending) body = <LoadingState label={t('common.loading')} rows={8} />;
  else if (notice.isError)
    body = <NoticeLoadError onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  else if (!notice.data) body = <NoticeNotPublished description={t('notices.introductionMissing')} />;
  else body = <NoticeArticle notice={notice.data} heading="h2" />;

  return (
    <PageFrame title={t('route.introduction')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      {body}
    </PageFrame>
  );
}
