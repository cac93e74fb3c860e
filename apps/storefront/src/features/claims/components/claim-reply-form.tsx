import { CLAIM_TEXT_MAX, type Claim } from '@gs/shared/claims';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { usePostClaimMessage } from '../api/post-claim-message';
import { toImageIds } from '../utils/image-ids';
import { ClaimImagesField } from './claim-images-field';
import { claimTextRules } from './claim-text-rules';

interface ReplyValues {
  text?: string;
  images?: string[];
}

/** The reply box of an open claim: text and images; kept as typed when sending fails. */
export function ClaimReplyForm({ claim, onSent }: { claim: Claim; onSent?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReplyValues>();
  const post = usePostClaimMessage();
  const { onFinish, error } = useFormSubmit<ReplyValues>(
    form,
    async (values) => {
      await post.mutateAsync({
        claimId: claim.id,
        input: { text: values.text ?? '', imageIds: toImageIds(values.images) },
      });
      form.resetFields();
      void message.success(t('claims.reply.sent'));
      onSent?.();
    },
    { fields: { aliases: { imageIds: 'images' } } },
  );
  return (
    <Form<ReplyValues>
      form={form}
      name={`claimReply${claim.id}`}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ images: [] }}
      validateTrigger={['onBlur', 'onSubmit']}
    >
      <FormErrorAlert error={error} />
      <Form.Item name="text" label={t('claims.reply.label')} rules={claimTextRules(t)}>
        <Input.TextArea rows={3} showCount maxLength={CLAIM_TEXT_MAX} placeholder={t('claims.reply.placeholder')} />
      </Form.Item>
      <Form.Item name="images" label={t('claims.form.images')}>
        <ClaimImagesField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending} disabled={post.isPending}>
        {t('claims.reply.submit')}
      </Button>
    </Form>
  );
}
