import compress from '@fastify/compress';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './composition/create-app-deps.ts';
import { createShopChangeFanout } from './composition/shop-changes.ts';
import { chosenLanguage, createStorefrontPages } from './composition/storefront-pages.ts';
import { normalizeHost } from './lib/hosts.ts';
import { appVersionsRoutes } from './modules/app-versions/app-versions.routes.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { blacklistPlugin } from './modules/blacklist/index.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { qqGroupsRoutes } from './modules/catalogue/qq-groups.routes.ts';
import { staffCatalogueRoutes } from './modules/catalogue/staff-games.routes.ts';
import { staffTemplatesRoutes } from './modules/catalogue/staff-templates.routes.ts';
import { chatPlugin } from './modules/chat/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { decorationPlugin } from './modules/decoration/index.ts';
import { feedbackPlugin } from './modules/feedback/index.ts';
import { financeRoutes } from './modules/finance/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { identityPlugin, resolveSessionPrincipal } from './modules/identity/index.ts';
import { favouritesRoutes } from './modules/listings/favourites.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { merchantApplicationsRoutes } from './modules/merchant-applications/index.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { staffNoticesRoutes } from './modules/notices/staff-notices.routes.ts';
import { partnersPlugin } from './modules/partners/index.ts';
import { personalCenterRoutes } from './modules/personal-center/index.ts';
import { platformRoutes } from './modules/platform/index.ts';
import { sellingPlugin } from './modules/selling/index.ts';
import { seoPlugin } from './modules/seo/index.ts';
import { forgetShop, shopSettingsRoutes } from './modules/shop-settings/index.ts';
import { staffContactsRoutes } from './modules/staff-contacts/index.ts';
import { staffUsersPlugin } from './modules/staff-users/index.ts';
import { streamersPlugin } from './modules/streamers/index.ts';
import { loadBootData, renderIndexHtml } from './modules/tenants/index.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { tradePlugin } from './modules/trade/index.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { apiNotFoundPlugin } from './plugins/api-not-found.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { inputGuardsPlugin } from './plugins/input-guards.ts';
import { instanceIdPlugin } from './plugins/instance-id.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { unreadBodyPlugin } from './plugins/unread-body.ts';
import { webAppsPlugin } from './plugins/web-apps.ts';

