import {
  type CreateFeedbackInput,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TEXT_MAX,
  type FeedbackCategory,
  type FeedbackThread,
  feedbackCategories,
  feedbackCategoryLabel,
} from '@gs/shared/feedback';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PrivateImagesField } from '../../../components/private-images-field';
import { useSendFeedback } from '../api/send-feedback';
import styles from './feedback.module.css';

interface FeedbackFormValues {
  category?: FeedbackCategory;
  text?: string;
  images?: string[];
  contact?: string;
}

/** The feedback form: category, description with a counter, private screenshots, contact. Kept on a failure. */
export function FeedbackForm({ onSent }: { onSent: (thread: FeedbackThread) => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackFormValues>();
  const send = useSendFeedback();
  const { onFinish, error } = useFormSubmit<FeedbackFormValues>(form, async (values) => {
    const input: CreateFeedbackInput = {
      category: values.category ?? 'other',
      text: values.text ?? '',
      images: values.images ?? [],
      ...(values.contact?.trim() ? { contact: values.contact.trim() } : {}),
    };
    const thread = await send.mutateAsync(input);
    form.resetFields();
    void message.success(t('feedback.form.sent'));
    onSent(thread);
  });

  return (
    <Form<FeedbackFormValues>
      form={form}
      name="feedback"
      // The optional fields say so in their labels; the required ones need no star.
      requiredMark={false}
      layout="vertical"
      className={styles.form}
      onFinish={onFinish}
      initialValues={{ images: [] }}
      validateTrigger={['onBlur', 'onSubmit']}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="category"
        label={t('feedback.form.category')}
        rules={[{ required: true, message: t('feedback.form.categoryRequired') }]}
      >
        <Select
          placeholder={t('feedback.form.categoryPlaceholder')}
          options={feedbackCategories.map((key) => ({ value: key, label: feedbackCategoryLabel(key, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('feedback.form.text')}
        rules={[
          { required: true, whitespace: true, message: t('feedback.form.textRequired') },
          { max: FEEDBACK_TEXT_MAX, message: t('feedback.form.textTooLong', { max: FEEDBACK_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={FEEDBACK_TEXT_MAX}
          placeholder={t('feedback.form.textPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="images" label={t('feedback.form.images')}>
        <PrivateImagesField purpose="feedback" max={FEEDBACK_IMAGES_MAX} note={t('feedback.imagesNote')} />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('feedback.form.contact')}
        extra={t('feedback.form.contactHint')}
        rules={[
          { max: FEEDBACK_CONTACT_MAX, message: t('feedback.form.contactTooLong', { max: FEEDBACK_CONTACT_MAX }) },
        ]}
      >
        <Input maxLength={FEEDBACK_CONTACT_MAX} placeholder={t('feedback.form.contactPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={send.isPending}>
        {t('feedback.form.submit')}
      </Button>
    </Form>
  );
}
