import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PhoneField } from '../../../components/phone-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useCaptcha } from '../../../hooks/use-captcha';
import { authErrorFields } from '../../../lib/auth-error-fields';
import { useResetPassword } from '../api/reset-password';
import { PasswordFields } from './password-fields';

interface ResetPasswordValues {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Sets a new password with a code texted to the phone; `onDone` gets the phone so login can be prefilled. */
export function ResetPasswordForm({ onDone }: { onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordValues>();
  const captcha = useCaptcha('reset-password');
  const reset = useResetPassword();
  const { onFinish, error } = useFormSubmit(
    form,
    async (values: ResetPasswordValues) => {
      await reset.mutateAsync({ phone: values.phone, smsCode: values.smsCode, password: values.password });
      onDone(values.phone);
    },
    { fields: authErrorFields() },
  );

  return (
    <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={onFinish} aria-label={t('auth.reset.title')}>
      <FormErrorAlert error={error} />
      <PhoneField />
      <CaptchaField captcha={captcha} checkOnSubmit={false} />
      <SmsCodeField form={form} scene="reset" captcha={captcha} />
      <PasswordFields label={t('auth.reset.newPasswordLabel')} />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}
