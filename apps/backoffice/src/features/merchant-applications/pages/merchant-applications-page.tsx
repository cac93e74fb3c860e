import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  type MerchantApplicationStatus,
  merchantApplicationStatuses,
  type StaffMerchantApplicationRow,
} from '@gs/shared/merchant-application';
import { formatDateTime } from '@gs/web/format-date';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { ReasonModal } from '../../../components/reason-modal';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useDecideMerchantApplication } from '../api/decide-merchant-application';
import { merchantApplicationQueryOptions, merchantApplicationsQueryOptions } from '../api/get-merchant-applications';
import { ApproveModal } from '../components/approve-modal';
import { MerchantDocument } from '../components/merchant-document';

const PAGE_SIZE = 20;
const statusColors = { pending: 'processing', approved: 'success', rejected: 'error' } as const;
type StatusFilter = MerchantApplicationStatus | 'all';

const asStatus = (value: string | null): StatusFilter =>
  value === 'all' || (merchantApplicationStatuses as readonly string[]).includes(value ?? '')
    ? (value as StatusFilter)
    : 'pending';

/**
 * /admin/merchant-applications (owner): applications to become a merchant, pending first by default; the open
 * one is `?id=` in a drawer with its documents (audited) and approve / reject.
 */
export function MerchantApplicationsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const status = asStatus(params.get('status'));
  const openId = parseQueryId(params.get('id'));
  const list = useQuery(
    merchantApplicationsQueryOptions({ status: status === 'all' ? undefined : status, pageNum, pageSize: PAGE_SIZE }),
  );
  const detail = useQuery({ ...merchantApplicationQueryOptions(openId ?? 0), enabled: openId !== null });
  const decide = useDecideMerchantApplication();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const at = (iso: string) => formatDateTime(iso, i18n.language);

  const columns: TableColumnsType<StaffMerchantApplicationRow> = [
    { title: t('merchantApplications.columns.submittedAt'), dataIndex: 'submittedAt', width: 170, render: at },
    {
      title: t('merchantApplications.columns.applicant'),
      key: 'applicant',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.applicantName}</span>
          <Typography.Text type="secondary">{t(`merchantApplications.kinds.${row.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('merchantApplications.columns.user'),
      key: 'user',
      render: (_, row) => `${row.nickName} (#${row.userId})`,
    },
    {
      title: t('merchantApplications.columns.contact'),
      key: 'contact',
      render: (_, row) => `${row.contactName} · ${row.phone}`,
    },
    {
      title: t('merchantApplications.columns.volume'),
      dataIndex: 'monthlyVolume',
      render: (volume: string) => t(`merchantApplications.volumes.${volume as 'lt10'}`),
    },
    {
      title: t('merchantApplications.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: MerchantApplicationStatus) => (
        <Tag color={statusColors[value]}>{t(`merchantApplications.statuses.${value}`)}</Tag>
      ),
    },
    {
      title: t('merchantApplications.columns.actions'),
      key: 'actions',
      width: 110,
      render: (_, row) => {
        const action = row.status === 'pending' ? t('merchantApplications.review') : t('merchantApplications.view');
        return (
          // The visible word first in the name, so a voice user saying it finds the button (WCAG label in name).
          <Button
            type="link"
            onClick={() => update({ id: String(row.id) })}
            aria-label={t('merchantApplications.openNamed', { action, name: row.applicantName })}
          >
            {action}
          </Button>
        );
      },
    },
  ];

  const open = detail.data && detail.data.id === openId ? detail.data : null;
  const closeDrawer = () => update({ id: null });
  const afterDecision = (text: string) => {
    setDialog(null);
    closeDrawer();
    void message.success(text);
  };

  return (
    <PageContainer title={t('merchantApplications.title')} extra={<RefreshButton list={list} />}>
      <Segmented<StatusFilter>
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(value) => setFilters({ status: value === 'pending' ? null : value, id: null })}
        options={[
          ...merchantApplicationStatuses.map((value) => ({
            value,
            label: t(`merchantApplications.statuses.${value}`),
          })),
          { value: 'all' as const, label: t('merchantApplications.statuses.all') },
        ]}
      />
      <ServerPagedTable
        list={list}
        loadFailed={t('merchantApplications.loadFailed')}
        empty={t('merchantApplications.empty')}
        columns={columns}
        scroll={{ x: 960 }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('merchantApplications.total', { count: total }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={openId !== null}
        onClose={closeDrawer}
        size={680}
        title={t('merchantApplications.drawerTitle')}
        destroyOnHidden
      >
        {detail.isError ? (
          <ErrorState
            title={t('merchantApplications.detailFailed')}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : !open ? (
          <LoadingState label={t('common.loading')} rows={8} />
        ) : (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('merchantApplications.columns.status')}>
                <Tag color={statusColors[open.status]}>{t(`merchantApplications.statuses.${open.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.kind')}>
                {t(`merchantApplications.kinds.${open.kind}`)}
              </Descriptions.Item>
              <Descriptions.Item
                label={
                  open.kind === 'company'
                    ? t('merchantApplications.fields.companyName')
                    : t('merchantApplications.fields.realName')
                }
              >
                {(open.kind === 'company' ? open.companyName : open.realName) ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item
                label={t('merchantApplications.columns.user')}
              >{`${open.nickName} (#${open.userId})`}</Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.contactName')}>
                {open.contactName}
              </Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.phone')}>{open.phone}</Descriptions.Item>
              <Descriptions.Item label="QQ">{open.qq ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.wechat')}>
                {open.wechat ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.games')}>
                {open.games.map((game) => game.name).join(', ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.columns.volume')}>
                {t(`merchantApplications.volumes.${open.monthlyVolume}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.fields.note')}>{open.note ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('merchantApplications.columns.submittedAt')}>
                {at(open.submittedAt)}
              </Descriptions.Item>
              {open.decidedAt ? (
                <Descriptions.Item label={t('merchantApplications.fields.decided')}>
                  {`${at(open.decidedAt)} · ${open.decidedByName ?? ''}`}
                </Descriptions.Item>
              ) : null}
              {open.rejectReason ? (
                <Descriptions.Item label={t('merchantApplications.fields.rejectReason')}>
                  {open.rejectReason}
                </Descriptions.Item>
              ) : null}
              {open.decisionNote ? (
                <Descriptions.Item label={t('merchantApplications.fields.decisionNote')}>
                  {open.decisionNote}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <Typography.Text type="secondary">{t('merchantApplications.documentsAudited')}</Typography.Text>
            <Space wrap size="large">
              {open.documents.licence ? <MerchantDocument applicationId={open.id} slot="licence" /> : null}
              {open.documents.idFront ? <MerchantDocument applicationId={open.id} slot="idFront" /> : null}
              {open.documents.idBack ? <MerchantDocument applicationId={open.id} slot="idBack" /> : null}
            </Space>
            {open.status === 'pending' ? (
              <Space>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')}>
                  {t('merchantApplications.approve')}
                </Button>
                <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')}>
                  {t('merchantApplications.reject')}
                </Button>
              </Space>
            ) : null}
          </Space>
        )}
      </Drawer>
      <ApproveModal
        open={dialog === 'approve' && open !== null}
        name={open?.companyName ?? open?.realName ?? ''}
        busy={decide.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={async (note) => {
          if (!open) return;
          await decide.mutateAsync({ id: open.id, approve: true, input: note ? { note } : {} });
          afterDecision(t('merchantApplications.approved'));
        }}
      />
      <ReasonModal
        open={dialog === 'reject' && open !== null}
        title={t('merchantApplications.rejectTitle', { name: open?.companyName ?? open?.realName ?? '' })}
        description={t('merchantApplications.rejectBody')}
        label={t('merchantApplications.rejectReason')}
        requiredMessage={t('merchantApplications.rejectReasonRequired')}
        okText={t('merchantApplications.reject')}
        maxLength={500}
        onCancel={() => setDialog(null)}
        onSubmit={async (reason) => {
          if (!open) return;
          await decide.mutateAsync({ id: open.id, approve: false, input: { reason } });
          afterDecision(t('merchantApplications.rejected'));
        }}
      />
    </PageContainer>
  );
}
