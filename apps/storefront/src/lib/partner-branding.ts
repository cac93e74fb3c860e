import { type PartnerBranding, partnerBrandingSchema } from '@gs/shared/partners';
import { z } from 'zod';

/**
 * The partner a user arrived through (`/pages/leishenkuaishu`), kept for the browser tab in sessionStorage with the
 * user it signed in, so the quick-sell pages can show "in partnership with …" for that user only.
 */
const KEY = 'partnerBranding';
const storedSchema = z.object({ userId: z.number().int(), partner: partnerBrandingSchema });

export function storePartnerBranding(userId: number, partner: PartnerBranding): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, partner }));
  } catch {
    // Storage refused (private mode, quota): the branding is a nicety, the sign-in still worked.
  }
}

/** The branding stored for this user, or null. */
export function readPartnerBranding(userId: number | null): PartnerBranding | null {
  if (userId === null) return null;
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success && parsed.data.userId === userId ? parsed.data.partner : null;
  } catch {
    return null;
  }
}
