import type { TenantInfo } from '@gs/shared/tenant';

// Apart from the notice itself (antd, a lazy chunk), so the frame decides without loading it.

/** Why the storefront is closed: no service 5483 (SPEC §6), suspended by the platform, or the platform's own host. */
export type ClosedReason = 'disabled' | 'suspended' | 'platform';

/** The reason a tenant's storefront is closed, or null when it trades. */
export function closedReason(
  tenant: Pick<TenantInfo, 'kind' | 'status' | 'groups'>,
  serviceCode: string,
): ClosedReason | null {
  if (tenant.kind === 'platform') return 'platform';
  if (tenant.status === 'suspended') return 'suspended';
  if (!tenant.groups.includes(serviceCode)) return 'disabled';
  return null;
}
