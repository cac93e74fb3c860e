import { PlusOutlined } from '@ant-design/icons';
import {
  CHAT_QUICK_REPLIES_MAX,
  CHAT_QUICK_REPLY_TEXT_MAX,
  CHAT_QUICK_REPLY_TITLE_MAX,
  type ChatQuickReply,
  type ChatQuickReplyInput,
} from '@gs/shared/chat';
import { describeError } from '@gs/web/error-message';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { quickRepliesQueryOptions, useDeleteQuickReply, useSaveQuickReply } from '../api/quick-replies';

/** Adds a quick reply (`reply` null) or edits one; the server's sentence lands under the failing field. */
function QuickReplyModal({
  open,
  reply,
  onClose,
}: {
  open: boolean;
  reply: ChatQuickReply | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChatQuickReplyInput>();
  const save = useSaveQuickReply();
  const { onFinish, error } = useFormSubmit<ChatQuickReplyInput>(form, async (values) => {
    await save.mutateAsync({ id: reply?.id ?? null, input: { title: values.title, text: values.text } });
    void message.success(t(reply ? 'chat.quickReplies.saved' : 'chat.quickReplies.added'));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(reply ? { title: reply.title, text: reply.text } : { title: '', text: '' });
  }, [open, reply, form]);

  return (
    <Modal
      open={open}
      title={t(reply ? 'chat.quickReplies.editTitle' : 'chat.quickReplies.addTitle')}
      okText={t('chat.quickReplies.save')}
      cancelText={t('chat.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="title"
          label={t('chat.quickReplies.titleLabel')}
          extra={t('chat.quickReplies.titleHint')}
          rules={[
            { required: true, whitespace: true, message: t('chat.quickReplies.titleRequired') },
            {
              max: CHAT_QUICK_REPLY_TITLE_MAX,
              message: t('chat.quickReplies.titleTooLong', { max: CHAT_QUICK_REPLY_TITLE_MAX }),
            },
          ]}
        >
          <Input maxLength={CHAT_QUICK_REPLY_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('chat.quickReplies.textLabel')}
          rules={[
            { required: true, whitespace: true, message: t('chat.quickReplies.textRequired') },
            {
              max: CHAT_QUICK_REPLY_TEXT_MAX,
              message: t('chat.quickReplies.textTooLong', { max: CHAT_QUICK_REPLY_TEXT_MAX }),
            },
          ]}
        >
          <Input.TextArea maxLength={CHAT_QUICK_REPLY_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The owner's list of the shop's quick replies: add, edit, delete (asked first); at most 50. */
export function QuickRepliesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const replies = useQuery({ ...quickRepliesQueryOptions(), enabled: open });
  const remove = useDeleteQuickReply();
  const [editing, setEditing] = useState<{ reply: ChatQuickReply | null } | null>(null);
  const count = replies.data?.length ?? 0;
  const full = count >= CHAT_QUICK_REPLIES_MAX;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('chat.quickReplies.manageTitle')}
      size={520}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!replies.data || full}
          onClick={() => setEditing({ reply: null })}
        >
          {t('chat.quickReplies.add')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type={full ? 'warning' : 'secondary'}>
          {t(full ? 'chat.quickReplies.full' : 'chat.quickReplies.count', { count, max: CHAT_QUICK_REPLIES_MAX })}
        </Typography.Text>
        {replies.isError ? (
          <ErrorState
            compact
            title={t('chat.quickReplies.loadFailed')}
            error={replies.error}
            onRetry={() => void replies.refetch()}
          />
        ) : (
          <List
            loading={replies.isPending}
            dataSource={replies.data ?? []}
            locale={{ emptyText: t('chat.quickReplies.none') }}
            renderItem={(reply) => (
              <List.Item
                data-testid="quick-reply-row"
                actions={[
                  <Button key="edit" type="link" size="small" onClick={() => setEditing({ reply })}>
                    {t('chat.quickReplies.edit')}
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={t('chat.quickReplies.deleteTitle', { title: reply.title })}
                    description={t('chat.quickReplies.deleteBody')}
                    okText={t('chat.quickReplies.delete')}
                    cancelText={t('chat.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      try {
                        await remove.mutateAsync(reply.id);
                        void message.success(t('chat.quickReplies.deleted'));
                      } catch (error) {
                        void message.error(describeError(error, t));
                      }
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('chat.quickReplies.delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={reply.title}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{reply.text}</span>}
                />
              </List.Item>
            )}
          />
        )}
      </Space>
      <QuickReplyModal open={editing !== null} reply={editing?.reply ?? null} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
