import { CLAIM_TEXT_MAX, type Claim, type ClaimReason, claimReasons } from '@gs/shared/claims';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PhoneField } from '../../../components/phone-field';
import { useContactPhone } from '../api/get-contact-phone';
import { useOpenClaim } from '../api/open-claim';
import { toImageIds } from '../utils/image-ids';
import { ClaimImagesField } from './claim-images-field';
import { claimTextRules } from './claim-text-rules';

interface ClaimValues {
  reason?: ClaimReason;
  text?: string;
  images?: string[];
  contactPhone?: string;
}

/**
 * The claim form: reason, description with a counter, up to nine private images, contact phone (prefilled with my
 * account's). Server field errors land under their fields; what was typed stays on any failure.
 */
export function ClaimForm({ orderId, onOpened }: { orderId: number; onOpened: (claim: Claim) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ClaimValues>();
  const phone = useContactPhone(true);
  const open = useOpenClaim();
  useEffect(() => {
    if (phone.data && !form.getFieldValue('contactPhone')) form.setFieldValue('contactPhone', phone.data);
  }, [form, phone.data]);
  const { onFinish, error } = useFormSubmit<ClaimValues>(
    form,
    async (values) => {
      const claim = await open.mutateAsync({
        orderId,
        input: {
          reason: values.reason ?? 'other',
          text: values.text ?? '',
          imageIds: toImageIds(values.images),
          contactPhone: values.contactPhone ?? '',
        },
      });
      form.resetFields();
      void message.success(t('claims.form.sent'));
      onOpened(claim);
    },
    { fields: { aliases: { imageIds: 'images' } } },
  );

  return (
    <Form<ClaimValues>
      form={form}
      name="claim"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ images: [] }}
      validateTrigger={['onBlur', 'onSubmit']}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="reason"
        label={t('claims.form.reason')}
        rules={[{ required: true, message: t('claims.form.reasonRequired') }]}
      >
        <Select
          placeholder={t('claims.form.reasonPlaceholder')}
          options={claimReasons.map((reason) => ({ value: reason, label: t(`claims.reason.${reason}`) }))}
        />
      </Form.Item>
      <Form.Item name="text" label={t('claims.form.text')} rules={claimTextRules(t)}>
        <Input.TextArea rows={5} showCount maxLength={CLAIM_TEXT_MAX} placeholder={t('claims.form.textPlaceholder')} />
      </Form.Item>
      <Form.Item name="images" label={t('claims.form.images')}>
        <ClaimImagesField />
      </Form.Item>
      <PhoneField name="contactPhone" label={t('claims.form.contactPhone')} />
      <Button type="primary" htmlType="submit" size="large" block loading={open.isPending} disabled={open.isPending}>
        {t('claims.form.submit')}
      </Button>
    </Form>
  );
}
