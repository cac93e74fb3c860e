import type { Captcha } from '@gs/shared/identity';
import type { UseQueryResult } from '@tanstack/react-query';
import { Form, Input, Space, Spin } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The form field name of the typed captcha text (the server calls it `code`). */
export const CAPTCHA_FIELD = 'captchaCode';

/**
 * The shop's image captcha and its input; clicking the image loads a new one. Renders nothing when the shop has
 * the captcha off, so the form neither asks for nor sends it.
 */
export function CaptchaField({
  captcha,
  checkedOnSubmit = true,
}: {
  captcha: UseQueryResult<Captcha>;
  /** False where the captcha guards one button, not the form's submit (sending an SMS code); that button checks it. */
  checkedOnSubmit?: boolean;
}) {
  const { t } = useTranslation();
  // The label sits on the outer item while the input is a nested noStyle item: link them explicitly.
  const inputId = useId();
  if (captcha.data && !captcha.data.captchaEnabled) return null;

  let image = <Spin size="small" />;
  if (captcha.isError && !captcha.isFetching) image = <span>{t('auth.captcha.loadFailed')}</span>;
  else if (captcha.data && !captcha.isFetching) {
    image = <img src={captcha.data.img} alt={t('auth.captcha.imageAlt')} style={{ display: 'block', height: 30 }} />;
  }

  return (
    <Form.Item label={t('auth.captcha.label')} htmlFor={inputId} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name={CAPTCHA_FIELD}
          noStyle
          rules={checkedOnSubmit ? [{ required: true, whitespace: true, message: t('auth.captcha.required') }] : []}
        >
          <Input id={inputId} maxLength={10} autoComplete="off" autoCapitalize="off" spellCheck={false} />
        </Form.Item>
        <button
          type="button"
          onClick={() => void captcha.refetch()}
          aria-label={t('auth.captcha.refresh')}
          title={t('auth.captcha.refresh')}
          style={{
            flex: 'none',
            width: 120,
            padding: 0,
            border: '1px solid #d9d9d9',
            borderInlineStart: 'none',
            borderRadius: '0 6px 6px 0',
            background: '#fff',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {image}
        </button>
      </Space.Compact>
    </Form.Item>
  );
}
