import { CLAIM_TEXT_MAX, type ClaimAudience, type StaffClaimDetail } from '@gs/shared/claims';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, App, Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { usePostClaimMessage } from '../api/post-claim-message';

interface ComposerValues {
  text?: string;
  audience: ClaimAudience;
  askBuyer: boolean;
}

/**
 * Staff write in the thread: to both parties or one; "ask the buyer for more evidence" makes the claim wait for the
 * buyer (so the message must reach them); the buyer messages ticked for sharing go with it.
 */
export function ClaimComposer({
  claim,
  sharing,
  onSent,
}: {
  claim: StaffClaimDetail;
  sharing: readonly number[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ComposerValues>();
  const post = usePostClaimMessage();
  const open = claim.allowedOutcomes.length > 0;
  const { onFinish, error } = useFormSubmit<ComposerValues>(form, async (values) => {
    await post.mutateAsync({
      id: claim.id,
      input: {
        text: values.text ?? '',
        audience: values.audience,
        askBuyer: values.askBuyer,
        shareMessageIds: [...sharing],
      },
    });
    form.resetFields();
    onSent();
    void message.success(t('claims.composer.sent'));
  });

  return (
    <Form<ComposerValues>
      form={form}
      name="staffClaimMessage"
      layout="vertical"
      initialValues={{ audience: 'both', askBuyer: false }}
      onFinish={onFinish}
      requiredMark={false}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="text"
        label={t('claims.composer.text')}
        rules={[
          { required: true, whitespace: true, message: t('claims.composer.textRequired') },
          { max: CLAIM_TEXT_MAX, message: t('claims.composer.textTooLong', { max: CLAIM_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={CLAIM_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="audience"
        label={t('claims.composer.audience')}
        dependencies={['askBuyer']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, value: ClaimAudience) =>
              getFieldValue('askBuyer') && value === 'seller'
                ? Promise.reject(new Error(t('claims.composer.askBuyerAudience')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Radio.Group
          options={(['both', 'buyer', 'seller'] as const).map((value) => ({
            value,
            label: t(`claims.audiences.${value}`),
            disabled: value === 'seller' && claim.sellerUserId === null,
          }))}
        />
      </Form.Item>
      {open ? (
        <Form.Item name="askBuyer" valuePropName="checked">
          <Checkbox>{t('claims.composer.askBuyer')}</Checkbox>
        </Form.Item>
      ) : null}
      {sharing.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('claims.composer.sharing', { count: sharing.length })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={post.isPending}>
        {t('claims.composer.send')}
      </Button>
    </Form>
  );
}
