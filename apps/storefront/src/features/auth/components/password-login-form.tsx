import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCaptcha } from '../../../hooks/use-captcha';
import { authErrorFields, CAPTCHA_FIELD } from '../../../lib/auth-error-fields';
import { captchaPayload } from '../../../lib/get-captcha';
import { useLoginWithPassword } from '../api/login-with-password';

interface PasswordLoginValues {
  username: string;
  password: string;
  [CAPTCHA_FIELD]?: string;
}

/** Login with phone or username, password and the image captcha. Failures show above the form. */
export function PasswordLoginForm({ initialUsername }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginValues>();
  const captcha = useCaptcha('password-login');
  const login = useLoginWithPassword();
  const { onFinish, error } = useFormSubmit(
    form,
    async (values: PasswordLoginValues) => {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        ...captchaPayload(captcha.data, values[CAPTCHA_FIELD]),
      });
    },
    {
      fields: authErrorFields('username'),
      // The captcha was spent on this attempt whatever the outcome.
      onFailure: () => {
        form.setFields([{ name: CAPTCHA_FIELD, value: '' }]);
        void captcha.refetch();
      },
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ username: initialUsername ?? '' }}
      onFinish={onFinish}
      aria-label={t('auth.login.passwordMode')}
    >
      <FormErrorAlert error={error} />
      <Form.Item
        name="username"
        label={t('auth.login.usernameLabel')}
        rules={[{ required: true, whitespace: true, message: t('auth.login.usernameRequired') }]}
      >
        <Input autoComplete="username" maxLength={64} placeholder={t('auth.login.usernamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password.label')}
        rules={[{ required: true, message: t('password.required') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} placeholder={t('password.placeholder')} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
