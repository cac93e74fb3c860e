/** Identity: users, sessions, captcha, SMS codes, profile and real-name verification. */

export type { LoginDeps } from './auth/login.service.ts';
export type { ClientMeta } from './auth/sessions.service.ts';
export { resolveSessionPrincipal, revokeAllSessions } from './auth/sessions.service.ts';
export {
  findOrCreatePhoneAccount,
  openTrustedSession,
  type PhoneAccount,
} from './auth/trusted-login.service.ts';
export { identityPlugin } from './identity.plugin.ts';
export { createIdentityDeps, createSecretBoxFromConfig, type IdentityDeps } from './identity-deps.ts';
export {
  assertRealNameLevelTwo,
  hasRealNameLevelTwo,
  REAL_NAME_PAGE,
  readVerifiedName,
} from './realname/realname.service.ts';
export { type SmsDeps, sendSetupCode } from './sms/sms-codes.service.ts';
export { type NoticeOutcome, type SmsNotice, sendNoticeSms } from './sms/sms-notices.service.ts';
export type { SmsSender } from './sms/sms-sender.ts';
export { createUser, grantStaffRoles, loadActiveUser } from './users/users.service.ts';
