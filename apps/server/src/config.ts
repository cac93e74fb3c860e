import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DEFAULT_TENANT: z.string().default('demo'),
  // The platform console's host names (comma separated): platform admins sign in there (README "Running the platform").
  PLATFORM_HOSTS: z
    .string()
    .default('platform.localhost')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a host name')).min(1)),
  // Unset: on with NODE_ENV=production (an unknown host answers 404 there, not the default shop), off otherwise.
  STRICT_TENANT_HOSTS: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  // `/api/docs` and `/api/docs/json`. Unset: served except with NODE_ENV=production, where the document would map
  // every route (and its guards) for anyone; a production that wants it sets API_DOCS=true.
  API_DOCS: booleanFromEnv.optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  STOREFRONT_DIST: z.string().default(path.resolve(import.meta.dirname, '../../storefront/dist')),
  BACKOFFICE_DIST: z.string().default(path.resolve(import.meta.dirname, '../../backoffice/dist')),
  // The storefront's server-rendering build (`<STOREFRONT_DIST>-ssr/entry-server.js` unless set); without it, or
  // with SERVER_RENDERING=false, every page is rendered in the browser.
  STOREFRONT_SSR_ENTRY: z.string().optional(),
  SERVER_RENDERING: booleanFromEnv.default(true),
  // A page whose server render takes longer is served client-rendered (the render is left to finish on its own).
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  BROWSE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // URLs per page of the sitemap's listings (sitemaps.org allows 50,000; smaller pages make more of them).
  SITEMAP_URLS_PER_PAGE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  // Several instances (README "Several instances"): on SIGTERM readiness fails first, then this long the balancer
  // gets to stop sending before the listener closes. INSTANCE_ID, when set, is sent back as `x-instance`.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, ".", "_" or "-"')
    .optional(),

  // Secrets at rest: `kid:base64-32-byte-key[,kid:key…]`, the first active. Unset: a key file under DATA_DIR.
  ENCRYPTION_KEYS: z.string().optional(),
  CAPTCHA_ENABLED: booleanFromEnv.default(true),
  // The sandbox gateway lets anyone "pay" with a button: never in production unless asked for (a staging shop).
  PAYMENT_SANDBOX_ENABLED: booleanFromEnv.optional(),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(10).default(120),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // However often it is used, a session ends this many days after the login (then the user logs in again).
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  // log: codes only in the server log (development); file: appended to SMS_FILE (development, e2e tests);
  // aliyun: sent. Staff never see a code: the outbox masks it whatever the provider.
  SMS_PROVIDER: z.enum(['log', 'file', 'aliyun']).default('log'),
  SMS_FILE: z.string().optional(),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).default(60),
  SMS_DAILY_PER_PHONE: z.coerce.number().int().min(1).default(10),
  SMS_DAILY_PER_IP: z.coerce.number().int().min(1).default(30),
  SMS_DAILY_NOTICES_PER_PHONE: z.coerce.number().int().min(1).default(20),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  // A notification template with a ${text} variable: claim notices by SMS (without it they are recorded as not sent).
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),

  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Live chat: fan-out across instances by Redis pub/sub when set, else PostgreSQL LISTEN/NOTIFY (README "Live chat").
  // The rate limits count there too when set, else in PostgreSQL (README "Configuration").
  REDIS_URL: z.string().url().optional(),
  EASEMOB_API_BASE: z.string().url().default('https://a1.easemob.com'),
});

/** Settings whose default depends on NODE_ENV: on except in production (STRICT_TENANT_HOSTS: only in production). */
type DefaultByEnvironment = 'PAYMENT_SANDBOX_ENABLED' | 'STRICT_TENANT_HOSTS' | 'API_DOCS';

export type Config = Omit<z.infer<typeof configSchema>, DefaultByEnvironment> & {
  uploadsDir: string;
  /** Default: on, except with NODE_ENV=production. */
  PAYMENT_SANDBOX_ENABLED: boolean;
  /** Default: on with NODE_ENV=production, off otherwise. */
  STRICT_TENANT_HOSTS: boolean;
  /** Default: on, except with NODE_ENV=production. */
  API_DOCS: boolean;
};

/** Parses the environment once; exits with a readable message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const production = parsed.data.NODE_ENV === 'production';
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    PAYMENT_SANDBOX_ENABLED: parsed.data.PAYMENT_SANDBOX_ENABLED ?? !production,
    STRICT_TENANT_HOSTS: parsed.data.STRICT_TENANT_HOSTS ?? production,
    API_DOCS: parsed.data.API_DOCS ?? !production,
  };
}
