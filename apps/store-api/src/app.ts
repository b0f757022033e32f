import { setTimeout as sleep } from 'node:timers/promises';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiId } from '@tradeshop/api-client/contracts';
import {
  type DeliverySettings,
  defaultDeliverySettings,
  defaultFeatureFlags,
  errorCodes,
  type FeatureFlag,
} from '@tradeshop/domain';
import { requestIdOf } from '@tradeshop/observability';
import type { RequestSpan, Tracing } from '@tradeshop/observability/tracing';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/index.ts';
import {
  type CustomerRouteOptions,
  companyRoutes,
  companyUsersRoutes,
  customerRoutes,
  loadSessionCustomer,
  loginAsCustomerAdminRoutes,
  loginAsCustomerRoutes,
  registerCustomersAdminRoutes,
  registrationRoutes,
  startVatRecheck,
} from './modules/account/index.ts';
import { approvalRoutes } from './modules/approval/index.ts';
import { articleLinkRoutes } from './modules/article-link/index.ts';
import { defaultAuditKeepDays, registerAuditLogRoute, startAuditPrune } from './modules/audit/index.ts';
import { blogPostEditing, blogPreviewRoutes, blogRoutes } from './modules/blog/index.ts';
import { budgetPeopleRoutes, registerBudgetAdminRoutes } from './modules/budget/index.ts';
import { openCatalogCache, withoutCachedAnswers } from './modules/cache/index.ts';
import { cartRoutes, mergeVisitorCart, registerCartAdminRoutes } from './modules/cart/index.ts';
import { catalogRoutes, registerBrandAdminRoutes } from './modules/catalog/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import {
  cmsRoutes,
  contentPageEditing,
  contentPreviewRoutes,
  registerContentAdminRoutes,
  startContentPublisher,
} from './modules/cms/index.ts';
import { contactFormRoutes, contactRoutes, registerContactInboxRoutes } from './modules/contact/index.ts';
import { contextRoutes, registerContextResolution, startSessionSweep } from './modules/context/index.ts';
import { costCenterRoutes } from './modules/cost-center/index.ts';
import { costPostRoutes } from './modules/cost-post/index.ts';
import { registerDashboardRoute } from './modules/dashboard/index.ts';
import {
  type BuiltInErpOptions,
  builtInErp,
  builtInErpIntake,
  builtInErpOfferIntake,
  erpHistoryRoutes,
  erpRoutes,
  startBuiltInErpSteps,
} from './modules/erp/index.ts';
import { filesCatalogRoutes, registerCatalogFileAdminRoutes } from './modules/files-catalog/index.ts';
import { healthRoutes, registerHealthAdminRoute, storeApiMetrics } from './modules/health/index.ts';
import {
  type ErpWebhook,
  integrationApiPrefix,
  integrationRoutes,
  registerIntegrationAdminRoutes,
  webhookDelivery,
  webhookTargetNow,
} from './modules/integration/index.ts';
import {
  createMailer,
  type MailSettings,
  mailboxOf,
  mailRoutes,
  registerMailOutboxRoutes,
  startOutboxDispatcher,
} from './modules/mail/index.ts';
import { mediaRoutes, registerMediaAdminRoutes } from './modules/media/index.ts';
import { navigationRoutes, registerNavigationAdminRoutes } from './modules/navigation/index.ts';
import { newsletterDevRoutes, newsletterRoutes } from './modules/newsletter/index.ts';
import {
  offerDecisionRoutes,
  offerRequestRoutes,
  registerOfferRequestInboxRoutes,
  startOfferOutbox,
  startOfferRequestAnswers,
} from './modules/offer/index.ts';
import { registerOrderAdminRoutes, startOrderOutbox } from './modules/order/index.ts';
import { orderFlowRoutes, userBudgets } from './modules/order-flow/index.ts';
import { orderHistoryRoutes } from './modules/order-history/index.ts';
import { orderListRoutes, registerOrderListAdminRoutes } from './modules/order-list/index.ts';
import { orderReferenceRoutes } from './modules/order-reference/index.ts';
import { pageCacheRoutes, trustedPeerOf } from './modules/page-cache/index.ts';
import { pagesRoutes } from './modules/pages/index.ts';
import { privacyRoutes, registerPrivacyAdminRoutes } from './modules/privacy/index.ts';
import { punchoutRoutes, registerPunchoutAdminRoutes } from './modules/punchout/index.ts';
import { quickOrderRoutes } from './modules/quick-order/index.ts';
import { salesChannelRoutes, systemListRoutes } from './modules/sales-channel/index.ts';
import { registerSynonymAdminRoutes, searchRoutes } from './modules/search/index.ts';
import { sessionRoutes } from './modules/session/index.ts';
import {
  environmentSettings,
  registerSettingsAdminRoutes,
  shopSettingsOf,
} from './modules/settings/index.ts';
import { sitemapRoutes } from './modules/sitemap/index.ts';
import { adminApiRoutes, type StaffRouteEntry, staffActorOf } from './modules/staff/index.ts';
import { createViesClient, defaultViesSettings } from './modules/vat-check/index.ts';
import { enforceRouteAccess, type RouteAccessEntry } from './platform/access.ts';
import {
  defaultSessionLifetime,
  defaultStaffSessionLimits,
  type Ports,
  type SessionLifetime,
  type ShopSettingsLoader,
  type StaffSessionLimits,
} from './platform/context.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { refuseBadInput } from './platform/input-boundary.ts';
import { withoutVies } from './platform/ports.ts';
import { ApiProblem } from './platform/problem.ts';
import type { StoreApi } from './platform/types.ts';

