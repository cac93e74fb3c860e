import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { noticeTypes } from '@gs/shared/notices';
import { type StaffNotice, staffNoticeStates } from '@gs/shared/staff-notices';
import { type Locale, locales } from '@gs/shared/tenant';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useTenant } from '../../../hooks/use-tenant';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { noticesQueryOptions, useDeleteNotice } from '../api/notices';
import { NoticeDrawer } from '../components/notice-drawer';

const PAGE_SIZE = 20;

/** Where a notice stands for visitors: a draft, withdrawn, scheduled, showing now, or ended. */
function standing(notice: StaffNotice, now: number): 'draft' | 'withdrawn' | 'scheduled' | 'live' | 'ended' {
  if (notice.state !== 'published') return notice.state;
  if (notice.live) return 'live';
  return Date.parse(notice.publishedAt) > now ? 'scheduled' : 'ended';
}
const colours = { draft: 'default', withdrawn: 'orange', scheduled: 'blue', live: 'green', ended: 'default' } as const;

/**
 * /admin/notices: every notice the storefront shows (business cooperation, help centre, trading rules, guarantee,
 * purchase agreement, privacy, introduction, announcements) in both languages; filters in the URL; add, edit, delete.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const tenant = useTenant();
  const { params, pageNum, update, setFilters, setPage } = useUrlFilters();
  const noticeType = noticeTypes.find((value) => value === params.get('type'));
  const locale = locales.find((value) => value === params.get('lang'));
  const state = staffNoticeStates.find((value) => value === params.get('state'));
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useQuery(
    noticesQueryOptions({
      pageNum,
      pageSize: PAGE_SIZE,
      ...(noticeType ? { noticeType } : {}),
      ...(locale ? { locale } : {}),
      ...(state ? { state } : {}),
      ...(q ? { q } : {}),
    }),
  );
  const remove = useDeleteNotice();
  const editing = params.get('id');
  const open = editing === 'new' ? null : (list.data?.rows.find((row) => String(row.id) === editing) ?? undefined);
  const now = Date.now();

  const columns: TableColumnsType<StaffNotice> = [
    {
      title: t('notices.columns.title'),
      key: 'title',
      ellipsis: true,
      render: (_, notice) => (
        <Space size={4}>
          {notice.pinned ? (
            <PushpinFilled aria-label={t('notices.fields.pinned')} style={{ color: '#fa8c16' }} />
          ) : null}
          <Typography.Link onClick={() => update({ id: String(notice.id) })}>{notice.title}</Typography.Link>
        </Space>
      ),
    },
    {
      title: t('notices.columns.type'),
      dataIndex: 'noticeType',
      width: 170,
      render: (value: StaffNotice['noticeType']) => t(`notices.types.${value}`),
    },
    {
      title: t('notices.columns.locale'),
      dataIndex: 'locale',
      width: 110,
      render: (value: Locale) => t(`notices.locales.${value}`),
    },
    {
      title: t('notices.columns.state'),
      key: 'state',
      width: 120,
      render: (_, notice) => {
        const where = standing(notice, now);
        return <Tag color={colours[where]}>{t(`notices.standing.${where}`)}</Tag>;
      },
    },
    {
      title: t('notices.columns.window'),
      key: 'window',
      width: 300,
      render: (_, notice) =>
        notice.endsAt
          ? t('notices.window.between', {
              from: formatDateTime(notice.publishedAt, i18n.language),
              until: formatDateTime(notice.endsAt, i18n.language),
            })
          : t('notices.window.from', { from: formatDateTime(notice.publishedAt, i18n.language) }),
    },
    {
      title: t('notices.columns.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, notice) => (
        <Space size={0}>
          <Button type="link" onClick={() => update({ id: String(notice.id) })}>
            {t('notices.edit')}
          </Button>
          <Popconfirm
            title={t('notices.deleteTitle', { title: notice.title })}
            description={t('notices.deleteBody')}
            okText={t('notices.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('notices.cancel')}
            onConfirm={() =>
              remove.mutateAsync(notice.id).then(
                () => void message.success(t('notices.deleted')),
                (error: unknown) => void message.error(describeError(error, t)),
              )
            }
          >
            <Button type="link" danger>
              {t('notices.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('notices.title')}
      extra={
        <Space wrap>
          <RefreshButton list={list} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ id: 'new' })}>
            {t('notices.add')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setFilters({ q: value.trim() })}
          placeholder={t('notices.search')}
          aria-label={t('notices.search')}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          value={noticeType}
          placeholder={t('notices.allTypes')}
          aria-label={t('notices.columns.type')}
          onChange={(value?: string) => setFilters({ type: value ?? null })}
          options={noticeTypes.map((value) => ({ value, label: t(`notices.types.${value}`) }))}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          value={locale}
          placeholder={t('notices.allLocales')}
          aria-label={t('notices.columns.locale')}
          onChange={(value?: string) => setFilters({ lang: value ?? null })}
          options={locales.map((value) => ({ value, label: t(`notices.locales.${value}`) }))}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          value={state}
          placeholder={t('notices.allStates')}
          aria-label={t('notices.columns.state')}
          onChange={(value?: string) => setFilters({ state: value ?? null })}
          options={staffNoticeStates.map((value) => ({ value, label: t(`notices.states.${value}`) }))}
        />
      </Space>
      <ServerPagedTable<StaffNotice>
        list={list}
        columns={columns}
        scroll={{ x: 1000 }}
        loadFailed={t('notices.loadFailed')}
        empty={noticeType || locale || state || q ? t('notices.noMatch') : t('notices.empty')}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
      />
      {editing !== null && open !== undefined ? (
        <NoticeDrawer
          key={editing}
          notice={open}
          defaultLocale={tenant.data?.locale ?? 'zh-CN'}
          onClose={() => update({ id: null })}
        />
      ) : null}
    </PageContainer>
  );
}
