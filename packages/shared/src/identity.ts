import { z } from 'zod';
import { pageSchema } from './envelope.ts';
import { visibleTextSchema } from './text.ts';
import { userInfoSchema } from './user-info.ts';

/** Mainland mobile numbers: 11 digits starting with 1[3-9]. */
export const phoneSchema = z.string().regex(/^1[3-9]\d{9}$/, 'Enter an 11-digit mobile number');
export const smsCodeSchema = z.string().regex(/^\d{6}$/, 'The SMS code is 6 digits');

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The password policy's failed rules, one key per rule, so each client can word them in its language. */
export type PasswordRule = 'tooShort' | 'tooLong' | 'needsLetter' | 'needsDigit' | 'hasWhitespace';

export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN) problems.push('tooShort');
  if (password.length > PASSWORD_MAX) problems.push('tooLong');
  if (!/[A-Za-z]/.test(password)) problems.push('needsLetter');
  if (!/\d/.test(password)) problems.push('needsDigit');
  if (/\s/.test(password)) problems.push('hasWhitespace');
  return problems;
}

export const passwordSchema = z.string().superRefine((value, ctx) => {
  const messages: Record<PasswordRule, string> = {
    tooShort: `Use at least ${PASSWORD_MIN} characters`,
    tooLong: `Use at most ${PASSWORD_MAX} characters`,
    needsLetter: 'Include at least one letter',
    needsDigit: 'Include at least one digit',
    hasWhitespace: 'Spaces are not allowed',
  };
  for (const rule of passwordProblems(value))
    ctx.addIssue({ code: 'custom', message: messages[rule], params: { rule } });
});

export const nickNameSchema = visibleTextSchema()
  .min(2, 'The nickname needs 2–20 characters')
  .max(20, 'The nickname needs 2–20 characters');

export const smsScenes = ['register', 'login', 'reset', 'change-phone'] as const;
export const smsSceneSchema = z.enum(smsScenes);
export type SmsScene = z.infer<typeof smsSceneSchema>;

/** `GET /api/captchaImage` */
export const captchaSchema = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string(),
  img: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** `GET /api/sms/new/send` query. `uuid`/`code` are the image captcha's (omitted when captcha is off). */
export const smsSendQuerySchema = z.object({
  phone: phoneSchema,
  scene: smsSceneSchema,
  uuid: z.string().max(64).optional(),
  code: z.string().max(10).optional(),
});
export const smsSentSchema = z.object({
  /** Seconds before another code may be sent to this phone. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

export const registerInputSchema = z.object({
  phone: phoneSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
  nickName: nickNameSchema.optional(),
  agree: z.literal(true, { error: 'Please accept the user agreement and privacy policy' }),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const passwordLoginInputSchema = z.object({
  /** Phone number or username. */
  username: visibleTextSchema().min(1, 'Enter your phone number or username').max(64),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
  uuid: z.string().max(64).optional(),
  code: z.string().max(10).optional(),
});
export type PasswordLoginInput = z.infer<typeof passwordLoginInputSchema>;

export const smsLoginInputSchema = z.object({ phone: phoneSchema, smsCode: smsCodeSchema });
export type SmsLoginInput = z.infer<typeof smsLoginInputSchema>;