export interface AppOptions {
  database: Database;
  mediaDir: string;
  /** Settings of the built-in mailer; ignored when `ports.mailer` is given. */
  mail: MailSettings;
  /**
   * The systems outside the shop: the built-in ERP on the shop's own tables and the mailer of
   * `mail` unless an adapter (or a test double) is given.
   */
  ports?: Partial<Ports>;
  /**
   * What keeps the catalogue's answers between requests: by default a cache of this process in
   * front of the one all processes share (`redisUrl`'s Redis, or the database); `false` computes
   * every answer anew (to measure what the cache spares).
   */
  catalogCache?: false | { redisUrl?: string | undefined };
  /** Enabled feature flags; the specification's configuration when omitted. */
  featureFlags?: readonly FeatureFlag[];
  /** The order cut-offs delivery dates are promised from; the defaults when omitted. */
  delivery?: DeliverySettings;
  /**
   * The environment's VIES that `ports.vatRegistry` asks (VIES_URL, SELLER_VAT_NUMBER): the
   * back-office's settings start from it, and a VIES they name otherwise is asked instead.
   */
  vies?: { url: string; requesterVatNumber: string; timeoutMs: number } | undefined;
  /** Key of the staff's login-as-customer tokens (see signingKey). */
  loginAsCustomerKey: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Development aids (the outbox of mails at /_dev/mails, a newsletter sent at /_dev/newsletters) for
   * requests from this machine; off unless asked for, and main.ts never asks in production.
   */
  devAids?: boolean;
  /** How a login slowed down by failures elsewhere waits; a timer unless the tests count instead. */
  waitBeforeLogin?: CustomerRouteOptions['waitBeforeLogin'];
  /**
   * Where the order and offer events go (ERP_WEBHOOK_URL): without one they wait for the ERP to
   * pull them from the integration API.
   */
  erpWebhook?: ErpWebhook | undefined;
  /** METRICS_TOKEN: a scraper elsewhere reads /metrics with it; without it only this machine does. */
  metricsToken?: string | undefined;
  /** Started by main.ts when the OpenTelemetry environment names an OTLP endpoint: a span per request. */
  tracing?: Tracing | null | undefined;
  /**
   * Without a webhook, the built-in ERP takes the orders in and moves them through their statuses,
   * and answers offer requests with offers (BUILTIN_ERP_STEP_SECONDS); without either, the ERP pulls
   * them.
   */
  builtInErp?: BuiltInErpOptions | undefined;
  /** Proxies whose X-Forwarded-For names the client (the storefront); default loopback. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long sessions last (SESSION_IDLE_HOURS, SESSION_MAX_DAYS); 8 idle hours and 30 days by default. */
  sessions?: SessionLifetime | undefined;
  /** How many days the audit log keeps its entries (AUDIT_KEEP_DAYS); two years by default. */
  auditKeepDays?: number | undefined;
  /** How long staff sessions last (STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS); 30 minutes and 12 hours by default. */
  staffSessions?: StaffSessionLimits | undefined;
  /**
   * Asks VIES again about the VAT numbers of companies abroad that it never decided, or decided this
   * many days ago (VIES_RECHECK_DAYS); off when omitted.
   */
  vatRecheckDays?: number | undefined;
}

