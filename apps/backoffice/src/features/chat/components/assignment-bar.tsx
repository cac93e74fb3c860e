import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffChatConversation } from '@gs/shared/chat';
import { describeError } from '@gs/web/error-message';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Dropdown, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chatAgentsQueryOptions, useAssignConversation } from '../api/assign-conversation';

/**
 * Who handles the open conversation, and the desk's moves: assign to me (asking first when someone else has it),
 * hand over to another agent of the shop, unassign. Each change names the assignee it replaces, so when someone
 * changed it meanwhile the server refuses and the console reloads to show who has it now.
 */
export function AssignmentBar({ conversation, myUserId }: { conversation: StaffChatConversation; myUserId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const assign = useAssignConversation();
  const agents = useQuery(chatAgentsQueryOptions());
  const assignee = conversation.assignee;
  const mine = assignee?.userId === myUserId;

  const change = async (assigneeUserId: number | null, done: string) => {
    try {
      await assign.mutateAsync({
        conversationId: conversation.id,
        input: { assigneeUserId, expectedAssigneeUserId: assignee?.userId ?? null },
      });
      void message.success(done);
    } catch (error) {
      void message.error(describeError(error, t));
    }
  };

  const others = (agents.data ?? []).filter((agent) => agent.userId !== myUserId && agent.userId !== assignee?.userId);
  const takeButton = (
    <Button size="small" type="primary" icon={<UserOutlined />} loading={assign.isPending}>
      {t('chat.assign.takeIt')}
    </Button>
  );

  let status: string;
  if (!assignee) status = t('chat.assign.unassigned');
  else if (mine) status = t('chat.assign.handledByYou');
  else status = t('chat.assign.handledBy', { name: assignee.nickName });

  return (
    <Space size={8} wrap data-testid="chat-assignment">
      <Typography.Text type={assignee ? undefined : 'warning'}>{status}</Typography.Text>
      {mine ? null : assignee ? (
        <Popconfirm
          title={t('chat.assign.takeOverTitle', { name: assignee.nickName })}
          description={t('chat.assign.takeOverBody')}
          okText={t('chat.assign.takeOver')}
          cancelText={t('chat.cancel')}
          onConfirm={() => change(myUserId, t('chat.assign.taken'))}
        >
          {takeButton}
        </Popconfirm>
      ) : (
        <Button
          size="small"
          type="primary"
          icon={<UserOutlined />}
          loading={assign.isPending}
          onClick={() => void change(myUserId, t('chat.assign.taken'))}
        >
          {t('chat.assign.takeIt')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        disabled={others.length === 0 || assign.isPending}
        menu={{
          items: others.map((agent) => ({ key: String(agent.userId), label: agent.nickName })),
          onClick: ({ key }) => {
            const agent = others.find((candidate) => String(candidate.userId) === key);
            if (agent) void change(agent.userId, t('chat.assign.handedOver', { name: agent.nickName }));
          },
        }}
      >
        <Button size="small">
          <Space size={4}>
            {t('chat.assign.handOver')}
            <DownOutlined />
          </Space>
        </Button>
      </Dropdown>
      {assignee ? (
        <Button size="small" disabled={assign.isPending} onClick={() => void change(null, t('chat.assign.released'))}>
          {t('chat.assign.unassign')}
        </Button>
      ) : null}
    </Space>
  );
}
