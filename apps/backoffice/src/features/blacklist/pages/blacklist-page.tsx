import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type BlacklistEntry,
  type BlacklistReasonCategory,
  blacklistReasonCategories,
  blacklistReasonLabel,
} from '@gs/shared/blacklist';
import { formatDateTime } from '@gs/web/format-date';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { gamesQueryOptions } from '../../../lib/get-games';
import { blacklistQueryOptions } from '../api/get-blacklist';
import { useRemoveBlacklistEntry } from '../api/remove-blacklist-entry';
import { AddEntryModal } from '../components/add-entry-modal';

const PAGE_SIZE = 20;
const reasonColours: Record<BlacklistReasonCategory, string> = {
  retrieval: 'red',
  chargeback: 'orange',
  other: 'default',
};

const parseReason = (value: string | null) => blacklistReasonCategories.find((reason) => reason === value);
const parseKind = (value: string | null) => (value === 'account' || value === 'seller' ? value : undefined);

/** /admin/blacklist: flagged game accounts and sellers, filtered by game, reason and kind; add and remove. */
export function BlacklistPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { params, pageNum, setFilters, setPage } = useUrlFilters();
  const gameId = parseQueryId(params.get('gameId')) ?? undefined;
  const reasonCategory = parseReason(params.get('reason'));
  const kind = parseKind(params.get('kind'));
  const list = useQuery(blacklistQueryOptions({ pageNum, pageSize: PAGE_SIZE, gameId, reasonCategory, kind }));
  const games = useQuery(gamesQueryOptions());
  const remove = useRemoveBlacklistEntry();
  const [adding, setAdding] = useState(false);

  const removeEntry = async (entry: BlacklistEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      void message.success(t('blacklist.removed'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const subjectOf = (entry: BlacklistEntry) =>
    entry.kind === 'account'
      ? (entry.accountMasked ?? t('blacklist.accountHidden'))
      : `${entry.seller?.nickName ?? ''} · ${entry.seller?.phone ?? ''}`;

  const columns: TableColumnsType<BlacklistEntry> = [
    {
      title: t('blacklist.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('blacklist.columns.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (value: BlacklistEntry['kind']) => t(`blacklist.kinds.${value}`),
    },
    {
      title: t('blacklist.columns.game'),
      key: 'game',
      render: (_, row) => row.game?.name ?? t('blacklist.allGames'),
    },
    { title: t('blacklist.columns.subject'), key: 'subject', render: (_, row) => subjectOf(row) },
    {
      title: t('blacklist.columns.reason'),
      dataIndex: 'reasonCategory',
      width: 120,
      render: (value: BlacklistReasonCategory) => (
        <Tag color={reasonColours[value]}>{blacklistReasonLabel(value, i18n.language)}</Tag>
      ),
    },
    {
      title: t('blacklist.columns.note'),
      key: 'note',
      width: '32%',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.note}</Typography.Text>
          {row.evidence ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.evidence }} style={{ maxWidth: 360 }}>
              {row.evidence}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('blacklist.columns.actions'),
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Popconfirm
          title={t('blacklist.removeTitle')}
          description={t('blacklist.removeBody', { subject: subjectOf(row) })}
          okText={t('blacklist.remove')}
          okButtonProps={{ danger: true }}
          onConfirm={() => removeEntry(row)}
        >
          <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('blacklist.removeNamed', { id: row.id })}>
            {t('blacklist.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('blacklist.title')}
      extra={
        <Space>
          <RefreshButton list={list} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('blacklist.add')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('blacklist.filters.game')}
          style={{ width: 200 }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('blacklist.filters.game')}
          value={gameId}
          loading={games.isPending}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          onChange={(value?: number) => setFilters({ gameId: value ? String(value) : null })}
        />
        <Select
          aria-label={t('blacklist.filters.reason')}
          style={{ width: 160 }}
          allowClear
          placeholder={t('blacklist.filters.reason')}
          value={reasonCategory}
          options={blacklistReasonCategories.map((value) => ({
            value,
            label: blacklistReasonLabel(value, i18n.language),
          }))}
          onChange={(value?: string) => setFilters({ reason: value ?? null })}
        />
        <Select
          aria-label={t('blacklist.filters.kind')}
          style={{ width: 140 }}
          allowClear
          placeholder={t('blacklist.filters.kind')}
          value={kind}
          options={[
            { value: 'account', label: t('blacklist.kinds.account') },
            { value: 'seller', label: t('blacklist.kinds.seller') },
          ]}
          onChange={(value?: string) => setFilters({ kind: value ?? null })}
        />
      </Space>
      <ServerPagedTable
        list={list}
        loadFailed={t('blacklist.loadFailed')}
        empty={t('blacklist.empty')}
        columns={columns}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          showTotal: (total) => t('blacklist.total', { count: total }),
          onChange: setPage,
        }}
      />
      <AddEntryModal open={adding} onClose={() => setAdding(false)} />
    </PageContainer>
  );
}
