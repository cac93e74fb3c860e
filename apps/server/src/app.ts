import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createIdentityDeps, type IdentityDeps } from './identity-deps.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { localeFromHeader } from './lib/messages.ts';
import { appVersionsRoutes } from './modules/app-versions/app-versions.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { qqGroupsRoutes } from './modules/catalogue/qq-groups.routes.ts';
import { decorationRoutes } from './modules/decoration/decoration.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { favouritesRoutes } from './modules/listings/favourites.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { createDiskMediaStore } from './modules/media/media-store.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import type { PaymentProviders } from './modules/payments/payment-provider.ts';
import { tradePlugin } from './modules/payments/trade.plugin.ts';
import { createTradeDeps } from './modules/payments/trade-deps.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { realNameStaffRoutes } from './modules/realname/realname-staff.routes.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { smsStaffRoutes } from './modules/sms/sms-staff.routes.ts';
import { loadBootData, renderIndexHtml } from './modules/tenants/boot-data.ts';
import { TenantResolver } from './modules/tenants/tenant-resolver.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { normalizeHost } from './modules/tenants/tenants.service.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { apiNotFoundPlugin } from './plugins/api-not-found.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webAppsPlugin } from './plugins/web-apps.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Overrides the logger (tests pass false or a stream). */
  logger?: boolean | Record<string, unknown>;
  /** Test doubles for outside services (an SMS provider). */
  identity?: IdentityDeps;
  /** Buying: extra payment providers, and the order scheduler's interval (0 = off; default off under test). */
  trade?: { providers?: PaymentProviders; schedulerIntervalMs?: number };
}

/** Builds the Fastify instance with every plugin and route; it does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: generateRequestId,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(requestIdPlugin);
  await app.register(securityPlugin);
  // gzip/brotli for API answers and the storefront's assets (a mobile first visit is mostly JS).
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Game-account storefront API',
        description: 'Every answer is an envelope { code, msg, data }; code 200 is success.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const identity = deps.identity ?? createIdentityDeps(config, (line) => app.log.info(line));
  const media = createDiskMediaStore(config.uploadsDir);
  const perIp = config.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE;
  const trade = createTradeDeps(
    db,
    identity.secretBox,
    (event, data) => app.log.warn({ alert: event, ...data }, `ALERT ${event}`),
    {
      sandboxEnabled: config.PAYMENT_SANDBOX_ENABLED,
      ...(deps.trade?.providers ? { providers: deps.trade.providers } : {}),
    },
  );
  const resolver = new TenantResolver(db, {
    defaultTenantCode: config.DEFAULT_TENANT,
    strict: config.STRICT_TENANT_HOSTS,
  });
  await app.register(
    async (api) => {
      await api.register(apiNotFoundPlugin);
      await api.register(tenantPlugin, { db, clock, resolver });
      await api.register(authPlugin, { db, clock, sessionTtlDays: config.SESSION_TTL_DAYS });
      await api.register(healthRoutes, { db });
      await api.register(tenantsRoutes);
      await api.register(decorationRoutes);
      await api.register(appVersionsRoutes);
      await api.register(noticesRoutes);
      await api.register(catalogueRoutes);
      await api.register(qqGroupsRoutes);
      await api.register(listingsRoutes);
      await api.register(favouritesRoutes);
      await api.register(trackingRoutes, { perVisitorPerMinute: config.BROWSE_RATE_LIMIT_PER_MINUTE });
      await api.register(captchaRoutes, { deps: identity.captcha, perIpPerMinute: perIp * 2 });
      await api.register(smsRoutes, { deps: identity.sms });
      await api.register(authRoutes, { deps: identity.login, perIpPerMinute: perIp });
      await api.register(profileRoutes, { sms: identity.sms, realName: identity.realName });
      await api.register(uploadsRoutes, { media, maxBytes: config.UPLOAD_MAX_BYTES });
      await api.register(realNameStaffRoutes);
      await api.register(smsStaffRoutes);
      await api.register(tradePlugin, {
        deps: trade,
        db,
        clock,
        root: app,
        schedulerIntervalMs: deps.trade?.schedulerIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
      });
    },
    { prefix: '/api' },
  );

  await app.register(webAppsPlugin, {
    storefrontDist: config.STOREFRONT_DIST,
    uploadsDir: config.uploadsDir,
    renderIndex: async (template, request) =>
      renderIndexHtml(
        template,
        await loadBootData(
          { db, clock, resolver },
          normalizeHost(request.headers.host),
          localeFromHeader(request.headers['accept-language']) ?? null,
        ),
      ),
  });
  return app;
}
