import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { phoneSchema, privateUploadRefSchema } from './identity.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Merchant application (issue 13, `/pages/other/shenqingShangjia`): a user asks to become one of the shop's
 * merchants. Licence and ID images are private uploads (`POST /api/upload/private?purpose=merchant-doc`); answers
 * say only whether an image was provided, staff see them through an audited route.
 */

export const merchantKinds = ['company', 'individual'] as const;
export const merchantKindSchema = z.enum(merchantKinds);
export type MerchantKind = z.infer<typeof merchantKindSchema>;

export const merchantApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const merchantApplicationStatusSchema = z.enum(merchantApplicationStatuses);
export type MerchantApplicationStatus = z.infer<typeof merchantApplicationStatusSchema>;

/** Expected monthly volume, as ranges of accounts traded a month. */
export const merchantVolumes = ['lt10', '10to50', '50to200', 'gt200'] as const;
export const merchantVolumeSchema = z.enum(merchantVolumes);
export type MerchantVolume = z.infer<typeof merchantVolumeSchema>;

export const MERCHANT_NOTE_MAX = 500;
export const MERCHANT_GAMES_MAX = 20;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** `POST /api/customer/audit` body. Company: company name and licence; individual: real name and both ID sides. */
export const merchantApplicationInputSchema = z
  .object({
    kind: merchantKindSchema,
    companyName: optionalText(60),
    realName: optionalText(30),
    contactName: visibleTextSchema().min(1, 'Enter a contact name').max(30),
    phone: phoneSchema,
    qq: z
      .string()
      .trim()
      .regex(/^(?:[1-9]\d{4,11})?$/, 'A QQ number is 5–12 digits')
      .optional()
      .transform((value) => value || undefined),
    wechat: z
      .string()
      .trim()
      .regex(/^(?:[A-Za-z][-_A-Za-z0-9]{5,19}|1[3-9]\d{9})?$/, 'Enter a valid WeChat id')
      .optional()
      .transform((value) => value || undefined),
    licenceImage: privateUploadRefSchema.optional(),
    idFrontImage: privateUploadRefSchema.optional(),
    idBackImage: privateUploadRefSchema.optional(),
    gameIds: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one game')
      .max(MERCHANT_GAMES_MAX, `Choose at most ${MERCHANT_GAMES_MAX} games`),
    monthlyVolume: merchantVolumeSchema,
    note: optionalText(MERCHANT_NOTE_MAX),
  })
  .superRefine((input, ctx) => {
    const need = (field: keyof typeof input, message: string) => {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (input.kind === 'company') {
      need('companyName', 'Enter the company name as on its business licence');
      need('licenceImage', 'Upload the business licence');
    } else {
      need('realName', 'Enter your real name as on your ID card');
      need('idFrontImage', 'Upload the front of your ID card');
      need('idBackImage', 'Upload the back of your ID card');
    }
  });
export type MerchantApplicationInput = z.input<typeof merchantApplicationInputSchema>;
export type MerchantApplicationData = z.output<typeof merchantApplicationInputSchema>;

/** Which documents an application carries: never their addresses. */
export const merchantDocumentsSchema = z.object({
  licence: z.boolean(),
  idFront: z.boolean(),
  idBack: z.boolean(),
});
export type MerchantDocuments = z.infer<typeof merchantDocumentsSchema>;

const merchantApplicationFields = {
  id: z.number().int().positive(),
  status: merchantApplicationStatusSchema,
  kind: merchantKindSchema,
  companyName: z.string().nullable(),
  realName: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  qq: z.string().nullable(),
  wechat: z.string().nullable(),
  gameIds: z.array(z.number().int()),
  games: z.array(z.object({ id: z.number().int(), name: z.string() })),
  monthlyVolume: merchantVolumeSchema,
  note: z.string().nullable(),
  documents: merchantDocumentsSchema,
  /** Why it was rejected (rejected only). */
  rejectReason: z.string().nullable(),
  /** What happens next, as staff wrote it on approval (approved only). */
  decisionNote: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
};

/** `GET /api/customer/audit/lastOne`: the user's newest application, or null. */
export const merchantApplicationSchema = z.object(merchantApplicationFields);
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (owner): /api/staff/merchant-applications

export const merchantApplicationListQuerySchema = z.object({
  status: merchantApplicationStatusSchema.optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type MerchantApplicationListQuery = z.infer<typeof merchantApplicationListQuerySchema>;

export const staffMerchantApplicationRowSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickName: z.string(),
  status: merchantApplicationStatusSchema,
  kind: merchantKindSchema,
  /** Company name for a company, real name for an individual. */
  applicantName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  monthlyVolume: merchantVolumeSchema,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type StaffMerchantApplicationRow = z.infer<typeof staffMerchantApplicationRowSchema>;

export const staffMerchantApplicationPageSchema = pageSchema(staffMerchantApplicationRowSchema);
export type StaffMerchantApplicationPage = z.infer<typeof staffMerchantApplicationPageSchema>;

export const staffMerchantApplicationSchema = z.object({
  ...merchantApplicationFields,
  userId: z.number().int().positive(),
  nickName: z.string(),
  decidedByName: z.string().nullable(),
});
export type StaffMerchantApplication = z.infer<typeof staffMerchantApplicationSchema>;

export const merchantApplicationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const merchantDocumentSlots = ['licence', 'idFront', 'idBack'] as const;
export const merchantDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  slot: z.enum(merchantDocumentSlots),
});
export type MerchantDocumentSlot = (typeof merchantDocumentSlots)[number];

/** Approve: an optional note telling the applicant what happens next (shown on their page). */
export const approveMerchantApplicationSchema = z.object({
  note: z.string().trim().max(MERCHANT_NOTE_MAX).optional(),
});
export type ApproveMerchantApplicationInput = z.infer<typeof approveMerchantApplicationSchema>;

export const rejectMerchantApplicationSchema = z.object({
  reason: visibleTextSchema().min(1, 'Say why the application is rejected').max(MERCHANT_NOTE_MAX),
});
export type RejectMerchantApplicationInput = z.infer<typeof rejectMerchantApplicationSchema>;