/** Builds the Fastify instance with every plugin and route; it does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock, caches, identity, trade } = deps;
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: generateRequestId,
    requestIdHeader: false,
    // A request that reached the listener while it closes is served like any other (the close waits for it), not
    // answered with Fastify's bare 503: a balancer cannot resend a POST that it already handed over.
    return503OnClosing: false,
    // Failures before routing (a path with broken percent-encoding) are answered with the envelope too.
    frameworkErrors: (error, request, reply) =>
      sendError(request, reply, {
        errorCode: 'BAD_REQUEST',
        messageKey: 'badRequest',
        params: { reason: error.message },
      }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardsPlugin);
  // The largest body accepted (an upload) plus 1 MB of multipart framing: deploy/nginx.conf's client_max_body_size.
  await app.register(unreadBodyPlugin, {
    maxBytes: Math.max(config.BODY_LIMIT_BYTES, config.UPLOAD_MAX_BYTES) + 1024 * 1024,
    timeoutMs: 10_000,
  });
  await app.register(requestIdPlugin);
  await app.register(instanceIdPlugin, { instanceId: config.INSTANCE_ID });
  await app.register(securityPlugin, {
    db,
    redisUrl: config.REDIS_URL,
    sweepIntervalMs: deps.schedulerIntervalMs > 0 ? 60_000 : 0,
  });
  // gzip/brotli for API answers and the storefront's assets (a mobile first visit is mostly JS).
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  // The document is always built (tests and tools read app.swagger()); it is served only when API_DOCS is on.
  if (config.API_DOCS) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  }

  // A staff change committed on any instance makes every instance forget what it cached of that shop.
  const shopChanges = createShopChangeFanout(config, deps.log, {
    shop: (tenantId) => forgetShop({ caches, tenantId }, deps.shopSettings),
    everything: () => {
      deps.tenants.invalidate();
      caches.clear();
    },
  });
  app.addHook('onClose', () => shopChanges.close());
  const resolveTenant = (host: string) => deps.tenants.resolve(host);
  await app.register(
    async (api) => {
      await api.register(apiNotFoundPlugin);
      await api.register(tenantPlugin, { db, clock, caches, resolveTenant });
      await api.register(authPlugin, {
        clock,
        resolveUser: (tenantId, token, now) =>
          resolveSessionPrincipal(db, tenantId, token, now, {
            ttlDays: config.SESSION_TTL_DAYS,
            maxDays: config.SESSION_MAX_DAYS,
          }),
      });
      // After the session: every staff action below runs in one transaction with its audit row, committed as its
      // answer is sent.
      await api.register(auditPlugin, {
        db,
        clock,
        record: deps.recordAudit,
        afterCommit: (tenantId) => shopChanges.changed(tenantId),
      });
      await api.register(healthRoutes, { db, lifecycle: deps.lifecycle, redisUrl: config.REDIS_URL });
      await api.register(tenantsRoutes);
      await api.register(decorationPlugin, { signer: identity.secretBox });
      await api.register(appVersionsRoutes);
      await api.register(noticesRoutes);
      await api.register(staffNoticesRoutes);
      await api.register(financeRoutes);
      await api.register(catalogueRoutes);
      await api.register(qqGroupsRoutes);
      await api.register(staffTemplatesRoutes);
      await api.register(staffCatalogueRoutes);
      await api.register(listingsRoutes);
      await api.register(favouritesRoutes);
      await api.register(trackingRoutes, { db, perVisitorPerMinute: config.BROWSE_RATE_LIMIT_PER_MINUTE });
      await api.register(identityPlugin, {
        deps: identity,
        loginPerIpPerMinute: config.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
        privateUploads: deps.privateUploads,
      });
      await api.register(uploadsRoutes, {
        media: deps.media,
        privateUploads: deps.privateUploads,
        maxBytes: config.UPLOAD_MAX_BYTES,
      });
      await api.register(sellingPlugin, {
        db,
        clock,
        trade,
        privateUploads: deps.privateUploads,
        schedulerIntervalMs: deps.schedulerIntervalMs,
      });
      await api.register(tradePlugin, {
        deps: trade,
        db,
        clock,
        caches,
        root: app,
        privateUploads: deps.privateUploads,
        schedulerIntervalMs: deps.schedulerIntervalMs,
      });
      await api.register(dashboardRoutes);
      await api.register(auditRoutes);
      await api.register(shopSettingsRoutes, { deps: deps.shopSettings });
      await api.register(chatPlugin, {
        config,
        db,
        clock,
        log: deps.log,
        privateUploads: deps.privateUploads,
        secretBox: identity.secretBox,
      });
      await api.register(staffContactsRoutes);
      await api.register(staffUsersPlugin);
      await api.register(merchantApplicationsRoutes, { privateUploads: deps.privateUploads });
      await api.register(personalCenterRoutes);
      await api.register(partnersPlugin, {
        login: identity.login,
        secretBox: identity.secretBox,
        perIpPerMinute: config.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
        refuseDemoSecret: config.NODE_ENV === 'production',
      });
      await api.register(streamersPlugin);
      await api.register(feedbackPlugin, { privateUploads: deps.privateUploads });
      await api.register(blacklistPlugin, { secretBox: trade.secretBox });
      await api.register(platformRoutes, {
        deps: { shopChanged: (tenantId) => shopChanges.changed(tenantId), sms: identity.sms },
      });
    },
    { prefix: '/api' },
  );

  // robots.txt and the sitemap: routes of their own, so the storefront's fallback below never answers them.
  await app.register(seoPlugin, { db, clock, caches, resolveTenant, urlsPerPage: config.SITEMAP_URLS_PER_PAGE });

  const storefrontPages = createStorefrontPages({
    entry: config.STOREFRONT_SSR_ENTRY ?? `${config.STOREFRONT_DIST.replace(/\/+$/, '')}-ssr/entry-server.js`,
    app,
    log: app.log,
    timeoutMs: config.SERVER_RENDER_TIMEOUT_MS,
  });
  await app.register(webAppsPlugin, {
    storefrontDist: config.STOREFRONT_DIST,
    backofficeDist: config.BACKOFFICE_DIST,
    uploadsDir: config.uploadsDir,
    renderIndex: async (template, request) => {
      // The visitor's chosen language (its cookie), else the shop's own: not Accept-Language's, since the
      // storefront shows the shop's language to a visitor who has not chosen one.
      const language = chosenLanguage(request.headers.cookie);
      const boot = await loadBootData(
        { db, clock, caches, resolveTenant },
        normalizeHost(request.headers.host),
        language,
      );
      const html = renderIndexHtml(template, boot, request.url.split('?')[0]);
      if (!boot || !config.SERVER_RENDERING) return html;
      return (await storefrontPages(html, request, boot, language ?? boot.tenant.locale)) ?? html;
    },
  });
  return app;
}