export const resetPasswordInputSchema = z.object({
  phone: phoneSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

// The signed-in user as every page's frame shows it: in a module of its own, which the storefront's frame imports
// without building this module's schemas.
export { maskNickName, type UserInfo, userInfoSchema } from './user-info.ts';

/** Login and register answer. */
export const sessionSchema = z.object({ token: z.string(), userInfo: userInfoSchema() });
export type Session = z.infer<typeof sessionSchema>;

/** Roles of a tenant's users: a shop's staff, or `platform_admin` on the platform's own tenant (issue 25). */
export const staffRoles = ['owner', 'operator', 'recycler', 'platform_admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const realNameStatuses = ['none', 'verified'] as const;
export const realNameTwoStatuses = ['none', 'pending', 'approved', 'rejected'] as const;

export const genderSchema = z.enum(['unknown', 'male', 'female']);

/** `GET /api/system/user/profile/new` (owner's view) and `/newsm` (phone and ID masked). */
export const profileSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  gender: genderSchema,
  qq: z.string(),
  wechat: z.string(),
  roles: z.array(staffRoleSchema),
  createdAt: z.string(),
  realName: z.object({
    status: z.enum(realNameStatuses),
    /** Always masked (张*, 1101**********4519) — the full number is never sent back. */
    name: z.string().nullable(),
    idNumber: z.string().nullable(),
    verifiedAt: z.string().nullable(),
  }),
  realNameTwo: z.object({
    status: z.enum(realNameTwoStatuses),
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z.object({
  nickName: nickNameSchema.optional(),
  avatar: z
    .string()
    .max(300)
    .regex(/^\/uploads\//, 'Upload the avatar first')
    .optional(),
  gender: genderSchema.optional(),
  qq: z
    .string()
    .regex(/^(\d{5,12})?$/, 'A QQ number is 5–12 digits')
    .optional(),
  wechat: z.string().max(40).optional(),
  /** Changing the phone: the new number, the code sent to it (scene change-phone) and the current password. */
  phone: phoneSchema.optional(),
  smsCode: smsCodeSchema.optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const realNameInputSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z][A-Za-z .'-]{1,59}$/, 'Enter your name as it is on your ID card'),
  idNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{17}[\dX]$/, 'An ID number is 18 characters: 17 digits and a digit or X'),
});
export type RealNameInput = z.infer<typeof realNameInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Private uploads: ID photos and real-name screenshots, encrypted at rest, never under /uploads

/** What a private upload is for; the upload call takes the first two today (feedback and merchant documents later). */
export const privateUploadPurposes = [
  'realname',
  'selling-proof',
  'feedback',
  'merchant-doc',
  'chat',
  'claim',
] as const;
export type PrivateUploadPurpose = (typeof privateUploadPurposes)[number];

/** `POST /api/upload/private?purpose=…` query. */
export const privateUploadQuerySchema = z.object({ purpose: z.enum(privateUploadPurposes) });

/** An opaque reference to one of the user's private uploads (`private:<uuid>`), as forms send it. */
export const privateUploadRefSchema = z
  .string()
  .regex(/^private:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Upload the image again');
export type PrivateUploadRef = z.infer<typeof privateUploadRefSchema>;

/** `GET /api/upload/private/{id}` params. */
export const privateUploadIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/upload/private` answer: the id (for `GET /api/upload/private/{id}`) and the reference forms send. */
export const privateUploadResultSchema = z.object({
  id: z.uuid(),
  ref: privateUploadRefSchema,
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type PrivateUploadResult = z.infer<typeof privateUploadResultSchema>;

/** The private upload id inside a reference, or null when the text is not one. */
export function privateUploadIdOf(ref: string): string | null {
  return privateUploadRefSchema.safeParse(ref).success ? ref.slice('private:'.length) : null;
}

/** Level two: both ID card sides as private upload references (`POST /api/upload/private?purpose=realname`). */
export const realNameTwoInputSchema = z.object({
  frontImage: privateUploadRefSchema.describe('Front of the ID card'),
  backImage: privateUploadRefSchema.describe('Back of the ID card'),
});
export type RealNameTwoInput = z.infer<typeof realNameTwoInputSchema>;

export const uploadResultSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (operator or owner)

/**
 * `GET /api/staff/realname/reviews?pageNum&pageSize` rows: pending real-name level-two reviews, oldest first; one of
 * them alone at `GET /api/staff/realname/reviews/{id}`.
 */
export const realNameReviewSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  frontImage: z.string(),
  backImage: z.string(),
  submittedAt: z.string(),
  /** The verified name (level one), masked (`张*`); null if the user has none. */
  nameMasked: z.string().nullable(),
  /** The verified ID number, masked but its first and last digits (`1101**********4519`); null if none. */
  idNumberMasked: z.string().nullable(),
});
export type RealNameReview = z.infer<typeof realNameReviewSchema>;

export const realNameReviewPageSchema = pageSchema(realNameReviewSchema);
export type RealNameReviewPage = z.infer<typeof realNameReviewPageSchema>;

export const realNameReviewIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `GET /api/staff/realname/reviews/{id}/identity`: the verified name and ID number of a pending review in full, for
 * the reviewer to compare with the photos. Each call is an audited read; the list and the review stay masked.
 */
export const realNameReviewIdentitySchema = z.object({
  /** The verified name in full; null if the user has none. */
  name: z.string().nullable(),
  /** The verified ID number in full; null if the user has none. */
  idNumber: z.string().nullable(),
});
export type RealNameReviewIdentity = z.infer<typeof realNameReviewIdentitySchema>;

/** `GET /api/staff/realname/reviews/{id}/photos/{side}`: one ID card photo, streamed privately (audited). */
export const realNamePhotoSides = ['front', 'back'] as const;
export const realNamePhotoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  side: z.enum(realNamePhotoSides),
});
export type RealNamePhotoSide = (typeof realNamePhotoSides)[number];

/** `POST /api/staff/realname/reviews/{id}` — approve, or reject with a reason. */
export const realNameReviewInputSchema = z.object({ approve: z.boolean(), reason: z.string().max(200).optional() });
export type RealNameReviewInput = z.infer<typeof realNameReviewInputSchema>;

/** `GET /api/staff/sms/outbox?phone&limit` — the newest SMS messages of the tenant, optionally for one phone. */
export const smsOutboxQuerySchema = z.object({
  phone: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuerySchema>;

export const smsOutboxMessageSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  scene: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

export const smsOutboxSchema = z.object({ rows: z.array(smsOutboxMessageSchema) });
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
