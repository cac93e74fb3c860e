import { CheckCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { FEEDBACK_TEXT_MAX, feedbackCategoryLabel } from '@gs/shared/feedback';
import { formatDateTime } from '@gs/web/format-date';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useChangeFeedbackState } from '../api/feedback-state';
import { feedbackThreadQueryOptions } from '../api/get-feedback-thread';
import { useReplyFeedback } from '../api/reply-feedback';
import { authorOf } from './author-of';
import { FeedbackImage } from './feedback-image';
import { FeedbackStatusTag } from './feedback-status-tag';

function ReplyForm({ threadId }: { threadId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text?: string }>();
  const reply = useReplyFeedback();
  const { onFinish, error } = useFormSubmit<{ text?: string }>(form, async (values) => {
    await reply.mutateAsync({ id: threadId, text: values.text ?? '' });
    form.resetFields();
    void message.success(t('feedback.replied'));
  });
  return (
    <Form form={form} name="staffFeedbackReply" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <FormErrorAlert error={error} />
      <Form.Item
        name="text"
        label={t('feedback.replyLabel')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.replyRequired') },
          { max: FEEDBACK_TEXT_MAX, message: t('feedback.replyTooLong', { max: FEEDBACK_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea rows={4} showCount maxLength={FEEDBACK_TEXT_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('feedback.send')}
      </Button>
    </Form>
  );
}

/** One thread in the drawer: who and what, the messages with their images (audited), reply, close and reopen. */
export function FeedbackThread({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const thread = useQuery(feedbackThreadQueryOptions(id));
  const close = useChangeFeedbackState('close');
  const reopen = useChangeFeedbackState('reopen');
  if (thread.isError) {
    return <ErrorState title={t('feedback.threadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  if (!thread.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const data = thread.data;

  const confirmClose = () =>
    modal.confirm({
      title: t('feedback.closeTitle'),
      content: t('feedback.closeBody'),
      okText: t('feedback.close'),
      onOk: async () => {
        try {
          await close.mutateAsync(data.id);
          void message.success(t('feedback.closed'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  const confirmReopen = () =>
    modal.confirm({
      title: t('feedback.reopenTitle'),
      content: t('feedback.reopenBody'),
      okText: t('feedback.reopen'),
      onOk: async () => {
        try {
          await reopen.mutateAsync(data.id);
          void message.success(t('feedback.reopened'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('feedback.columns.status')}>
          <FeedbackStatusTag status={data.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.columns.category')}>
          {feedbackCategoryLabel(data.category, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.columns.author')}>
          {`${authorOf(data.author)} (#${data.author.userId})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.contact')}>{data.contact ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('feedback.columns.createdAt')}>
          {formatDateTime(data.createdAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      <ol aria-label={t('feedback.messages')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.messages.map((entry) => (
          <li
            key={entry.id}
            style={{
              padding: 12,
              marginBottom: 8,
              borderRadius: 8,
              background: entry.author === 'staff' ? '#e6f4ff' : '#f5f5f5',
            }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {entry.author === 'staff' ? t('feedback.fromStaff') : t('feedback.fromUser')} ·{' '}
              {formatDateTime(entry.createdAt, i18n.language)}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
              {entry.text}
            </Typography.Paragraph>
            {entry.images.length > 0 ? (
              <Space wrap style={{ marginTop: 8 }}>
                {entry.images.map((imageId, index) => (
                  <FeedbackImage key={imageId} threadId={data.id} imageId={imageId} index={index + 1} />
                ))}
              </Space>
            ) : null}
          </li>
        ))}
      </ol>
      {data.messages.some((entry) => entry.images.length > 0) ? (
        <Typography.Text type="secondary">{t('feedback.imagesAudited')}</Typography.Text>
      ) : null}
      <ReplyForm threadId={data.id} />
      {data.status !== 'closed' ? (
        <Button icon={<CheckCircleOutlined />} onClick={confirmClose} loading={close.isPending}>
          {t('feedback.close')}
        </Button>
      ) : (
        <Button icon={<RedoOutlined />} onClick={confirmReopen} loading={reopen.isPending}>
          {t('feedback.reopen')}
        </Button>
      )}
    </Space>
  );
}
