import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { passwordSchema, phoneSchema } from '@gs/shared/identity';
import { captchaPayload } from '@gs/web/captcha';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCaptcha } from '../api/get-captcha';
import { resetPassword, sendResetCode } from '../api/reset-password';
import { CAPTCHA_FIELD, CaptchaField } from './captcha-field';

interface SetPasswordValues {
  phone: string;
  smsCode: string;
  password: string;
  confirm: string;
  [CAPTCHA_FIELD]?: string;
}

const errorFields = {
  aliases: { code: CAPTCHA_FIELD, 'query.phone': 'phone', 'body.phone': 'phone', 'body.smsCode': 'smsCode' },
  errorCodes: { CAPTCHA_INVALID: CAPTCHA_FIELD, SMS_CODE_INVALID: 'smsCode' },
};

/**
 * Sets (or resets) a staff member's password with an SMS code: a new shop's owner sets their first password this way
 * (the platform sent them a code), anyone who forgot theirs gets a new code here. On success the login form takes
 * over with the phone filled in.
 */
export function SetPasswordForm({ onDone }: { onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SetPasswordValues>();
  const captcha = useCaptcha();
  const [sending, setSending] = useState(false);
  const [sentError, setSentError] = useState<unknown>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const sendCode = async () => {
    setSentError(null);
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    if (captcha.data?.captchaEnabled && !form.getFieldValue(CAPTCHA_FIELD)?.trim()) {
      form.setFields([{ name: CAPTCHA_FIELD, errors: [t('auth.captcha.required')] }]);
      return;
    }
    setSending(true);
    try {
      const values = form.getFieldsValue();
      const sent = await sendResetCode({
        phone: values.phone.trim(),
        ...captchaPayload(captcha.data, values[CAPTCHA_FIELD]),
      });
      setWaitSeconds(sent.resendAfter);
    } catch (failure) {
      setSentError(failure);
    } finally {
      // The captcha was spent on this request whatever the outcome.
      form.setFields([{ name: CAPTCHA_FIELD, value: '' }]);
      void captcha.refetch();
      setSending(false);
    }
  };

  const { onFinish, error } = useFormSubmit(
    form,
    async (values: SetPasswordValues) => {
      await resetPassword({ phone: values.phone.trim(), smsCode: values.smsCode.trim(), password: values.password });
      onDone(values.phone.trim());
    },
    { fields: errorFields },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={onFinish}
      aria-label={t('auth.setPassword.title')}
      requiredMark={false}
    >
      <Alert type="info" showIcon title={t('auth.setPassword.intro')} style={{ marginBottom: 16 }} />
      <FormErrorAlert error={error ?? sentError} />
      {waitSeconds > 0 ? (
        <Alert type="success" showIcon title={t('auth.setPassword.codeSent')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="phone"
        label={t('auth.setPassword.phone')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!phoneSchema.safeParse((value ?? '').trim()).success)
                throw new Error(t('auth.setPassword.phoneInvalid'));
            },
          },
        ]}
      >
        <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <CaptchaField captcha={captcha} checkedOnSubmit={false} />
      <Form.Item label={t('auth.setPassword.smsCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[{ pattern: /^\d{6}$/, required: true, message: t('auth.setPassword.smsCodeInvalid') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              aria-label={t('auth.setPassword.smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending} disabled={waitSeconds > 0}>
            {waitSeconds > 0
              ? t('auth.setPassword.resendIn', { seconds: waitSeconds })
              : t('auth.setPassword.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.setPassword.password')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!passwordSchema.safeParse(value ?? '').success) throw new Error(t('auth.setPassword.passwordRule'));
            },
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.setPassword.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth.setPassword.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('auth.setPassword.confirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('auth.setPassword.submit')}
      </Button>
    </Form>
  );
}
