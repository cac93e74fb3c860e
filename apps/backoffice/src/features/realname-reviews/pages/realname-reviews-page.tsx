import type { RealNameReview } from '@gs/shared/identity';
import { ApiError } from '@gs/web/api-error';
import { formatDateTime } from '@gs/web/format-date';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { ReasonModal } from '../../../components/reason-modal';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useDecideRealNameReview } from '../api/decide-realname-review';
import { useRealNameReview } from '../api/get-realname-review';
import { realNameReviewsQueryOptions } from '../api/get-realname-reviews';
import { ReviewDetails } from '../components/review-details';

const PAGE_SIZE = 20;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /admin/realname: level-two applications (ID card photos) to approve or reject; the open one is `?id=`. */
export function RealNameReviewsPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const { params, pageNum, update, setPage } = useUrlFilters();
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(realNameReviewsQueryOptions(pageNum, PAGE_SIZE));
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideRealNameReview();
  const onPage = list.data?.rows.find((row) => row.id === openId) ?? null;
  // A link or a reload may name an application that is not on this page: it is fetched on its own.
  const single = useRealNameReview(openId ?? 0, { enabled: openId !== null && !onPage && !list.isPending });
  const open = onPage ?? single.data ?? null;
  const gone = params.get('id') !== null && (openId === null || isNotFound(single.error));

  const approve = (review: RealNameReview) =>
    modal.confirm({
      title: t('realname.approveTitle', { name: review.nickName }),
      content: t('realname.approveBody'),
      okText: t('realname.approve'),
      onOk: async () => {
        try {
          await decide.mutateAsync({ id: review.id, input: { approve: true } });
          update({ id: null });
          void message.success(t('realname.approved'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  const columns: TableColumnsType<RealNameReview> = [
    {
      title: t('realname.columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    { title: t('realname.columns.user'), key: 'user', render: (_, row) => `${row.nickName} (#${row.userId})` },
    { title: t('realname.columns.name'), dataIndex: 'nameMasked', render: (value: string | null) => value ?? '—' },
    {
      title: t('realname.columns.idNumber'),
      dataIndex: 'idNumberMasked',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('realname.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => update({ id: String(row.id) })}
          aria-label={t('realname.reviewNamed', { name: row.nickName })}
        >
          {t('realname.review')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer title={t('realname.title')} extra={<RefreshButton list={list} />}>
      <ServerPagedTable
        list={list}
        loadFailed={t('realname.loadFailed')}
        empty={t('realname.empty')}
        columns={columns}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('realname.total', { count: total }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={open !== null || gone || single.isError}
        onClose={() => update({ id: null })}
        size={640}
        title={t('realname.drawerTitle')}
        destroyOnHidden
      >
        {open ? (
          <ReviewDetails
            key={open.id}
            review={open}
            onApprove={() => approve(open)}
            onReject={() => setRejecting(true)}
          />
        ) : gone ? (
          <EmptyState description={t('realname.reviewGone')} />
        ) : single.isError ? (
          <ErrorState
            title={t('realname.reviewLoadFailed')}
            error={single.error}
            onRetry={() => void single.refetch()}
          />
        ) : null}
      </Drawer>
      <ReasonModal
        open={rejecting && open !== null}
        title={t('realname.rejectTitle', { name: open?.nickName ?? '' })}
        description={t('realname.rejectBody')}
        label={t('realname.rejectReason')}
        requiredMessage={t('realname.rejectReasonRequired')}
        okText={t('realname.reject')}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          if (!open) return;
          await decide.mutateAsync({ id: open.id, input: { approve: false, reason } });
          setRejecting(false);
          update({ id: null });
          void message.success(t('realname.rejected'));
        }}
      />
    </PageContainer>
  );
}
