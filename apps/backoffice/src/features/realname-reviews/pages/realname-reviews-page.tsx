import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RealNameReview } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { parsePageNum, parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { ReasonModal } from '../../../components/reason-modal';
import { useDecideRealNameReview } from '../api/decide-realname-review';
import { realNameReviewsQueryOptions } from '../api/get-realname-reviews';
import { ReviewPhoto } from '../components/review-photo';

const PAGE_SIZE = 20;

/** /admin/realname: level-two applications (ID card photos) to approve or reject; the open one is `?id=`. */
export function RealNameReviewsPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const pageNum = parsePageNum(params.get('page'));
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(realNameReviewsQueryOptions(pageNum, PAGE_SIZE));
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideRealNameReview();
  const open = list.data?.rows.find((row) => row.id === openId) ?? null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

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
    <PageContainer
      title={t('realname.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      {list.isError ? (
        <ErrorState title={t('realname.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('realname.total', { count: total }),
            onChange: (page) => update({ page: page > 1 ? String(page) : null }),
          }}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState description={t('realname.empty')} /> }}
        />
      )}
      <Drawer
        open={open !== null}
        onClose={() => update({ id: null })}
        size={640}
        title={t('realname.drawerTitle')}
        destroyOnHidden
      >
        {open ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item
                label={t('realname.columns.user')}
              >{`${open.nickName} (#${open.userId})`}</Descriptions.Item>
              <Descriptions.Item label={t('realname.columns.name')}>{open.nameMasked ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('realname.columns.idNumber')}>{open.idNumberMasked ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('realname.columns.submittedAt')}>
                {formatDateTime(open.submittedAt, i18n.language)}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Text type="secondary">{t('realname.photosAudited')}</Typography.Text>
            <Space wrap size="large">
              <ReviewPhoto reviewId={open.id} side="front" />
              <ReviewPhoto reviewId={open.id} side="back" />
            </Space>
            <Space>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => approve(open)}>
                {t('realname.approve')}
              </Button>
              <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
                {t('realname.reject')}
              </Button>
            </Space>
          </Space>
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
