import { App, Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useFeedbackUnread } from '../api/get-feedback-unread';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import { FeedbackThreadDrawer } from '../components/feedback-thread-drawer';

type Tab = 'write' | 'mine';

/**
 * /pages/other/fankui: send feedback (category, text, private screenshots, contact) and follow my threads; staff
 * replies show as unread until opened. The tab, page and open thread live in the URL (`?tab=mine&page=2&id=12`).
 * Requires login (route table).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'write';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const unread = useFeedbackUnread().data?.unread ?? 0;

  const update = (next: { tab?: Tab; page?: number; id?: number | null }) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next.tab) copy.set('tab', next.tab);
      if (next.page !== undefined) copy.set('page', String(next.page));
      if (next.id === null) copy.delete('id');
      else if (next.id !== undefined) copy.set('id', String(next.id));
      return copy;
    });

  return (
    <App component={false}>
      <PageFrame title={t('route.feedback')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
        <Tabs
          activeKey={tab}
          onChange={(key) => update({ tab: key as Tab, page: 1 })}
          items={[
            {
              key: 'write',
              label: t('feedback.tabs.write'),
              children: <FeedbackForm onSent={(thread) => update({ tab: 'mine', page: 1, id: thread.id })} />,
            },
            {
              key: 'mine',
              label: (
                <Badge
                  count={unread}
                  size="small"
                  offset={[8, -2]}
                  title={t('feedback.tabs.unread', { count: unread })}
                >
                  {t('feedback.tabs.mine')}
                </Badge>
              ),
              children: (
                <FeedbackList
                  pageNum={pageNum}
                  onPageChange={(page) => update({ page })}
                  onOpen={(id) => update({ id })}
                  onWrite={() => update({ tab: 'write' })}
                />
              ),
            },
          ]}
        />
        <FeedbackThreadDrawer id={openId} onClose={() => update({ id: null })} />
      </PageFrame>
    </App>
  );
}
