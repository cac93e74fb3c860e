import { nickNameSchema, type RegisterInput } from '@gs/shared/identity';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PhoneField } from '../../../components/phone-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useCaptcha } from '../../../hooks/use-captcha';
import { authErrorFields } from '../../../lib/auth-error-fields';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { PasswordFields } from './password-fields';

interface RegisterValues {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  nickName?: string;
  agree?: boolean;
}

function toRegisterInput(values: RegisterValues): RegisterInput {
  const nickName = values.nickName?.trim();
  return {
    phone: values.phone,
    smsCode: values.smsCode,
    password: values.password,
    ...(nickName ? { nickName } : {}),
    agree: true,
  };
}

/** Creates an account with a phone verified by SMS; on success the user is logged in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha('register');
  const registerAccount = useRegister();
  const { onFinish, error } = useFormSubmit(
    form,
    async (values: RegisterValues) => {
      await registerAccount.mutateAsync(toRegisterInput(values));
    },
    { fields: authErrorFields() },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      requiredMark="optional"
      onFinish={onFinish}
      aria-label={t('auth.tabs.register')}
    >
      <FormErrorAlert error={error} />
      <PhoneField />
      <CaptchaField captcha={captcha} checkOnSubmit={false} />
      <SmsCodeField form={form} scene="register" captcha={captcha} />
      <PasswordFields />
      <Form.Item
        name="nickName"
        label={t('auth.register.nickNameLabel')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !nickNameSchema.safeParse(value).success) {
                throw new Error(t('auth.register.nickNameInvalid'));
              }
            },
          },
        ]}
      >
        <Input maxLength={20} autoComplete="nickname" placeholder={t('auth.register.nickNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        validateTrigger="onChange"
        rules={[
          {
            validator: async (_, value: boolean | undefined) => {
              if (!value) throw new Error(t('auth.register.agreeRequired'));
            },
          },
        ]}
      >
        <Checkbox>
          {t('auth.register.agreePrefix')}{' '}
          <a href={paths.privacyAgreement} target="_blank" rel="noopener noreferrer">
            {t('auth.register.agreementLink')}
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registerAccount.isPending}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
