import type { UserContext } from '../../../lib/context.ts';
import { claimOutcomeNames } from '../../../lib/messages/claims.ts';
import { type MessageKey, renderMessage } from '../../../lib/messages.ts';
import { findOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { yuan } from './claim-money.ts';
import { findClaim, findUserPhoneOf } from './claims.repository.ts';

/** What happened to a claim that its parties hear of by SMS. */
export type ClaimNoticeEvent = 'opened' | 'asked-buyer' | 'decided' | 'withdrawn';

/** Times in the notices: the shops' buyers are in China. */
const dueFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Who hears of the event, with which message. */
function recipientsOf(
  event: ClaimNoticeEvent,
  claim: { opened_by: 'buyer' | 'staff'; seller_user_id: number | null; buyer_user_id: number },
): { userId: number; key: MessageKey }[] {
  const seller = claim.seller_user_id;
  const toSeller = (key: MessageKey) => (seller === null ? [] : [{ userId: seller, key }]);
  switch (event) {
    case 'opened':
      return [
        ...toSeller('claimNoticeOpened'),
        ...(claim.opened_by === 'staff'
          ? [{ userId: claim.buyer_user_id, key: 'claimNoticeOpenedForBuyer' as const }]
          : []),
      ];
    case 'asked-buyer':
      return [{ userId: claim.buyer_user_id, key: 'claimNoticeAskBuyer' }];
    case 'decided':
      return [{ userId: claim.buyer_user_id, key: 'claimNoticeDecidedBuyer' }, ...toSeller('claimNoticeDecidedSeller')];
    case 'withdrawn':
      return toSeller('claimNoticeWithdrawn');
  }
}

/**
 * Tells the claim's buyer and seller by SMS what just happened to it, in the shop's language, after the change has
 * committed. Best effort: each text is recorded in the SMS outbox (sent, failed or over the phone's daily cap of
 * notices); the claim's page says the same.
 */
export async function notifyClaimParties(
  ctx: Pick<UserContext, 'db' | 'tenantId' | 'tenant' | 'clock'>,
  deps: Pick<TradeDeps, 'notifyBySms'>,
  claimId: number,
  event: ClaimNoticeEvent,
): Promise<void> {
  const claim = await findClaim(ctx.db, ctx.tenantId, claimId);
  const order = claim && (await findOrder(ctx.db, ctx.tenantId, claim.order_id));
  if (!claim || !order) return;
  const locale = ctx.tenant.default_locale;
  const outcome = claim.outcome ? claimOutcomeNames[claim.outcome] : undefined;
  const params = {
    shop: ctx.tenant.name,
    orderNo: order.order_no,
    due: claim.seller_reply_due_at ? dueFormat.format(claim.seller_reply_due_at) : '',
    outcome: outcome?.[locale].replace('{amount}', yuan(claim.amount_fen ?? 0)) ?? '',
  };
  for (const recipient of recipientsOf(event, claim)) {
    const user = await findUserPhoneOf(ctx.db, ctx.tenantId, recipient.userId);
    if (!user?.phone) continue;
    const text = renderMessage(recipient.key, locale, params);
    await deps.notifyBySms(
      ctx.db,
      { tenantId: ctx.tenantId, phone: user.phone, scene: `claim-${event}`, text },
      ctx.clock.now(),
    );
  }
}
