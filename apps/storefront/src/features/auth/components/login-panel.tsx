import { Alert, Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginMode = 'password' | 'sms';

interface LoginPanelProps {
  onForgotPassword: () => void;
  /** Set after a password reset: the phone to prefill and a note that the new password is ready. */
  resetPhone: string | null;
}

/** The Login tab: password or SMS-code login, and the way to a password reset. */
export function LoginPanel({ onForgotPassword, resetPhone }: LoginPanelProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');

  return (
    <>
      {resetPhone ? <Alert type="success" showIcon title={t('auth.reset.done')} style={{ marginBottom: 16 }} /> : null}
      <Segmented<LoginMode>
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'password', label: t('auth.login.passwordMode') },
          { value: 'sms', label: t('auth.login.smsMode') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'password' ? <PasswordLoginForm initialUsername={resetPhone ?? undefined} /> : <SmsLoginForm />}
      <div className={styles.links}>
        <span />
        <Button type="link" className={styles.linkButton} onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </Button>
      </div>
    </>
  );
}
