import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { loginPath, paths } from '../../../lib/paths';
import { useLoginWithPartnerLink } from '../api/login-with-partner-link';
import { readPartnerLinkParams, withoutSignedParams } from '../utils/partner-link-params';

/**
 * /pages/leishenkuaishu?partner&uid&phone&ts&nonce&sign[&gameId]: a partner app's signed link (see the README's
 * "Partner quick-sell"). Signs the partner's user in, takes the signed parameters out of the address bar (they
 * work once anyway), and goes on to quick recycle, where the partner's branding is shown. A refused link explains
 * itself and offers the normal login.
 */
export function LeishenKuaishuPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // Read once: the address bar loses the signed parameters right after.
  const [link] = useState(() => ({ params: readPartnerLinkParams(search), rest: withoutSignedParams(search) }));
  const started = useRef(false);
  const signIn = useLoginWithPartnerLink({
    onSuccess: () => {
      const gameId = link.rest.get('gameId');
      const query = gameId && /^\d+$/.test(gameId) ? `?${new URLSearchParams({ gameId }).toString()}` : '';
      navigate(paths.quickRecycle + query, { replace: true });
    },
  });
  const { mutate } = signIn;

  useEffect(() => {
    // Once per page (React's development double effects included): a second call would be a replay.
    if (started.current) return;
    started.current = true;
    setSearch(link.rest, { replace: true });
    if (link.params) mutate(link.params);
  }, [link, mutate, setSearch]);

  const title = t('partner.title');
  let body: React.ReactNode;
  if (signIn.error instanceof ApiError && signIn.error.errorCode === 'PARTNER_LINK_CONFIRM' && link.params) {
    // The phone has an account here that the partner never opened: its owner signs in to it, then comes back to the
    // same link (its minutes permitting), which then links it.
    const back = `${paths.leishenkuaishu}?${new URLSearchParams({ ...Object.fromEntries(link.rest), ...link.params })}`;
    body = (
      <ErrorState
        title={t('partner.confirmTitle')}
        description={signIn.error.msg}
        action={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(loginPath(back))}>
              {t('partner.confirmLogIn')}
            </Button>
            <Button onClick={() => navigate(paths.home)}>{t('partner.home')}</Button>
          </Space>
        }
      />
    );
  } else if (!link.params || signIn.isError) {
    const refused = !link.params || (signIn.error instanceof ApiError && signIn.error.code === 401);
    body = (
      <ErrorState
        title={refused ? t('partner.invalidTitle') : t('partner.failedTitle')}
        description={
          refused
            ? t('partner.invalidDescription')
            : signIn.error instanceof ApiError
              ? signIn.error.msg
              : describeError(signIn.error, t)
        }
        action={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(loginPath(paths.quickRecycle))}>
              {t('partner.logIn')}
            </Button>
            <Button onClick={() => navigate(paths.home)}>{t('partner.home')}</Button>
          </Space>
        }
      />
    );
  } else {
    body = <LoadingState label={t('partner.signingIn')} rows={4} />;
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}
