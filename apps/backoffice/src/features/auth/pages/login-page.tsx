import { safeRedirectTarget } from '@gs/web/safe-redirect';
import { Alert, Button, Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStoredToken } from '../../../hooks/use-stored-session';
import { useTenant } from '../../../hooks/use-tenant';
import { asksToEndSession, paths } from '../../../lib/paths';
import { PasswordLoginForm } from '../components/password-login-form';
import { SetPasswordForm } from '../components/set-password-form';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * /admin/login: staff sign in with the identity of this host's shop. Signed in (just now, or already), it goes on
 * to `redirect` (a path inside the back office) or home. Opened with `endSessionState`, it signs out first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const settingPassword = params.get('mode') === 'set-password';
  const [passwordSetFor, setPasswordSetFor] = useState<string | null>(null);
  const token = useStoredToken();
  const { data: tenant } = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const endSession = asksToEndSession(location.state);
  useDocumentTitle(t('auth.login.title'));
  const target = safeRedirectTarget(params.get('redirect'), { fallback: paths.home, loginPath: paths.login });

  // Sent here to end the session (sign-out, expired, no access): end it, then drop the request so that the next
  // sign-in goes on as usual.
  useEffect(() => {
    if (!endSession) return;
    void signOut();
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [endSession, signOut, navigate, location.pathname, location.search]);

  if (token && !endSession) return <Navigate to={target} replace />;

  const reason = params.get('reason');
  let notice: string | null = null;
  if (reason === 'expired') notice = t('auth.login.expired');
  else if (reason === 'no-access') notice = t('auth.login.noStaffRole');

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        boxSizing: 'border-box',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
          {tenant?.tenantName ?? ''}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 14, fontWeight: 'normal' }}>
            {t('auth.login.title')}
          </Typography.Text>
        </Typography.Title>
        {notice ? <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
        {passwordSetFor && !settingPassword ? (
          <Alert type="success" showIcon title={t('auth.setPassword.done')} style={{ marginBottom: 16 }} />
        ) : null}
        {settingPassword ? (
          <SetPasswordForm
            onDone={(phone) => {
              setPasswordSetFor(phone);
              setParams((current) => {
                current.delete('mode');
                return current;
              });
            }}
          />
        ) : (
          <PasswordLoginForm initialUsername={passwordSetFor ?? undefined} />
        )}
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={() =>
            setParams((current) => {
              if (settingPassword) current.delete('mode');
              else current.set('mode', 'set-password');
              return current;
            })
          }
        >
          {settingPassword ? t('auth.setPassword.back') : t('auth.setPassword.link')}
        </Button>
      </Card>
    </main>
  );
}
