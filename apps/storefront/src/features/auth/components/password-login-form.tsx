import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useExclusiveSubmit } from '../../../hooks/use-exclusive-submit';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { captchaPayload, useCaptcha } from '../api/get-captcha';
import { useLoginWithPassword } from '../api/login-with-password';
import { authErrorFields, CAPTCHA_FIELD } from '../utils/auth-error-fields';
import { CaptchaField } from './captcha-field';

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
  const [error, setError] = useState<unknown>(null);

  const onFinish = useExclusiveSubmit(async (values: PasswordLoginValues) => {
    setError(null);
    try {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        ...captchaPayload(captcha.data, values[CAPTCHA_FIELD]),
      });
    } catch (failure) {
      // The captcha was spent on this attempt whatever the outcome.
      form.setFields([{ name: CAPTCHA_FIELD, value: '' }]);
      void captcha.refetch();
      if (!applyServerFieldErrors(form, failure, authErrorFields('username'))) setError(failure);
    }
  });

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
