import { phoneSchema } from '@gs/shared/identity';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** An 11-digit mainland mobile number, with the numeric keyboard on phones. */
export function PhoneField({ name = 'phone', label }: { name?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label ?? t('auth.phone.label')}
      rules={[
        { required: true, message: t('auth.phone.required') },
        {
          validator: async (_, value: string | undefined) => {
            if (value && !phoneSchema.safeParse(value).success) throw new Error(t('auth.phone.invalid'));
          },
        },
      ]}
    >
      <Input inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('auth.phone.placeholder')} />
    </Form.Item>
  );
}
