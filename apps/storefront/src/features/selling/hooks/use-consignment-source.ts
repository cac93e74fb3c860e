import type { ConsignmentDetail } from '@gs/shared/consignment';
import { useMemo } from 'react';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { useTenant } from '../../../hooks/use-tenant';
import { useGameTemplate } from '../../../lib/get-game-template';
import { useConsignment } from '../api/get-consignment';
import type { DraftScope } from '../utils/consignment-draft';

/**
 * What the consignment form and its review both stand on: the listing being edited (with `id`), the game (from
 * the URL, or the listing's), its template, and where the draft is kept (tenant, user, game, listing).
 */
export function useConsignmentSource(gameIdParam: number | null, listingId: number | null) {
  const tenant = useTenant();
  const { userInfo } = useStoredSession();
  const listing = useConsignment(listingId);
  const gameId = listing.data?.gameId ?? gameIdParam;
  const template = useGameTemplate(listingId !== null && !listing.data ? null : gameId);
  const tenantId = tenant.data?.tenantId ?? null;
  const userId = userInfo?.userId ?? null;
  // One object per draft, so what depends on it (the debounced save) is not rebuilt on every render.
  const scope = useMemo<DraftScope | null>(
    () => (tenantId !== null && userId !== null && gameId !== null ? { tenantId, userId, gameId, listingId } : null),
    [tenantId, userId, gameId, listingId],
  );
  const pending =
    (listingId !== null && listing.isPending) || (gameId !== null && template.isPending) || tenant.isPending;
  const failed = listing.isError || template.isError || tenant.isError;
  const retry = () => {
    if (listing.isError) void listing.refetch();
    if (template.isError) void template.refetch();
    if (tenant.isError) void tenant.refetch();
  };
  const detail: ConsignmentDetail | undefined = listing.data;
  return { gameId, listing: detail, template: template.data, scope, pending, failed, retry };
}
