import { ArrowLeftOutlined } from '@ant-design/icons';
import { safeRedirectTarget } from '@gs/web/safe-redirect';
import { Alert, Button, Card, ConfigProvider, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { type LoginReason, paths } from '../../../lib/paths';
import { LoginPanel } from '../components/login-panel';
import { RegisterForm } from '../components/register-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import styles from './login-page.module.css';

type AuthView = 'login' | 'register' | 'reset';

function readView(params: URLSearchParams): AuthView {
  const tab = params.get('tab');
  return tab === 'register' || tab === 'reset' ? tab : 'login';
}

const reasons: readonly LoginReason[] = ['favourite'];

/** Why the visitor was sent here (`?reason=`), when it is one the page knows how to say. */
function readReason(params: URLSearchParams): LoginReason | null {
  return reasons.find((reason) => reason === params.get('reason')) ?? null;
}

// Large controls of at least 44 px: comfortable touch targets (UX.md, Forms).
const touchTheme = { token: { controlHeightLG: 44 } };

/** /login: log in (password or SMS), register (`?tab=register`) or reset the password (`?tab=reset`). */
export function LoginPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useStoredSession();
  const [params, setParams] = useSearchParams();
  const [resetPhone, setResetPhone] = useState<string | null>(null);

  // Logged in already, or just now: leave for where the user came from (only if it is a path on this site).
  const location = useLocation();
  // Arriving from the logout dialog: the session is being cleared right now, so do not bounce the user away.
  const loggingOut = (location.state as { loggingOut?: boolean } | null)?.loggingOut === true;
  const navigate = useNavigate();
  // Once the session is gone the mark has done its job; dropping it lets a new login redirect as usual.
  useEffect(() => {
    if (loggingOut && !isLoggedIn)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [loggingOut, isLoggedIn, navigate, location.pathname, location.search]);
  if (isLoggedIn && !loggingOut)
    return <Navigate to={safeRedirectTarget(params.get('fromRoute'), { loginPath: paths.login })} replace />;

  const view = readView(params);
  const reason = readReason(params);
  const showView = (next: AuthView, replace: boolean) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'login') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace },
    );
  };

  return (
    <ConfigProvider componentSize="large" theme={touchTheme}>
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('route.login')}</h1>
        <Card className={styles.card}>
          {reason && view !== 'reset' ? (
            <Alert type="info" showIcon title={t(`auth.reason.${reason}`)} className={styles.reason} />
          ) : null}
          {view === 'reset' ? (
            <>
              <Button
                type="link"
                icon={<ArrowLeftOutlined />}
                className={styles.backButton}
                onClick={() => showView('login', false)}
              >
                {t('auth.reset.back')}
              </Button>
              <h1 className={styles.resetTitle}>{t('auth.reset.title')}</h1>
              <ResetPasswordForm
                onDone={(phone) => {
                  setResetPhone(phone);
                  showView('login', true);
                }}
              />
            </>
          ) : (
            <Tabs
              activeKey={view}
              onChange={(key) => showView(key === 'register' ? 'register' : 'login', true)}
              destroyOnHidden
              centered
              items={[
                {
                  key: 'login',
                  label: t('auth.tabs.login'),
                  children: <LoginPanel resetPhone={resetPhone} onForgotPassword={() => showView('reset', false)} />,
                },
                { key: 'register', label: t('auth.tabs.register'), children: <RegisterForm /> },
              ]}
            />
          )}
        </Card>
      </div>
    </ConfigProvider>
  );
}
