import type { Captcha } from '@gs/shared/identity';
import type { UseQueryResult } from '@tanstack/react-query';
import { Form, Input, Spin } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_FIELD } from '../lib/auth-error-fields';
import styles from './inline-field.module.css';

interface CaptchaFieldProps {
  captcha: UseQueryResult<Captcha>;
  /**
   * Whether submitting the form needs it. Forms where the captcha only guards sending an SMS pass false:
   * the send button checks it instead, and the field is empty again once the code has gone out.
   */
  checkOnSubmit?: boolean;
}

/**
 * The image captcha and its input. Clicking the image loads a new one. Renders nothing when the tenant has
 * the captcha off, so the form neither asks for nor sends it.
 */
export function CaptchaField({ captcha, checkOnSubmit = true }: CaptchaFieldProps) {
  const { t } = useTranslation();
  // The label sits on the outer item while the input is a nested noStyle item: link them explicitly.
  const inputId = useId();
  if (captcha.data && !captcha.data.captchaEnabled) return null;

  let image = <Spin size="small" />;
  if (captcha.isError && !captcha.isFetching) image = <span>{t('auth.captcha.loadFailed')}</span>;
  else if (captcha.data && !captcha.isFetching) image = <img src={captcha.data.img} alt={t('auth.captcha.imageAlt')} />;

  return (
    <Form.Item label={t('auth.captcha.label')} htmlFor={inputId} required>
      <div className={styles.inline}>
        <Form.Item
          name={CAPTCHA_FIELD}
          noStyle
          rules={checkOnSubmit ? [{ required: true, whitespace: true, message: t('auth.captcha.required') }] : []}
        >
          <Input
            id={inputId}
            placeholder={t('auth.captcha.placeholder')}
            maxLength={10}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </Form.Item>
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => void captcha.refetch()}
          aria-label={t('auth.captcha.refresh')}
          title={t('auth.captcha.refresh')}
        >
          {image}
        </button>
      </div>
    </Form.Item>
  );
}
