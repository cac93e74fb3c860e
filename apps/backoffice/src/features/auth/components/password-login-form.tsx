import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { captchaPayload } from '@gs/web/captcha';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCaptcha } from '../api/get-captcha';
import { NoStaffAccessError, useSignInStaff } from '../api/sign-in-staff';
import { CAPTCHA_FIELD, CaptchaField } from './captcha-field';

interface PasswordLoginValues {
  username: string;
  password: string;
  [CAPTCHA_FIELD]?: string;
}

// The identity endpoints' errors under the inputs they are about: the captcha's `code` is our `captchaCode`.
const errorFields = {
  aliases: { code: CAPTCHA_FIELD },
  errorCodes: { CAPTCHA_INVALID: CAPTCHA_FIELD },
};

/**
 * Staff sign-in with phone or username, password and the shop's captcha (when it has one on). An account without a
 * staff role is told so and stays signed out. Once the session is stored, the login page moves on.
 */
export function PasswordLoginForm({ initialUsername }: { initialUsername?: string | undefined } = {}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginValues>();
  const captcha = useCaptcha();
  const signIn = useSignInStaff();
  const { onFinish, error } = useFormSubmit(
    form,
    async (values: PasswordLoginValues) => {
      await signIn.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        ...captchaPayload(captcha.data, values[CAPTCHA_FIELD]),
      });
    },
    {
      fields: errorFields,
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
      onFinish={onFinish}
      aria-label={t('auth.login.title')}
      requiredMark={false}
      initialValues={initialUsername ? { username: initialUsername } : undefined}
    >
      <FormErrorAlert
        error={error}
        message={error instanceof NoStaffAccessError ? t('auth.login.noStaffRole') : undefined}
      />
      <Form.Item
        name="username"
        label={t('auth.login.usernameLabel')}
        rules={[{ required: true, whitespace: true, message: t('auth.login.usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.login.passwordLabel')}
        rules={[{ required: true, message: t('auth.login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