const idOrNothing = (id: string | null | undefined) => (id ? apiId(id) : undefined);

/** Builds the Store API with every module; main.ts and the tests both start from here. */
/** What the back-office's content editor edits: content pages and blog posts. */
const editableKinds = [contentPageEditing, blogPostEditing];

export async function buildApp(options: AppOptions): Promise<StoreApi> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, written below with its route and who asked; none of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (raw) => requestIdOf(raw.headers.traceparent, raw.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustProxy ?? 'loopback',
    // Fastify gives up on a plugin after 10 s, there to catch one that never finishes. Compiling the
    // routes' schemas and their API documentation took longer than that on a busy machine of two
    // cores; a start that slow is still a start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('readDb', options.database.readDb);
  if (options.catalogCache === false) app.decorate('catalogCache', withoutCachedAnswers());
  else {
    const cache = await openCatalogCache({
      database: options.database,
      redisUrl: options.catalogCache?.redisUrl,
    });
    app.decorate('catalogCache', cache);
    app.addHook('onClose', () => cache.close());
  }
  let mailer = options.ports?.mailer;
  if (!mailer) {
    const outbox = createMailer(options.mail);
    const dispatcher = await startOutboxDispatcher(options.database, outbox.deliver);
    app.addHook('onClose', () => dispatcher.stop());
    mailer = outbox;
  }
  const ports = {
    erp: options.ports?.erp ?? builtInErp,
    mailer,
    vatRegistry: options.ports?.vatRegistry ?? withoutVies,
  } satisfies Ports;
  app.decorate('ports', ports);
  const environment = environmentSettings({
    featureFlags: options.featureFlags ?? defaultFeatureFlags,
    delivery: options.delivery ?? defaultDeliverySettings,
    vies: options.vies,
  });
  const shopSettings: ShopSettingsLoader = async (tx, cache) => {
    const settings = await shopSettingsOf(tx, cache, environment);
    const { viesUrl, sellerVatNumber } = settings;
    const asEnvironment = viesUrl === environment.viesUrl && sellerVatNumber === environment.sellerVatNumber;
    if (asEnvironment || !viesUrl) return { settings, vatRegistry: ports.vatRegistry };
    // Another VIES, or another number to ask it with: one client per catalogue version and process.
    const vatRegistry = await cache.value(`vies:${viesUrl}:${sellerVatNumber ?? ''}`, async () =>
      createViesClient({
        ...defaultViesSettings,
        timeoutMs: options.vies?.timeoutMs ?? defaultViesSettings.timeoutMs,
        baseUrl: viesUrl,
        requesterVatNumber: sellerVatNumber ?? '',
      }),
    );
    return { settings, vatRegistry };
  };
  // Each delivery round posts to the webhook as stored in the back-office or, without one, set by
  // ERP_WEBHOOK_URL; without either the built-in ERP takes the events, or they wait for the ERP to
  // pull them. Read per round, so a webhook set in the back-office is followed without a restart.
  const builtInIntake = options.builtInErp
    ? {
        orders: builtInErpIntake(options.database, options.builtInErp),
        offers: builtInErpOfferIntake(options.database, options.builtInErp),
      }
    : null;
  const webhookNow = async () => {
    const target = await webhookTargetNow(options.database.db, options.erpWebhook);
    return target ? webhookDelivery(target) : null;
  };
  const retrySeconds = options.erpWebhook?.retrySeconds;
  const orderOutbox = await startOrderOutbox(options.database, ports.erp, {
    deliveryOfRound: async () => (await webhookNow()) ?? builtInIntake?.orders ?? null,
    ...(retrySeconds ? { retrySeconds } : {}),
  });
  const offerOutbox = await startOfferOutbox(options.database, {
    deliveryOfRound: async () => (await webhookNow()) ?? builtInIntake?.offers ?? null,
    ...(retrySeconds ? { retrySeconds } : {}),
  });
  app.addHook('onClose', async () => {
    await orderOutbox.stop();
    await offerOutbox.stop();
  });
  if (options.builtInErp && !options.erpWebhook) {
    const steps = startBuiltInErpSteps(options.database, options.builtInErp);
    app.addHook('onClose', () => steps.stop());
  }
  // Whichever ERP answers an offer request, the requester hears of it.
  const offerAnswers = await startOfferRequestAnswers(options.database, ports.mailer);
  app.addHook('onClose', () => offerAnswers.stop());
  const sessions = options.sessions ?? defaultSessionLifetime;
  const sessionSweep = startSessionSweep(options.database, sessions);
  app.addHook('onClose', () => sessionSweep.stop());
  const auditPrune = startAuditPrune(options.database, options.auditKeepDays ?? defaultAuditKeepDays);
  app.addHook('onClose', () => auditPrune.stop());
  // Every process watches for drafts whose publishing time has come; one at a time publishes them.
  const contentPublisher = startContentPublisher(options.database, editableKinds);
  app.addHook('onClose', () => contentPublisher.stop());
  if (options.vatRecheckDays) {
    const recheck = await startVatRecheck(
      options.database,
      async () => (await shopSettings(options.database.db, app.catalogCache)).vatRegistry,
      options.vatRecheckDays,
    );
    app.addHook('onClose', () => recheck.stop());
  }
  registerErrorHandling(app);
  refuseBadInput(app);
  // Shopware-style clients post JSON without a body to routes whose criteria are all optional.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiProblem(400, errorCodes.malformedBody, 'The request body is not valid JSON.'), undefined);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Trade Shop Store API',
        description:
          'Catalogue, search, context and account routes of the trade shop. Every /store-api route needs the `sw-access-key` header; `sw-context-token` carries the session and `sw-language-id` the language.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          accessKey: { type: 'apiKey', in: 'header', name: 'sw-access-key' },
          contextToken: { type: 'apiKey', in: 'header', name: 'sw-context-token' },
        },
      },
      security: [{ accessKey: [] }],
    },
    // The integration API has its own document (modules/integration).
    transform: (route) =>
      route.url.startsWith(integrationApiPrefix)
        ? { schema: { ...route.schema, hide: true }, url: route.url }
        : jsonSchemaTransform(route),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/store-api/_docs' });
  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);
  const contact = {
    signingKey: options.loginAsCustomerKey,
    serviceAddress: options.mail.serviceAddress ?? mailboxOf(options.mail.from),
  };

  const metrics = storeApiMetrics(options.database);
  const tracing = options.tracing ?? null;
  const requestSpans = new WeakMap<object, RequestSpan>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!tracing) return;
    const { traceparent } = request.headers;
    requestSpans.set(
      request,
      tracing.requestSpan({
        requestId: request.id,
        traceparent: typeof traceparent === 'string' ? traceparent : undefined,
        method: request.method,
      }),
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestSpans.get(request)?.end(route, reply.statusCode);
    metrics.observeRequest({
      method: request.method,
      route,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    // The route, never the path or the query: they may carry tokens and e-mail addresses.
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        // Ids as the APIs write them.
        customerId: idOrNothing(request.ctx?.customer?.id),
        actingStaffId: idOrNothing(request.ctx?.actingStaff?.id),
        staffId: idOrNothing(request.staff?.id),
      },
      'request',
    );
  });
  await app.register(healthRoutes({ metrics, metricsToken: options.metricsToken }));
  await app.register(integrationRoutes(options.mediaDir, options.database));
  const staffRoutes: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', staffRoutes);
  await app.register(
    adminApiRoutes({
      routes: staffRoutes,
      areas: [
        registerDashboardRoute,
        registerCustomersAdminRoutes(staffActorOf),
        loginAsCustomerAdminRoutes({ signingKey: options.loginAsCustomerKey, actorOf: staffActorOf }),
        registerPrivacyAdminRoutes(staffActorOf),
        registerBudgetAdminRoutes,
        registerPunchoutAdminRoutes({
          actorOf: staffActorOf,
          waitBeforeLogin: options.waitBeforeLogin ?? ((milliseconds) => sleep(milliseconds)),
        }),
        registerOrderListAdminRoutes,
        registerCartAdminRoutes,
        registerOrderAdminRoutes,
        registerContactInboxRoutes,
        registerOfferRequestInboxRoutes,
        registerMailOutboxRoutes(staffActorOf),
        registerAuditLogRoute,
        registerHealthAdminRoute(metrics, options.database.engine),
        registerSynonymAdminRoutes(staffActorOf),
        registerIntegrationAdminRoutes({
          actorOf: staffActorOf,
          environmentWebhook: options.erpWebhook,
          builtInErp: Boolean(options.builtInErp),
        }),
        registerContentAdminRoutes({
          actorOf: staffActorOf,
          previewKey: options.loginAsCustomerKey,
          kinds: editableKinds,
        }),
        registerSettingsAdminRoutes(staffActorOf, environment),
        registerMediaAdminRoutes(staffActorOf, options.mediaDir),
        registerBrandAdminRoutes(staffActorOf),
        registerNavigationAdminRoutes(staffActorOf),
        registerCatalogFileAdminRoutes(staffActorOf),
      ],
      sessionLimits: options.staffSessions ?? defaultStaffSessionLimits,
      waitBeforeLogin: options.waitBeforeLogin ?? ((milliseconds) => sleep(milliseconds)),
    }),
  );
  await app.register(mediaRoutes(options.mediaDir));
  await app.register(
    async (storeApi) => {
      registerContextResolution(storeApi, loadSessionCustomer, sessions, shopSettings);
      enforceRouteAccess(storeApi, routeAccess);
      await storeApi.register(contextRoutes);
      await storeApi.register(sessionRoutes);
      await storeApi.register(searchRoutes);
      await storeApi.register(catalogRoutes);
      await storeApi.register(filesCatalogRoutes);
      await storeApi.register(navigationRoutes);
      await storeApi.register(pagesRoutes);
      await storeApi.register(sitemapRoutes);
      await storeApi.register(pageCacheRoutes(trustedPeerOf(options.trustProxy ?? 'loopback')));
      await storeApi.register(cmsRoutes);
      await storeApi.register(contentPreviewRoutes(options.loginAsCustomerKey));
      await storeApi.register(blogRoutes);
      await storeApi.register(blogPreviewRoutes(options.loginAsCustomerKey));
      await storeApi.register(
        customerRoutes({
          waitBeforeLogin: options.waitBeforeLogin ?? ((milliseconds) => sleep(milliseconds)),
          joinVisitorCart: mergeVisitorCart,
        }),
      );
      await storeApi.register(companyRoutes());
      await storeApi.register(companyUsersRoutes(userBudgets));
      await storeApi.register(privacyRoutes);
      await storeApi.register(erpRoutes);
      await storeApi.register(articleLinkRoutes);
      await storeApi.register(costPostRoutes);
      await storeApi.register(newsletterRoutes);
      await storeApi.register(quickOrderRoutes);
      await storeApi.register(cartRoutes);
      await storeApi.register(checkoutRoutes());
      await storeApi.register(orderFlowRoutes);
      await storeApi.register(budgetPeopleRoutes);
      await storeApi.register(orderReferenceRoutes);
      await storeApi.register(approvalRoutes);
      await storeApi.register(orderListRoutes);
      await storeApi.register(offerRequestRoutes);
      await storeApi.register(orderHistoryRoutes);
      await storeApi.register(erpHistoryRoutes);
      await storeApi.register(offerDecisionRoutes);
      await storeApi.register(mailRoutes(options.devAids ?? false));
      await storeApi.register(newsletterDevRoutes(options.devAids ?? false));
      await storeApi.register(salesChannelRoutes());
      await storeApi.register(systemListRoutes);
      await storeApi.register(registrationRoutes());
      await storeApi.register(costCenterRoutes());
      await storeApi.register(loginAsCustomerRoutes(options.loginAsCustomerKey, mergeVisitorCart));
      await storeApi.register(contactRoutes(contact));
      await storeApi.register(
        punchoutRoutes({
          waitBeforeLogin: options.waitBeforeLogin ?? ((milliseconds) => sleep(milliseconds)),
          joinVisitorCart: mergeVisitorCart,
        }),
      );
    },
    { prefix: '/store-api' },
  );
  // Shopware's CMS extensions take their forms outside the Store API's prefix, with its headers.
  await app.register(async (site) => {
    registerContextResolution(site, loadSessionCustomer, sessions, shopSettings);
    enforceRouteAccess(site, routeAccess);
    await site.register(contactFormRoutes(contact));
  });
  return app;
}
