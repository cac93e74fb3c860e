import { type Captcha, type SmsScene, smsCodeSchema } from '@gs/shared/identity';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { useCountdown } from '@gs/web/hooks/use-countdown';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSmsCode } from '../hooks/use-send-sms-code';
import { authErrorFields, CAPTCHA_FIELD } from '../lib/auth-error-fields';
import { captchaPayload } from '../lib/get-captcha';
import styles from './inline-field.module.css';

/** Used when the server does not say how long to wait before another code. */
export const DEFAULT_RESEND_SECONDS = 60;
export const SMS_CODE_FIELD = 'smsCode';

interface SmsCodeFieldProps {
  form: FormInstance;
  scene: SmsScene;
  captcha: UseQueryResult<Captcha>;
  phoneField?: string;
}

/**
 * The SMS code input with its send button. Sending checks the phone and captcha fields first, counts down
 * from the server's wait (`resendAfter`, or a 429's `retryAfter`), and loads a new captcha after every
 * attempt because the server accepts each captcha once.
 */
export function SmsCodeField({ form, scene, captcha, phoneField = 'phone' }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const send = useSendSmsCode();
  // The label sits on the outer item while the input is a nested noStyle item: link them explicitly.
  const inputId = useId();
  const { remaining, start } = useCountdown();
  const [validMinutes, setValidMinutes] = useState<number | null>(null);
  const captchaOn = captcha.data?.captchaEnabled ?? true;

  async function sendCode() {
    const code: string = (form.getFieldValue(CAPTCHA_FIELD) ?? '').trim();
    let phoneValid = true;
    try {
      await form.validateFields([phoneField]);
    } catch {
      phoneValid = false;
    }
    if (captchaOn && !code) form.setFields([{ name: CAPTCHA_FIELD, errors: [t('auth.captcha.required')] }]);
    if (!phoneValid || (captchaOn && !code)) return;
    const phone: string = form.getFieldValue(phoneField);
    setValidMinutes(null);
    try {
      const sent = await send.mutateAsync({ phone, scene, ...captchaPayload(captcha.data, code) });
      start(sent.resendAfter > 0 ? sent.resendAfter : DEFAULT_RESEND_SECONDS);
      setValidMinutes(Math.max(1, Math.round(sent.expiresIn / 60)));
      form.setFields([{ name: CAPTCHA_FIELD, value: '' }]);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) start(error.retryAfter);
      form.setFields([{ name: CAPTCHA_FIELD, value: '' }]);
      if (!applyServerFieldErrors(form, error, authErrorFields(phoneField))) {
        form.setFields([{ name: SMS_CODE_FIELD, errors: [describeError(error, t)] }]);
      }
    } finally {
      void captcha.refetch();
    }
  }

  const onSend = useExclusiveSubmit<void>(sendCode);
  const buttonText = remaining > 0 ? t('auth.sms.resendIn', { seconds: remaining }) : t('auth.sms.send');

  return (
    <Form.Item
      label={t('auth.sms.label')}
      htmlFor={inputId}
      required
      extra={validMinutes !== null ? t('auth.sms.sent', { minutes: validMinutes }) : undefined}
    >
      <div className={styles.inline}>
        <Form.Item
          name={SMS_CODE_FIELD}
          noStyle
          rules={[
            { required: true, message: t('auth.sms.required') },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !smsCodeSchema.safeParse(value).success) throw new Error(t('auth.sms.invalid'));
              },
            },
          ]}
        >
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.sms.placeholder')}
          />
        </Form.Item>
        <Button
          className={styles.sendButton}
          onClick={() => onSend()}
          loading={send.isPending}
          disabled={remaining > 0}
        >
          {buttonText}
        </Button>
      </div>
    </Form.Item>
  );
}
