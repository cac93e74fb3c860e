/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each change is logged as the section before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  appVersionsSettingsInputSchema,
  appVersionsSettingsSchema,
  captchaSettingsInputSchema,
  captchaSettingsSchema,
  footerSettingsInputSchema,
  footerSettingsSchema,
  orderSettingsInputSchema,
  orderSettingsSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  paymentTestInputSchema,
  paymentTestResultSchema,
  shopSettingsInputSchema,
  shopSettingsSchema,
  smsSettingsInputSchema,
  smsSettingsSchema,
  staffSettingsSchema,
} from '@gs/shared/staff-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { getPaymentSettings, testPaymentKeys, updatePaymentSettings } from './payment-settings.service.ts';
import {
  appVersionSentences,
  captchaSentences,
  type FieldSentences,
  footerSentences,
  orderSentences,
  paymentSentences,
  type SectionSchema,
  settingsValidationError,
  shopSentences,
  smsSentences,
} from './settings-validation.ts';
import {
  getAppVersionsSettings,
  getCaptchaSettings,
  getFooterSettings,
  getOrderSettings,
  getShopSettings,
  getSmsSettings,
  getStaffSettings,
  type RequestOrigin,
  updateAppVersionsSettings,
  updateCaptchaSettings,
  updateFooterSettings,
  updateOrderSettings,
  updateShopSettings,
} from './shop-settings.service.ts';
import type { ShopSettingsDeps } from './shop-settings-deps.ts';
import { updateSmsSettings } from './sms-settings.service.ts';

const tags = ['staff'];

export interface ShopSettingsRoutesOptions {
  deps: ShopSettingsDeps;
}

function originOf(request: FastifyRequest): RequestOrigin {
  return { protocol: request.protocol, port: request.port === null ? null : String(request.port) };
}

/**
 * A section body the schema refused answers each failing field with its rule in the request's language (the
 * schema's own wording is English-only): validation is attached to the request and judged here.
 */
function assertValid(request: FastifyRequest, schema: SectionSchema, sentences: FieldSentences) {
  if (request.validationError) throw settingsValidationError(schema, request.body, sentences);
}

/**
 * The shop's settings for its owner. Operators get 403: settings, keys and the payment
 * provider are the owner's business, and the back office shows operators no settings menu.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod<ShopSettingsRoutesOptions> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole('owner'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/settings',
    {
      schema: {
        tags,
        summary:
          "Every section of the shop's settings (keys never: only whether set, fingerprints), with a preview link",
        response: { 200: envelopeSchema(staffSettingsSchema) },
      },
    },
    async (request) => ok(await getStaffSettings(userContext(request), deps, originOf(request))),
  );

  app.put(
    '/staff/settings/shop',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Replace the shop section: name, logo, theme, colour, language, hot searches, markup, amount label, contacts, QQ groups',
        body: shopSettingsInputSchema,
        response: { 200: envelopeSchema(shopSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, shopSettingsInputSchema, shopSentences);
      const ctx = userContext(request);
      const before = await getShopSettings(ctx);
      const after = await updateShopSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/footer',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "Replace the storefront footer's company name, ICP number, service hours, phone and email",
        body: footerSettingsInputSchema,
        response: { 200: envelopeSchema(footerSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, footerSettingsInputSchema, footerSentences);
      const ctx = userContext(request);
      const before = await getFooterSettings(ctx);
      const after = await updateFooterSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/orders',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Replace the order settings: payment window, auto-confirmation hours, unpaid orders per buyer, payout hold, claims',
        body: orderSettingsInputSchema,
        response: { 200: envelopeSchema(orderSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, orderSettingsInputSchema, orderSentences);
      const ctx = userContext(request);
      const before = await getOrderSettings(ctx);
      const after = await updateOrderSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/captcha',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "Turn the shop's image captcha on or off",
        body: captchaSettingsInputSchema,
        response: { 200: envelopeSchema(captchaSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, captchaSettingsInputSchema, captchaSentences);
      const ctx = userContext(request);
      const before = await getCaptchaSettings(ctx, deps);
      const after = await updateCaptchaSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/sms',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Replace the SMS settings: provider and its settings (an empty secret keeps the stored one)',
        body: smsSettingsInputSchema,
        response: { 200: envelopeSchema(smsSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, smsSettingsInputSchema, smsSentences);
      const ctx = userContext(request);
      const before = await getSmsSettings(ctx, deps);
      const after = await updateSmsSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/appVersions',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Replace the app per platform (a changed one is published anew, one left out withdrawn)',
        body: appVersionsSettingsInputSchema,
        response: { 200: envelopeSchema(appVersionsSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, appVersionsSettingsInputSchema, appVersionSentences);
      const ctx = userContext(request);
      const before = await getAppVersionsSettings(ctx);
      const after = await updateAppVersionsSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.put(
    '/staff/settings/payment',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Replace the payment settings: provider, Alipay app id and keys (sealed; empty keeps), sandbox gateway',
        body: paymentSettingsInputSchema,
        response: { 200: envelopeSchema(paymentSettingsSchema) },
      },
    },
    async (request) => {
      assertValid(request, paymentSettingsInputSchema, paymentSentences);
      const ctx = userContext(request);
      const before = await getPaymentSettings(ctx, deps);
      const after = await updatePaymentSettings(ctx, deps, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.post(
    '/staff/settings/payment/test',
    {
      attachValidation: true,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Try Alipay keys (given, else stored) against the gateway without paying or storing anything',
        body: paymentTestInputSchema.nullish(),
        response: { 200: envelopeSchema(paymentTestResultSchema) },
      },
    },
    async (request) => {
      assertValid(request, paymentTestInputSchema.nullish(), paymentSentences);
      return ok(await testPaymentKeys(userContext(request), deps, request.body));
    },
  );
};
