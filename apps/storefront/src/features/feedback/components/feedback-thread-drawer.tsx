import { FEEDBACK_TEXT_MAX, type FeedbackMessage, feedbackCategoryLabel } from '@gs/shared/feedback';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Drawer, Form, Grid, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LoadingState } from '../../../components/loading-state';
import { PrivateThumb } from '../../../components/private-thumb';
import { useFeedbackThread } from '../api/get-feedback-thread';
import { useReplyFeedback } from '../api/reply-feedback';
import styles from './feedback.module.css';
import { FeedbackStatusTag } from './feedback-status-tag';

function MessageBubble({ message }: { message: FeedbackMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.author === 'user';
  return (
    <li className={mine ? styles.bubbleMine : styles.bubbleStaff}>
      <span className={styles.bubbleAuthor}>
        {mine ? t('feedback.thread.me') : t('feedback.thread.staff')} ·{' '}
        {formatDateTime(message.createdAt, i18n.language)}
      </span>
      <p className={styles.bubbleText}>{message.text}</p>
      {message.images.length > 0 ? (
        <div className={styles.bubbleImages}>
          {message.images.map((id, index) => (
            <PrivateThumb key={id} imageRef={`private:${id}`} alt={t('upload.images.item', { index: index + 1 })} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

function ReplyBox({ threadId }: { threadId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text?: string }>();
  const reply = useReplyFeedback();
  const { onFinish, error } = useFormSubmit<{ text?: string }>(form, async (values) => {
    await reply.mutateAsync({ id: threadId, input: { text: values.text ?? '' } });
    form.resetFields();
    void message.success(t('feedback.thread.replied'));
  });
  return (
    <Form
      form={form}
      name="feedbackReply"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      className={styles.replyBox}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="text"
        label={t('feedback.thread.replyLabel')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.form.textRequired') },
          { max: FEEDBACK_TEXT_MAX, message: t('feedback.form.textTooLong', { max: FEEDBACK_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={FEEDBACK_TEXT_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('feedback.thread.send')}
      </Button>
    </Form>
  );
}

/** One of my threads in a drawer: the messages (staff replies on the left), images, and a reply box. */
export function FeedbackThreadDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const query = useFeedbackThread(id);
  const thread = query.data;
  const title = thread ? feedbackCategoryLabel(thread.category, i18n.language) : t('feedback.thread.title');
  let body: React.ReactNode;
  if (query.isPending) body = <LoadingState label={t('feedback.thread.loading')} />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={t('feedback.thread.failed')}
        description={describeError(query.error, t)}
        action={<Button onClick={() => void query.refetch()}>{t('feedback.retry')}</Button>}
      />
    );
  } else if (thread) {
    body = (
      <>
        <div className={styles.threadHead}>
          <FeedbackStatusTag status={thread.status} />
          <span className={styles.rowMeta}>{formatDateTime(thread.createdAt, i18n.language)}</span>
        </div>
        {thread.contact ? (
          <p className={styles.rowMeta}>{t('feedback.thread.contact', { contact: thread.contact })}</p>
        ) : null}
        <ol className={styles.messages} aria-label={t('feedback.thread.messages')}>
          {thread.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
        {thread.status === 'closed' ? <p className={styles.hint}>{t('feedback.thread.closedHint')}</p> : null}
        <ReplyBox threadId={thread.id} />
      </>
    );
  }
  return (
    <Drawer open={id !== null} onClose={onClose} title={title} size={screens.md ? 520 : '100%'} destroyOnHidden>
      {body}
    </Drawer>
  );
}
