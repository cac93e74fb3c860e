import { consignmentInputSchema } from '@gs/shared/consignment';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../utils/schema-rule';

/** Where staff reach the seller (QQ, WeChat or phone), checked with the shared rule; the `contact` field. */
export function ContactField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="contact"
      validateFirst
      label={t('consignment.contact.label')}
      rules={[
        { required: true, message: t('consignment.contact.required') },
        schemaRule(consignmentInputSchema.shape.contact, t('consignment.contact.invalid')),
      ]}
      extra={t('consignment.contact.hint')}
    >
      <Input maxLength={50} autoComplete="tel" placeholder={t('consignment.contact.placeholder')} />
    </Form.Item>
  );
}
