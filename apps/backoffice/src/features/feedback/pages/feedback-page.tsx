import {
  type FeedbackCategory,
  type FeedbackStatus,
  feedbackCategories,
  feedbackCategoryLabel,
  feedbackStatuses,
  type StaffFeedbackSummary,
} from '@gs/shared/feedback';
import { formatDateTime } from '@gs/web/format-date';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Segmented, Select, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { feedbackInboxQueryOptions } from '../api/get-feedback-inbox';
import { authorOf } from '../components/author-of';
import { FeedbackStatusTag } from '../components/feedback-status-tag';
import { FeedbackThread } from '../components/feedback-thread';

const PAGE_SIZE = 20;

const parseStatus = (value: string | null): FeedbackStatus | undefined =>
  feedbackStatuses.find((status) => status === value);
const parseCategory = (value: string | null): FeedbackCategory | undefined =>
  feedbackCategories.find((category) => category === value);

/**
 * /admin/feedback: users' feedback, newest activity first, filtered by status and category; the open thread is
 * `?id=`.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const status = parseStatus(params.get('status'));
  const category = parseCategory(params.get('category'));
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(feedbackInboxQueryOptions({ pageNum, pageSize: PAGE_SIZE, status, category }));

  const columns: TableColumnsType<StaffFeedbackSummary> = [
    {
      title: t('feedback.columns.lastActivityAt'),
      dataIndex: 'lastActivityAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('feedback.columns.category'),
      dataIndex: 'category',
      width: 120,
      render: (value: StaffFeedbackSummary['category']) => feedbackCategoryLabel(value, i18n.language),
    },
    {
      title: t('feedback.columns.author'),
      key: 'author',
      width: 200,
      render: (_, row) => authorOf(row.author),
    },
    { title: t('feedback.columns.excerpt'), dataIndex: 'excerpt', ellipsis: true },
    { title: t('feedback.columns.messages'), dataIndex: 'messageCount', width: 90, align: 'right' },
    {
      title: t('feedback.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: FeedbackStatus) => <FeedbackStatusTag status={value} />,
    },
    {
      title: t('feedback.columns.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => update({ id: String(row.id) })}
          aria-label={t('feedback.openNamed', { id: row.id })}
        >
          {t('feedback.open')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer title={t('feedback.title')} extra={<RefreshButton list={list} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={status ?? 'all'}
          onChange={(value) => setFilters({ status: value === 'all' ? null : String(value) })}
          options={[
            { value: 'all', label: t('feedback.filterAll') },
            ...feedbackStatuses.map((value) => ({ value, label: t(`feedback.status.${value}`) })),
          ]}
        />
        <Select<FeedbackCategory>
          aria-label={t('feedback.filterCategory')}
          placeholder={t('feedback.filterCategoryAll')}
          allowClear
          style={{ minWidth: 160 }}
          value={category}
          onChange={(value?: FeedbackCategory) => setFilters({ category: value ?? null })}
          options={feedbackCategories.map((value) => ({ value, label: feedbackCategoryLabel(value, i18n.language) }))}
        />
      </Space>
      <ServerPagedTable
        list={list}
        loadFailed={t('feedback.loadFailed')}
        empty={t('feedback.empty')}
        columns={columns}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('feedback.total', { count: total }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={openId !== null}
        onClose={() => update({ id: null })}
        size={640}
        title={openId !== null ? t('feedback.drawerTitle', { id: openId }) : ''}
        destroyOnHidden
      >
        {openId !== null ? <FeedbackThread id={openId} /> : null}
      </Drawer>
    </PageContainer>
  );
}
