import { partnerSignedParams } from '@gs/shared/partners';
import type { PartnerLinkParams } from '../api/login-with-partner-link';

/** The signed parameters of a partner link, or null when one is missing. */
export function readPartnerLinkParams(search: URLSearchParams): PartnerLinkParams | null {
  const names = [...partnerSignedParams, 'sign'] as const;
  const entries = names.map((name) => [name, search.get(name) ?? ''] as const);
  if (entries.some(([, value]) => value === '')) return null;
  return Object.fromEntries(entries) as PartnerLinkParams;
}

/** The query left once the signed parameters are removed (a partner may add `gameId`, which is not signed). */
export function withoutSignedParams(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of [...partnerSignedParams, 'sign']) rest.delete(name);
  return rest;
}
