import { ReloadOutlined, ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffChatAssigneeFilter, StaffChatConversation, StaffChatInboxQuery } from '@gs/shared/chat';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Input, List, Row, Segmented, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useProfile } from '../../../hooks/use-profile';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { hasAnyRole } from '../../../lib/roles';
import { chatInboxQueryOptions, staffChatConversationQueryOptions } from '../api/get-chat-inbox';
import { AssignmentBar } from '../components/assignment-bar';
import { QuickRepliesDrawer } from '../components/quick-replies-drawer';
import styles from '../components/staff-chat.module.css';
import { StaffThread } from '../components/staff-thread';
import { useStaffChatLive } from '../hooks/use-staff-chat-live';

const PAGE_SIZE = 20;

function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

const ASSIGNEE_TABS: readonly StaffChatAssigneeFilter[] = ['mine', 'unassigned', 'all'];

/** The inbox's state from the URL: tab, page, filters and the open conversation (`?id=`). */
function readInboxSearch(params: URLSearchParams): StaffChatInboxQuery & { id?: number | undefined } {
  const kind = params.get('kind');
  const tab = params.get('tab');
  return {
    assignee: ASSIGNEE_TABS.find((value) => value === tab) ?? 'all',
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
    pageSize: PAGE_SIZE,
    unreadOnly: params.get('unread') === '1' ? true : undefined,
    kind: kind === 'general' || kind === 'order' ? kind : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
    id: positiveInt(params.get('id')),
  };
}

function ConversationTitle({ conversation }: { conversation: StaffChatConversation }) {
  const { t } = useTranslation();
  return (
    <Space size={6} wrap>
      <Typography.Text strong>{conversation.userNickName}</Typography.Text>
      <Typography.Text type="secondary">{conversation.userPhone}</Typography.Text>
      {conversation.assignee ? (
        <Tag icon={<UserOutlined />} title={t('chat.assign.handledBy', { name: conversation.assignee.nickName })}>
          {conversation.assignee.nickName}
        </Tag>
      ) : null}
      {conversation.kind === 'order' && conversation.orderId ? (
        <Tag color="blue">{t('chat.orderTag', { orderNo: conversation.orderNo ?? conversation.orderId })}</Tag>
      ) : (
        <Tag>{t('chat.generalTag')}</Tag>
      )}
    </Space>
  );
}

/**
 * /admin/chat: customer chat. The shop's conversations (unread first, filters and page in the URL) beside the open
 * one (`?id=`); new messages arrive live over the WebSocket as customer service.
 */
export function ChatInboxPage() {
  const { t, i18n } = useTranslation();
  const { params, update } = useUrlFilters();
  const search = readInboxSearch(params);
  const { id, ...query } = search;
  const inbox = useQuery(chatInboxQueryOptions(query));
  const selected = useQuery({ ...staffChatConversationQueryOptions(id ?? 0), enabled: id !== undefined });
  const live = useStaffChatLive();
  const profile = useProfile();
  const isOwner = hasAnyRole(profile.data?.roles ?? [], ['owner']);
  const [managing, setManaging] = useState(false);

  const list = inbox.isError ? (
    <ErrorState compact title={t('chat.inboxFailed')} error={inbox.error} onRetry={() => void inbox.refetch()} />
  ) : (
    <List
      loading={inbox.isPending}
      dataSource={inbox.data?.rows ?? []}
      locale={{ emptyText: <EmptyState description={t('chat.inboxEmpty')} /> }}
      pagination={
        inbox.data && inbox.data.total > PAGE_SIZE
          ? {
              current: query.pageNum,
              pageSize: PAGE_SIZE,
              total: inbox.data.total,
              size: 'small',
              onChange: (page) => update({ pageNum: String(page) }),
            }
          : false
      }
      renderItem={(conversation) => (
        <List.Item
          className={`${styles.item} ${conversation.id === id ? styles.itemActive : ''}`}
          onClick={() => update({ id: String(conversation.id) })}
          data-testid="chat-inbox-item"
        >
          <List.Item.Meta
            title={<ConversationTitle conversation={conversation} />}
            description={
              <span className={styles.preview}>
                {conversation.lastMessage?.kind === 'image' ? t('chat.imagePreview') : conversation.lastMessage?.text}
              </span>
            }
          />
          <Space direction="vertical" align="end" size={4}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {conversation.lastMessageAt ? formatDateTime(conversation.lastMessageAt, i18n.language) : ''}
            </Typography.Text>
            <Badge count={conversation.unread} aria-label={t('chat.unreadCount', { count: conversation.unread })} />
          </Space>
        </List.Item>
      )}
    />
  );

  let thread: React.ReactNode;
  if (id === undefined) thread = <EmptyState description={t('chat.pickConversation')} />;
  else if (selected.isError)
    thread = <ErrorState title={t('chat.openFailed')} error={selected.error} onRetry={() => void selected.refetch()} />;
  else if (!selected.data) thread = <Card loading />;
  else
    thread = (
      <>
        <div className={styles.threadHeader}>
          <ConversationTitle conversation={selected.data} />
          {selected.data.kind === 'order' && selected.data.orderId ? (
            <Link to={`/orders?id=${selected.data.orderId}`}>{t('chat.openOrder')}</Link>
          ) : null}
        </div>
        {profile.data ? <AssignmentBar conversation={selected.data} myUserId={profile.data.userId} /> : null}
        <StaffThread key={selected.data.id} conversationId={selected.data.id} live={live} />
      </>
    );

  return (
    <PageContainer
      title={t('chat.title')}
      extra={
        // Wraps on a phone: "Reconnecting…" is wider than "Live", and the row must not push the screen sideways.
        <Space wrap>
          {live.state === 'open' ? (
            <Tag color="green">{t('chat.live')}</Tag>
          ) : (
            <Tag color="orange">{t('chat.reconnecting')}</Tag>
          )}
          {isOwner ? (
            <Button icon={<ThunderboltOutlined />} onClick={() => setManaging(true)}>
              {t('chat.quickReplies.manage')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
            {t('common.refresh')}
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={9}>
          <Card size="small" className={styles.inboxCard}>
            <Tabs
              size="small"
              activeKey={query.assignee}
              onChange={(tab) => update({ tab: tab === 'all' ? undefined : tab, pageNum: undefined })}
              items={ASSIGNEE_TABS.map((tab) => ({ key: tab, label: t(`chat.tabs.${tab}`) }))}
            />
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.Search
                allowClear
                defaultValue={query.keyword}
                placeholder={t('chat.searchPlaceholder')}
                aria-label={t('chat.searchPlaceholder')}
                onSearch={(value) => update({ keyword: value.trim() || undefined, pageNum: undefined })}
              />
              <Segmented
                value={query.unreadOnly ? 'unread' : (query.kind ?? 'all')}
                onChange={(value) =>
                  update({
                    unread: value === 'unread' ? '1' : undefined,
                    kind: value === 'general' || value === 'order' ? value : undefined,
                    pageNum: undefined,
                  })
                }
                options={[
                  { value: 'all', label: t('chat.filters.all') },
                  { value: 'unread', label: t('chat.filters.unread') },
                  { value: 'general', label: t('chat.filters.general') },
                  { value: 'order', label: t('chat.filters.order') },
                ]}
              />
              {list}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card size="small" className={styles.threadCard}>
            {thread}
          </Card>
        </Col>
      </Row>
      {isOwner ? <QuickRepliesDrawer open={managing} onClose={() => setManaging(false)} /> : null}
    </PageContainer>
  );
}
