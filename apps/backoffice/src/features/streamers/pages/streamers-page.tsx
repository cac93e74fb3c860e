import { LinkOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffStreamer, StreamerPlatform } from '@gs/shared/streamers';
import { describeError } from '@gs/web/error-message';
import { useQuery } from '@tanstack/react-query';
import { App, Avatar, Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { streamersQueryOptions, useDeleteStreamer } from '../api/streamers';
import { StreamerDrawer } from '../components/streamer-drawer';

const PAGE_SIZE = 20;

const platformColors: Record<StreamerPlatform, string> = {
  douyin: 'magenta',
  kuaishou: 'orange',
  huya: 'gold',
  douyu: 'volcano',
  bilibili: 'cyan',
  other: 'default',
};

/**
 * /admin/streamers (operator, owner): the streamers the storefront's home page shows. The list call answers every
 * streamer at once, so the table pages on the client (`?page=`); the drawer (`?id=<id>` or `?id=new`) adds or
 * changes one.
 */
export function StreamersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, update, setPage } = useUrlFilters();
  const streamers = useQuery(streamersQueryOptions());
  const remove = useDeleteStreamer({
    onSuccess: () => void message.success(t('streamers.deleted')),
    onError: (error) => void message.error(describeError(error, t)),
  });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const drawerId = params.get('id');
  const editing =
    drawerId && drawerId !== 'new' ? streamers.data?.rows.find((row) => String(row.id) === drawerId) : undefined;

  const columns: TableColumnsType<StaffStreamer> = [
    {
      title: t('streamers.fields.avatar'),
      dataIndex: 'avatar',
      width: 88,
      render: (avatar: string, row) => (
        <Avatar
          size={40}
          src={avatar || undefined}
          icon={<UserOutlined />}
          alt={t('streamers.avatar.alt', { name: row.name })}
        />
      ),
    },
    { title: t('streamers.fields.name'), dataIndex: 'name', width: 150, ellipsis: true },
    {
      title: t('streamers.fields.platform'),
      dataIndex: 'platform',
      width: 96,
      render: (platform: StreamerPlatform) => (
        <Tag color={platformColors[platform]}>{t(`streamers.platforms.${platform}`)}</Tag>
      ),
    },
    {
      title: t('streamers.fields.games'),
      dataIndex: 'games',
      render: (games: string[]) =>
        games.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {games.map((game) => (
              <Tag key={game}>{game}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('streamers.noGames')}</Typography.Text>
        ),
    },
    {
      title: t('streamers.fields.roomUrl'),
      dataIndex: 'roomUrl',
      width: 180,
      ellipsis: true,
      render: (roomUrl: string) => (
        <Typography.Link href={roomUrl} target="_blank" rel="noopener noreferrer" title={roomUrl}>
          <LinkOutlined aria-hidden /> {roomUrl.replace(/^https?:\/\//, '')}
        </Typography.Link>
      ),
    },
    { title: t('streamers.fields.sort'), dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: t('streamers.fields.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('streamers.on') : t('streamers.off')}</Tag>
      ),
    },
    {
      title: t('streamers.columns.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space>
          <Button
            size="small"
            aria-label={t('streamers.editLabel', { name: row.name })}
            onClick={() => update({ id: String(row.id) })}
          >
            {t('streamers.edit')}
          </Button>
          <Popconfirm
            title={t('streamers.deleteTitle', { name: row.name })}
            description={t('streamers.deleteDescription')}
            okText={t('streamers.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('streamers.cancel')}
            onConfirm={() => remove.mutateAsync(row.id)}
          >
            <Button size="small" danger aria-label={t('streamers.deleteLabel', { name: row.name })}>
              {t('streamers.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const body = streamers.isError ? (
    <ErrorState title={t('streamers.loadFailed')} error={streamers.error} onRetry={() => void streamers.refetch()} />
  ) : (
    <Table<StaffStreamer>
      rowKey="id"
      columns={columns}
      dataSource={streamers.data?.rows ?? []}
      loading={streamers.isPending}
      scroll={{ x: 960 }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: streamers.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
      locale={{
        emptyText: streamers.isPending ? ' ' : <EmptyState description={t('streamers.empty')} />,
      }}
    />
  );

  return (
    <PageContainer
      title={t('streamers.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ id: 'new' })}>
          {t('streamers.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('streamers.intro')}</Typography.Paragraph>
      {body}
      {drawerId === 'new' ? <StreamerDrawer streamer={null} onClose={() => update({ id: null })} /> : null}
      {editing ? <StreamerDrawer key={editing.id} streamer={editing} onClose={() => update({ id: null })} /> : null}
    </PageContainer>
  );
}
