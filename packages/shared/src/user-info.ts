import { z } from 'zod';
import { buildOnFirstUse } from './build-on-first-use.ts';

/**
 * The signed-in user as the login, register and profile calls answer it, and as every storefront page's header shows
 * it. A module of its own (identity.ts re-exports it): the frame needs this and not identity's other schemas. Built
 * on first use (see buildOnFirstUse): a visitor's pages, with no stored user, never build it.
 */
export const userInfoSchema = buildOnFirstUse(() =>
  z.object({
    userId: z.number().int(),
    nickName: z.string(),
    avatar: z.string(),
  }),
);
export type UserInfo = z.infer<ReturnType<typeof userInfoSchema>>;

/** Masks an 11-character nickname as SPEC §3 says: first 3, ****, last 4; anything else as is. */
export function maskNickName(nickName: string): string {
  const chars = [...nickName];
  return chars.length === 11 ? `${chars.slice(0, 3).join('')}****${chars.slice(7).join('')}` : nickName;
}
