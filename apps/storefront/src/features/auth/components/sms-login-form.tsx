import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PhoneField } from '../../../components/phone-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useCaptcha } from '../../../hooks/use-captcha';
import { authErrorFields } from '../../../lib/auth-error-fields';
import { useLoginWithSms } from '../api/login-with-sms';

interface SmsLoginValues {
  phone: string;
  smsCode: string;
}

/** Login with a code texted to the phone; the image captcha guards sending the code. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const captcha = useCaptcha('sms-login');
  const login = useLoginWithSms();
  const { onFinish, error } = useFormSubmit(
    form,
    async (values: SmsLoginValues) => {
      await login.mutateAsync({ phone: values.phone, smsCode: values.smsCode });
    },
    { fields: authErrorFields() },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={onFinish}
      aria-label={t('auth.login.smsMode')}
    >
      <FormErrorAlert error={error} />
      <PhoneField />
      <CaptchaField captcha={captcha} checkOnSubmit={false} />
      <SmsCodeField form={form} scene="login" captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
