/** Identity: users, sessions, captcha, SMS codes, profile and real-name verification. */
export { resolveSessionPrincipal } from './auth/sessions.service.ts';
export { identityPlugin } from './identity.plugin.ts';
export { createIdentityDeps, createSecretBoxFromConfig, type IdentityDeps } from './identity-deps.ts';
export {
  assertRealNameLevelTwo,
  hasRealNameLevelTwo,
  REAL_NAME_PAGE,
  readVerifiedName,
} from './realname/realname.service.ts';
export type { SmsSender } from './sms/sms-sender.ts';
