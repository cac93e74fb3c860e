import { type PartnerSession, type PartnerSignedParam, partnerSessionSchema } from '@gs/shared/partners';
import { refreshQueriesForSessionChange } from '@gs/web/session-scope';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storePartnerBranding } from '../../../lib/partner-branding';
import { api } from '../../../lib/request';
import { setToken, setUserInfo } from '../../../lib/storage';

export type PartnerLinkParams = Record<PartnerSignedParam | 'sign', string>;

/**
 * GET /api/other/getOtherLsLogin with the partner's signed parameters. The link decides who signs in, whoever was
 * signed in before; the stored token goes along only as proof that the account the link names is the signed-in
 * user's own (an account that existed before the partner is linked only so: PARTNER_LINK_CONFIRM otherwise).
 */
export async function loginWithPartnerLink(params: PartnerLinkParams): Promise<PartnerSession> {
  const data = await api.get('/api/other/getOtherLsLogin', params);
  return partnerSessionSchema.parse(data);
}

/**
 * Signs in through the link, then stores the session as every login does (token, user info, queries refreshed)
 * and the partner's branding for this tab, before the caller's `onSuccess` runs.
 */
export function useLoginWithPartnerLink({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<PartnerSession, Error, PartnerLinkParams>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: loginWithPartnerLink,
    onSuccess: (...args) => {
      const session = args[0];
      setToken(session.token);
      setUserInfo(session.userInfo);
      storePartnerBranding(session.userInfo.userId, session.partner);
      refreshQueriesForSessionChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
