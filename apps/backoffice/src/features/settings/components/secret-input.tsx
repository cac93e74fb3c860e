import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SecretInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Whether a value is stored: then the field starts closed and typing a new one replaces it. */
  stored: boolean;
  /** A PEM key (several lines) rather than a short secret. */
  multiline?: boolean;
  'aria-label'?: string;
  maxLength: number;
}

/**
 * A write-only secret: empty keeps the stored one (the server never sends it back). When one is stored the field
 * is closed behind "Replace"; opening it asks for a whole new value, and "Keep the stored one" closes it again.
 */
export function SecretInput({ value, onChange, stored, multiline, maxLength, ...rest }: SecretInputProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(!stored);
  if (!editing) {
    return <Button onClick={() => setEditing(true)}>{t('settings.secret.replace')}</Button>;
  }
  const placeholder = stored ? t('settings.secret.newValue') : t('settings.secret.enterValue');
  const field = multiline ? (
    <Input.TextArea
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      rows={4}
      maxLength={maxLength}
      placeholder={placeholder}
      spellCheck={false}
      autoComplete="off"
      style={{ fontFamily: 'monospace', fontSize: 12 }}
      aria-label={rest['aria-label']}
    />
  ) : (
    <Input.Password
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="new-password"
      visibilityToggle={false}
      aria-label={rest['aria-label']}
    />
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {field}
      {stored ? (
        <Button
          size="small"
          onClick={() => {
            onChange?.('');
            setEditing(false);
          }}
        >
          {t('settings.secret.keep')}
        </Button>
      ) : null}
    </Space>
  );
}
