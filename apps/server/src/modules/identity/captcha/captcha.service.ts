import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@gs/shared/identity';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captcha.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CaptchaDeps {
  secretBox: SecretBox;
  /** CAPTCHA_ENABLED: false switches captcha off for the whole server (automated tests only). */
  enabled: boolean;
  ttlSeconds: number;
  /** Makes the image and its answer; svg-captcha unless a test supplies a known answer. */
  generate?: () => { text: string; data: string };
}

/** svg-captcha (with opentype.js and its font, some MB) loads with the first captcha, not with the server. */
async function svgGenerate() {
  const { default: svgCaptcha } = await import('svg-captcha');
  return svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
}

function isEnabled(ctx: RequestContext, deps: CaptchaDeps): boolean {
  return deps.enabled && ctx.tenant.captcha_enabled;
}

const answerHash = (deps: CaptchaDeps, uuid: string, answer: string) =>
  deps.secretBox.blindIndex(`${uuid}:${answer.trim().toLowerCase()}`, 'captcha');

/** A new image captcha (4 characters, case-insensitive, single use), or `captchaEnabled: false`. */
export async function createCaptcha(ctx: RequestContext, deps: CaptchaDeps): Promise<Captcha> {
  if (!isEnabled(ctx, deps)) return { captchaEnabled: false, uuid: '', img: '' };
  const { text, data } = await (deps.generate ?? svgGenerate)();
  const uuid = randomUUID();
  const now = ctx.clock.now();
  await insertCaptcha(
    ctx.db,
    ctx.tenantId,
    uuid,
    answerHash(deps, uuid, text),
    new Date(now.getTime() + deps.ttlSeconds * 1000),
  );
  // Expired rows are cleared as new ones are made: the table stays small without a separate job.
  if (Math.random() < 0.05) await deleteExpiredCaptchas(ctx.db, new Date(now.getTime() - 60_000));
  return { captchaEnabled: true, uuid, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Checks and spends a captcha; 400 when it is missing, wrong, expired or already used. No-op when off. */
export async function consumeCaptcha(
  ctx: RequestContext,
  deps: CaptchaDeps,
  uuid: string | undefined,
  code: string | undefined,
): Promise<void> {
  if (!isEnabled(ctx, deps)) return;
  if (!uuid || !code || !UUID.test(uuid)) throw new AppError(400, 'CAPTCHA_INVALID', 'captchaRequired');
  const stored = await takeCaptcha(ctx.db, ctx.tenantId, uuid, ctx.clock.now());
  const given = Buffer.from(answerHash(deps, uuid, code));
  if (!stored || !timingSafeEqual(Buffer.from(stored.answer_hash), given)) {
    throw new AppError(400, 'CAPTCHA_INVALID', 'captchaInvalid');
  }
}
