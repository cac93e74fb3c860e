import path from 'node:path';
import type { Config } from '../../config.ts';
import { createSecretBox, loadOrCreateDevKeyring, parseKeyring, type SecretBox } from '../../lib/secret-box.ts';
import type { LoginDeps } from './auth/login.service.ts';
import type { CaptchaDeps } from './captcha/captcha.service.ts';
import { createChinaIdVerifier } from './realname/id-verifier.ts';
import type { RealNameDeps } from './realname/realname.service.ts';
import { createAliyunSmsSender } from './sms/aliyun-sms-sender.ts';
import { createFileSmsSender } from './sms/file-sms-sender.ts';
import { createLogSmsSender } from './sms/log-sms-sender.ts';
import type { SmsDeps } from './sms/sms-codes.service.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface IdentityDeps {
  secretBox: SecretBox;
  captcha: CaptchaDeps;
  sms: SmsDeps;
  login: LoginDeps;
  realName: RealNameDeps;
}

/** The secret box from ENCRYPTION_KEYS, or (no configuration) a key file created under DATA_DIR. */
export function createSecretBoxFromConfig(config: Config): SecretBox {
  const keyring = config.ENCRYPTION_KEYS
    ? parseKeyring(config.ENCRYPTION_KEYS)
    : loadOrCreateDevKeyring(path.join(config.DATA_DIR, 'secrets', 'encryption-keys'));
  return createSecretBox(keyring);
}

function createSmsSender(config: Config, log: (line: string) => void): SmsSender {
  if (config.SMS_PROVIDER === 'log') return createLogSmsSender(log);
  if (config.SMS_PROVIDER === 'file') {
    if (!config.SMS_FILE) throw new Error('SMS_PROVIDER=file needs SMS_FILE (the file the messages are appended to)');
    return createFileSmsSender(config.SMS_FILE);
  }
  const { ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE } =
    config;
  if (
    !ALIYUN_SMS_ACCESS_KEY_ID ||
    !ALIYUN_SMS_ACCESS_KEY_SECRET ||
    !ALIYUN_SMS_SIGN_NAME ||
    !ALIYUN_SMS_TEMPLATE_CODE
  ) {
    throw new Error(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE',
    );
  }
  return createAliyunSmsSender({
    accessKeyId: ALIYUN_SMS_ACCESS_KEY_ID,
    accessKeySecret: ALIYUN_SMS_ACCESS_KEY_SECRET,
    signName: ALIYUN_SMS_SIGN_NAME,
    templateCode: ALIYUN_SMS_TEMPLATE_CODE,
    noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
  });
}

/** Builds the identity feature's collaborators once per app from the configuration. */
export function createIdentityDeps(
  config: Config,
  log: (line: string) => void,
  overrides: { smsSender?: SmsSender; secretBox?: SecretBox } = {},
): IdentityDeps {
  const secretBox = overrides.secretBox ?? createSecretBoxFromConfig(config);
  const captcha: CaptchaDeps = { secretBox, enabled: config.CAPTCHA_ENABLED, ttlSeconds: config.CAPTCHA_TTL_SECONDS };
  const sms: SmsDeps = {
    sender: overrides.smsSender ?? createSmsSender(config, log),
    secretBox,
    captcha,
    limits: {
      ttlSeconds: config.SMS_CODE_TTL_SECONDS,
      resendSeconds: config.SMS_RESEND_SECONDS,
      dailyPerPhone: config.SMS_DAILY_PER_PHONE,
      dailyPerIp: config.SMS_DAILY_PER_IP,
      maxAttempts: config.SMS_MAX_ATTEMPTS,
      dailyNoticesPerPhone: config.SMS_DAILY_NOTICES_PER_PHONE,
    },
  };
  return {
    secretBox,
    captcha,
    sms,
    login: {
      captcha,
      sms,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      maxFailures: config.LOGIN_MAX_FAILURES,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
    },
    realName: { secretBox, verifier: createChinaIdVerifier() },
  };
}
