import { applyServerFieldErrors } from '@gs/web/form-errors';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PhoneField } from '../../../components/phone-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useCaptcha } from '../../../hooks/use-captcha';
import { authErrorFields } from '../../../lib/auth-error-fields';
import { useUpdateProfile } from '../api/update-profile';

interface ChangePhoneValues {
  phone: string;
  smsCode: string;
  currentPassword: string;
}

/**
 * Moves the account to a new phone, proven by the current password and a code sent to that phone (scene
 * change-phone). The server then ends the user's other sessions.
 */
function ChangePhoneForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePhoneValues>();
  const captcha = useCaptcha('change-phone');
  const update = useUpdateProfile();
  const [error, setError] = useState<unknown>(null);

  const onOk = useExclusiveSubmit<void>(async () => {
    let values: ChangePhoneValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        phone: values.phone,
        smsCode: values.smsCode,
        currentPassword: values.currentPassword,
      });
      void message.success(t('profile.phoneChanged'));
      onDone();
    } catch (failure) {
      if (!applyServerFieldErrors(form, failure, authErrorFields())) setError(failure);
    }
  });

  return (
    <Modal
      open
      title={t('profile.changePhone')}
      okText={t('profile.changePhoneSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => onOk()}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" validateTrigger="onBlur" aria-label={t('profile.changePhone')}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="currentPassword"
          label={t('profile.currentPassword')}
          extra={t('profile.changePhoneEndsSessions')}
          rules={[{ required: true, message: t('profile.currentPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <PhoneField label={t('profile.newPhone')} />
        <CaptchaField captcha={captcha} checkOnSubmit={false} />
        <SmsCodeField form={form} scene="change-phone" captcha={captcha} />
      </Form>
    </Modal>
  );
}

/** The modal is mounted only while open, so each opening starts with an empty form and a fresh captcha. */
export function ChangePhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ChangePhoneForm onDone={onClose} onCancel={onClose} /> : null;
}
