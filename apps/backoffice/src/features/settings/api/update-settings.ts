import {
  type AppVersionsSettingsInput,
  appVersionsSettingsSchema,
  type CaptchaSettingsInput,
  captchaSettingsSchema,
  type FooterSettingsInput,
  footerSettingsSchema,
  type OrderSettingsInput,
  orderSettingsSchema,
  type PaymentSettingsInput,
  paymentSettingsSchema,
  type ShopSettingsInput,
  type SmsSettingsInput,
  type StaffSettings,
  shopSettingsSchema,
  smsSettingsSchema,
} from '@gs/shared/staff-settings';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/request';
import { tenantKeys } from '../../../lib/tenant-keys';
import { settingsKeys } from './get-settings';

/** Each section's body and answer: `PUT /api/staff/settings/{section}` replaces the section and answers it. */
const sections = {
  shop: shopSettingsSchema,
  footer: footerSettingsSchema,
  orders: orderSettingsSchema,
  captcha: captchaSettingsSchema,
  sms: smsSettingsSchema,
  appVersions: appVersionsSettingsSchema,
  payment: paymentSettingsSchema,
} as const;

export interface SectionInputs {
  shop: ShopSettingsInput;
  footer: FooterSettingsInput;
  orders: OrderSettingsInput;
  captcha: CaptchaSettingsInput;
  sms: SmsSettingsInput;
  appVersions: AppVersionsSettingsInput;
  payment: PaymentSettingsInput;
}
export type EditableSection = keyof SectionInputs;
export type SectionView<S extends EditableSection> = z.infer<(typeof sections)[S]>;

/** PUT /api/staff/settings/{section}: replaces one section of the shop's settings (owner) and answers it. */
export async function updateSettingsSection<S extends EditableSection>(
  section: S,
  input: SectionInputs[S],
): Promise<SectionView<S>> {
  const data = await api.put(`/api/staff/settings/${section}`, input);
  return sections[section].parse(data) as SectionView<S>;
}

type Options<S extends EditableSection> = Omit<
  UseMutationOptions<SectionView<S>, unknown, SectionInputs[S]>,
  'mutationFn'
>;

/**
 * Saves one section. The answer replaces the section in the settings cache at once (the form is refilled from it);
 * a shop or footer change also refreshes the tenant (name, logo, colour and language the back office itself shows).
 */
export function useUpdateSettingsSection<S extends EditableSection>(section: S, options: Options<S> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (input: SectionInputs[S]) => updateSettingsSection(section, input),
    onSuccess: async (view, ...args) => {
      queryClient.setQueryData<StaffSettings>(settingsKeys.detail(), (current) =>
        current ? { ...current, [section]: view } : current,
      );
      if (section === 'shop' || section === 'footer') await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      await onSuccess?.(view, ...args);
    },
  });
}
