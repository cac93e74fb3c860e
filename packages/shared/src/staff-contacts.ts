import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Anti-scam check (issue 13): scammers pose as a shop's staff on QQ / WeChat. A tenant publishes its genuine staff
 * contacts; anyone can check a QQ number, WeChat id or phone number against them.
 */

export const staffContactKinds = ['qq', 'wechat', 'phone'] as const;
export const staffContactKindSchema = z.enum(staffContactKinds);
export type StaffContactKind = z.infer<typeof staffContactKindSchema>;

/** The small dictionary of role labels (客服 / 回收 / 财务 / 担保 / 店长); the web apps translate them. */
export const staffContactRoles = ['service', 'recycle', 'finance', 'guarantee', 'manager'] as const;
export const staffContactRoleSchema = z.enum(staffContactRoles);
export type StaffContactRole = z.infer<typeof staffContactRoleSchema>;

/**
 * The one normal form a contact is stored and looked up in: trimmed, spaces and dashes (of any width) removed,
 * lower case (WeChat ids are case-insensitive; QQ numbers and phones are digits), a leading +86 / 0086 dropped
 * from a mobile number.
 */
export function normalizeStaffContact(value: string): string {
  const compact = value
    .normalize('NFKC')
    .trim()
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
    .toLowerCase();
  const mobile = /^(?:\+?86|0086)(1[3-9]\d{9})$/.exec(compact);
  return mobile?.[1] ?? compact;
}

const formats: Record<StaffContactKind, RegExp> = {
  qq: /^[1-9]\d{4,11}$/,
  // A WeChat id: 6–20 letters, digits, _ or -, starting with a letter; or a mobile number used as the id.
  wechat: /^(?:[a-z][a-z0-9_]{5,19}|1[3-9]\d{9})$/,
  phone: /^(?:1[3-9]\d{9}|0\d{9,11}|400\d{7})$/,
};

/** Whether a normalised value has the shape of its kind. */
export const isStaffContactValue = (kind: StaffContactKind, normalized: string) => formats[kind].test(normalized);

// ---------------------------------------------------------------------------------------------------------------
// Public calls

/** `GET /api/V2/H5/checkAccount?value=` */
export const checkAccountQuerySchema = z.object({
  value: visibleTextSchema().min(1, 'Enter a QQ number, WeChat id or phone number').max(64),
});
export type CheckAccountQuery = z.infer<typeof checkAccountQuerySchema>;

/**
 * The check's answer. Genuine: the kind, and the name and role when the contact is listed publicly (null for a
 * genuine contact the shop does not list). Not genuine: nothing else — a disabled (former) contact answers the same.
 */
export const checkAccountResultSchema = z.discriminatedUnion('genuine', [
  z.object({
    genuine: z.literal(true),
    kind: staffContactKindSchema,
    name: z.string().nullable(),
    role: staffContactRoleSchema.nullable(),
  }),
  z.object({ genuine: z.literal(false) }),
]);
export type CheckAccountResult = z.infer<typeof checkAccountResultSchema>;

/** One publicly listed contact. */
export const publicStaffContactSchema = z.object({
  kind: staffContactKindSchema,
  value: z.string(),
  name: z.string(),
  role: staffContactRoleSchema,
});
export type PublicStaffContact = z.infer<typeof publicStaffContactSchema>;

/** `GET /api/check/account/allList` (phone / H5 site): the public contacts grouped by role, in the shop's order. */
export const staffContactGroupsSchema = z.object({
  groups: z.array(
    z.object({
      role: staffContactRoleSchema,
      contacts: z.array(publicStaffContactSchema.omit({ role: true })),
    }),
  ),
});
export type StaffContactGroups = z.infer<typeof staffContactGroupsSchema>;

/** `GET /api/web/checkAccount/allList` (desktop web site): the public contacts as one flat table with their kinds. */
export const staffContactListSchema = z.object({
  rows: z.array(publicStaffContactSchema),
  kinds: z.array(z.object({ kind: staffContactKindSchema, count: z.number().int().nonnegative() })),
});
export type StaffContactList = z.infer<typeof staffContactListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff calls: /api/staff/staff-contacts (owner writes; operator reads)

/** A staff contact as the back office sees it. */
export const staffContactSchema = z.object({
  id: z.number().int().positive(),
  kind: staffContactKindSchema,
  value: z.string(),
  name: z.string(),
  role: staffContactRoleSchema,
  isPublic: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type StaffContact = z.infer<typeof staffContactSchema>;

export const staffContactPageSchema = pageSchema(staffContactSchema);
export type StaffContactPage = z.infer<typeof staffContactPageSchema>;

export const staffContactListQuerySchema = z.object({
  kind: staffContactKindSchema.optional(),
  role: staffContactRoleSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffContactListQuery = z.infer<typeof staffContactListQuerySchema>;

/** Create or replace a contact; the value is normalised and must fit its kind. */
export const staffContactInputSchema = z
  .object({
    kind: staffContactKindSchema,
    value: visibleTextSchema().min(1, 'Enter the account').max(64),
    name: visibleTextSchema().min(1, 'Enter the name shown to customers').max(30),
    role: staffContactRoleSchema,
    isPublic: z.boolean().default(true),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((input, ctx) => {
    if (!isStaffContactValue(input.kind, normalizeStaffContact(input.value))) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          input.kind === 'qq'
            ? 'A QQ number is 5–12 digits'
            : input.kind === 'wechat'
              ? 'A WeChat id is 6–20 letters, digits or _ starting with a letter, or a mobile number'
              : 'Enter a mobile number, a landline with its area code, or a 400 number',
      });
    }
  });
export type StaffContactInput = z.infer<typeof staffContactInputSchema>;

export const staffContactIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
