import type { FastifyInstance } from 'fastify';
import type { PrivateUploads } from '../uploads/index.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { realNameStaffRoutes } from './realname/realname-staff.routes.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { smsStaffRoutes } from './sms/sms-staff.routes.ts';

export interface IdentityPluginOptions {
  deps: IdentityDeps;
  /** Login attempts per IP and minute (captchas get twice as many). */
  loginPerIpPerMinute: number;
  /** The private store holding the uploads staff look at (ID card photos). */
  privateUploads: PrivateUploads;
}

/** Identity under /api: captcha, SMS codes, register/login/sessions, profile and real name, and their staff calls. */
export async function identityPlugin(api: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const { deps, loginPerIpPerMinute: perIp } = options;
  await api.register(captchaRoutes, { deps: deps.captcha, perIpPerMinute: perIp * 2 });
  await api.register(smsRoutes, { deps: deps.sms });
  await api.register(authRoutes, { deps: deps.login, perIpPerMinute: perIp });
  await api.register(profileRoutes, { profile: { sms: deps.sms, login: deps.login }, realName: deps.realName });
  await api.register(realNameStaffRoutes, {
    privateUploads: options.privateUploads,
    secretBox: deps.realName.secretBox,
  });
  await api.register(smsStaffRoutes);
}
