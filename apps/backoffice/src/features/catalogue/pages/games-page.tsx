import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { type GameType, gameTypes } from '@gs/shared/games';
import { type GameState, gameStates, type StaffGame, staffGameSortFields } from '@gs/shared/staff-catalogue';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Avatar,
  Button,
  Input,
  Popconfirm,
  Select,
  Space,
  type TableColumnsType,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { staffGamesQueryOptions } from '../../../lib/get-staff-games';
import { useSetGameState } from '../api/save-game';
import { GameFormModal } from '../components/game-form-modal';

const PAGE_SIZE = 20;
type SortField = (typeof staffGameSortFields)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * /admin/catalogue/games: every game of the shop (shown or hidden) with its listings on sale; add, edit, hide and
 * show. Filters, sort and page live in the URL.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, pageNum, update, setFilters } = useUrlFilters();
  const sortField = oneOf<SortField>(staffGameSortFields, params.get('sort')) ?? 'sort';
  const sortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const query = {
    keyword: params.get('keyword') || undefined,
    type: oneOf<GameType>(gameTypes, params.get('type')),
    state: oneOf<GameState>(gameStates, params.get('state')),
    sortField,
    sortOrder,
    pageNum,
    pageSize: PAGE_SIZE,
  } as const;
  const list = useQuery(staffGamesQueryOptions(query));
  const setState = useSetGameState();
  const [editing, setEditing] = useState<StaffGame | 'new' | null>(null);

  const toggle = async (game: StaffGame) => {
    const state: GameState = game.state === 'active' ? 'hidden' : 'active';
    try {
      await setState.mutateAsync({ id: game.id, state });
      void message.success(
        t(state === 'hidden' ? 'catalogue.games.hiddenDone' : 'catalogue.games.shownDone', { name: game.name }),
      );
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const sortOrderOf = (field: SortField) =>
    sortField === field ? (sortOrder === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const columns: TableColumnsType<StaffGame> = [
    {
      title: t('catalogue.games.fields.icon'),
      dataIndex: 'icon',
      width: 72,
      render: (icon: string, game) => (
        <Avatar shape="square" size={40} src={icon || undefined} alt={game.name}>
          {game.name.slice(0, 1)}
        </Avatar>
      ),
    },
    {
      title: t('catalogue.games.fields.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (name: string, game) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          {game.keyword ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {game.keyword}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('catalogue.games.fields.type'),
      dataIndex: 'type',
      width: 100,
      render: (type: GameType) => t(`catalogue.games.types.${type}`),
    },
    { title: t('catalogue.games.fields.initial'), dataIndex: 'initial', width: 80, align: 'center' },
    {
      title: t('catalogue.games.fields.onSale'),
      dataIndex: 'onSaleCount',
      width: 110,
      align: 'right',
      render: (count: number) => count.toLocaleString(),
    },
    {
      title: t('catalogue.fields.sort'),
      dataIndex: 'sort',
      key: 'sort',
      width: 90,
      sorter: true,
      sortOrder: sortOrderOf('sort'),
    },
    {
      title: t('catalogue.fields.status'),
      key: 'status',
      width: 150,
      render: (_, game) => (
        <Space size={4} wrap>
          {game.state === 'active' ? (
            <Tag color="success">{t('catalogue.games.states.active')}</Tag>
          ) : (
            <Tag>{t('catalogue.games.states.hidden')}</Tag>
          )}
          {game.hot ? <Tag color="red">{t('catalogue.games.hot')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('catalogue.fields.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, game) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing(game)}
            aria-label={t('catalogue.editNamed', { name: game.name })}
          >
            {t('catalogue.edit')}
          </Button>
          <Popconfirm
            title={t(game.state === 'active' ? 'catalogue.games.hideTitle' : 'catalogue.games.showTitle', {
              name: game.name,
            })}
            description={t(game.state === 'active' ? 'catalogue.games.hideBody' : 'catalogue.games.showBody')}
            okText={t(game.state === 'active' ? 'catalogue.games.hide' : 'catalogue.games.show')}
            okButtonProps={{ danger: game.state === 'active' }}
            onConfirm={() => toggle(game)}
          >
            <Button
              type="link"
              danger={game.state === 'active'}
              icon={game.state === 'active' ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              aria-label={t(game.state === 'active' ? 'catalogue.games.hideNamed' : 'catalogue.games.showNamed', {
                name: game.name,
              })}
            >
              {t(game.state === 'active' ? 'catalogue.games.hide' : 'catalogue.games.show')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<StaffGame>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = oneOf<SortField>(staffGameSortFields, String(single?.columnKey ?? ''));
    const order = single?.order;
    const changes: Record<string, string | null> = {
      sort: field && order && field !== 'sort' ? field : field === 'sort' && order === 'descend' ? 'sort' : null,
      order: order === 'descend' ? 'desc' : null,
    };
    const page = pagination.current ?? 1;
    const sortChanged = changes.sort !== params.get('sort') || changes.order !== params.get('order');
    update({ ...changes, page: sortChanged || page <= 1 ? null : String(page) });
  };

  return (
    <PageContainer
      title={t('catalogue.games.title')}
      extra={
        <Space>
          <RefreshButton list={list} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('catalogue.games.add')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('catalogue.games.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 240 }}
          defaultValue={query.keyword}
          placeholder={t('catalogue.games.keyword')}
          aria-label={t('catalogue.games.keyword')}
          onSearch={(keyword) => setFilters({ keyword: keyword.trim() })}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('catalogue.games.fields.type')}
          aria-label={t('catalogue.games.fields.type')}
          value={query.type}
          onChange={(type?: string) => setFilters({ type })}
          options={gameTypes.map((type) => ({ value: type, label: t(`catalogue.games.types.${type}`) }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('catalogue.fields.status')}
          aria-label={t('catalogue.fields.status')}
          value={query.state}
          onChange={(state?: string) => setFilters({ state })}
          options={gameStates.map((state) => ({ value: state, label: t(`catalogue.games.states.${state}`) }))}
        />
      </Space>
      <ServerPagedTable
        list={list}
        loadFailed={t('catalogue.games.loadFailed')}
        empty={t('catalogue.games.empty')}
        emptyAction={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('catalogue.games.add')}
          </Button>
        }
        columns={columns}
        scroll={{ x: 960 }}
        onChange={onTableChange}
        pagination={{
          current: query.pageNum,
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          showTotal: (total) => t('catalogue.games.total', { count: total }),
        }}
      />
      <GameFormModal
        open={editing !== null}
        game={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
