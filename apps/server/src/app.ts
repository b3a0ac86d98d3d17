import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createVersionWatcher } from "./db/version-watcher.ts";
import { lingerBeforeClosing } from "./lingering-close.ts";
import { type LogDestination, logAbortedRequest, loggerOptions, OneLinePerRequest } from "./logging.ts";
import { createAddressesRepository } from "./modules/addresses/addresses.repository.ts";
import { addressesRoutes } from "./modules/addresses/addresses.routes.ts";
import { createAddressesService } from "./modules/addresses/addresses.service.ts";
import { createAppointmentsRepository } from "./modules/appointments/appointments.repository.ts";
import { appointmentsRoutes } from "./modules/appointments/appointments.routes.ts";
import { createAppointmentsService } from "./modules/appointments/appointments.service.ts";
import { createAppointmentsDesk } from "./modules/appointments/appointments-desk.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createPasswords } from "./modules/auth/passwords.ts";
import { createRequireUser, readToken } from "./modules/auth/require-user.ts";
import { loadSecret } from "./modules/auth/secret.ts";
import { createCounters } from "./modules/auth/throttle.ts";
import { createTokens } from "./modules/auth/tokens.ts";
import { createCartRepository } from "./modules/cart/cart.repository.ts";
import { cartRoutes } from "./modules/cart/cart.routes.ts";
import { createCartService } from "./modules/cart/cart.service.ts";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { rateHistoryRoutes, staffRatesRoutes } from "./modules/catalog/rates.routes.ts";
import { createRatesService } from "./modules/catalog/rates.service.ts";
import { createResponseCache } from "./modules/catalog/response-cache.ts";
import { staffHomeRoutes } from "./modules/catalog/staff-home.routes.ts";
import { createStaffHome } from "./modules/catalog/staff-home.service.ts";
import { staffPhotoRoutes } from "./modules/catalog/staff-photos.routes.ts";
import { createStaffPhotos } from "./modules/catalog/staff-photos.service.ts";
import { staffProductRoutes } from "./modules/catalog/staff-products.routes.ts";
import { createStaffProducts } from "./modules/catalog/staff-products.service.ts";
import { createProductsCsv } from "./modules/catalog/staff-products-import.ts";
import { createContactRepository } from "./modules/contact/contact.repository.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { createContactService } from "./modules/contact/contact.service.ts";
import { deliveryRoutes } from "./modules/delivery/delivery.routes.ts";
import { createDeliveryService } from "./modules/delivery/delivery.service.ts";
import { staffPincodeRoutes } from "./modules/delivery/staff-pincodes.routes.ts";
import { deskRoutes } from "./modules/desk/desk.routes.ts";
import { createDeskService } from "./modules/desk/desk.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import * as inventory from "./modules/inventory/inventory.service.ts";
import { createStockFeed, createStockFeedSource } from "./modules/inventory/inventory-feed.ts";
import { shopperInvoiceRoutes, staffDocumentRoutes } from "./modules/invoices/invoices.routes.ts";
import { createInvoicesService } from "./modules/invoices/invoices.service.ts";
import { mediaPlugin } from "./modules/media/media.plugin.ts";
import { createOrderExpiry } from "./modules/orders/order-expiry.ts";
import { holdLimitsOf } from "./modules/orders/order-limits.ts";
import { orderRoutes } from "./modules/orders/orders.routes.ts";
import { createOrderService } from "./modules/orders/orders.service.ts";
import { staffOrderRoutes } from "./modules/orders/staff-orders.routes.ts";
import { createStaffOrders } from "./modules/orders/staff-orders.service.ts";
import { createPaymentGateway } from "./modules/payments/payment-gateway.ts";
import { createPaymentRecords } from "./modules/payments/payment-records.ts";
import { createPaymentNotes } from "./modules/payments/payment-timeline.ts";
import { createPaymentsRepository } from "./modules/payments/payments.repository.ts";
import { paymentRoutes } from "./modules/payments/payments.routes.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { createRefundSweep } from "./modules/payments/refund-sweep.ts";
import { createRefundsService } from "./modules/payments/refunds.service.ts";
import { createRecentlyViewedRepository } from "./modules/recently-viewed/recently-viewed.repository.ts";
import { recentlyViewedRoutes } from "./modules/recently-viewed/recently-viewed.routes.ts";
import { createRecentlyViewedService } from "./modules/recently-viewed/recently-viewed.service.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { createSeoService } from "./modules/seo/seo.service.ts";
import { shopperStateRoutes } from "./modules/shopper-state/shopper-state.routes.ts";
import { sizeGuideRoutes } from "./modules/size-guides/size-guides.routes.ts";
import { createSizeGuidesService } from "./modules/size-guides/size-guides.service.ts";
import { createRequireStaff } from "./modules/staff/require-staff.ts";
import { staffMeRoutes } from "./modules/staff/staff.routes.ts";
import { staffAuthRoutes } from "./modules/staff/staff-auth.routes.ts";
import { createStaffAuthService } from "./modules/staff/staff-auth.service.ts";
import { staffUsersRoutes } from "./modules/staff/staff-users.routes.ts";
import { createStaffUsersService } from "./modules/staff/staff-users.service.ts";
import { createSubscriptionsRepository } from "./modules/subscriptions/subscriptions.repository.ts";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes.ts";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service.ts";
import { createWishlistRepository } from "./modules/wishlist/wishlist.repository.ts";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes.ts";
import { createWishlistService } from "./modules/wishlist/wishlist.service.ts";
import { drainingPlugin } from "./plugins/draining.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { type WebOptions, webPlugin } from "./plugins/web.ts";
import {
  createOutboxMail,
  createSmtpMail,
  mailOutboxRoutes,
  type OutboxMail,
} from "./providers/mail/mail.public.ts";
import { createMediaStore } from "./providers/media-store/media-store.public.ts";
import { createOutbox } from "./providers/outbox/outbox.public.ts";
import { type ConsoleSms, createConsoleSms, createHttpSms } from "./providers/sms/sms.public.ts";
import { serializerCompiler } from "./response-serializer.ts";

const SEO_CACHE_BYTES = 48 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the storefront too; API tests leave it out. */
  web?: WebOptions | false;
  /** Log at LOG_LEVEL (to stdout, or to `stream` where a test reads it), or not at all. */
  logger?: boolean | { stream: LogDestination };
  /** Tests pass small ones to see a slow request cut off; everything else uses REQUEST_TIMEOUTS. */
  timeouts?: RequestTimeouts;
  /**
   * Tests only (testing/test-app.ts): hooks put on the root before any plugin or route, such as
   * the check of every answer against the OpenAPI document (decision 039). server.ts sets none.
   */
  testHooks?: (app: FastifyInstance) => void;
  /**
   * The development providers' records (console SMS, outbox mail), when they are the providers.
   * Tests give two apps on one database one pair, as one machine has: either app may send a message.
   */
  devProviders?: DevProviders;
}

export interface DevProviders {
  sms: ConsoleSms;
  mail: OutboxMail;
}

/** The development providers; tests print nothing (they read the outboxes). */
export function createDevProviders(config: Pick<Config, "MAIL_FROM" | "NODE_ENV">): DevProviders {
  const print = config.NODE_ENV === "test" ? () => {} : undefined;
  return { sms: createConsoleSms(print), mail: createOutboxMail(config.MAIL_FROM, print) };
}

export interface RequestTimeouts {
  /** From the connection's first byte (or the previous request's end) to the end of the headers. */
  headersMs: number;
  /** From then to the last byte of the body: a slower request is answered 408 and closed. */
  requestMs: number;
  /** No byte in either direction for this long closes the connection, whatever it was doing. */
  idleMs: number;
}

/**
 * A phone on a poor 2G link (about 20 kbit/s) sends a page's form, a few kilobytes, in a couple of
 * seconds and 1 MB (the body limit) in about 7 minutes; nothing a shopper does sends more than a
 * few kilobytes. 30 s for the whole request leaves a wide margin for the forms and the API's JSON,
 * and holds a connection that drips its body (a byte a second) for at most 30 s, not forever
 * (decision 011).
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 20_000, requestMs: 30_000, idleMs: 60_000 };

/** Builds the whole shop: cross-cutting plugins, then the API modules, then the storefront. */
export async function buildApp({
  config,
  database,
  web = false,
  logger = true,
  timeouts = REQUEST_TIMEOUTS,
  testHooks,
  devProviders,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets (OTPs, passwords, tokens) are redacted from every line: logging.ts.
    logger: logger ? loggerOptions(config.LOG_LEVEL, logger === true ? undefined : logger.stream) : false,
    logController: new OneLinePerRequest(),
    // Fastify turns Node's request timeout off by default; these bound every route's request.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for expired requests only this often (30 s by default, which would double the bound).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 4),
    },
    // Only a configured proxy may say who the client is: throttles count by address.
    trustProxy: config.TRUST_PROXY,
    // Shoppers' requests are small; a bigger body is a mistake or an attack.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a keep-alive connection while the server closes is answered, not
    // refused with a bare 503: the load balancer already stopped sending (plugins/draining.ts).
    return503OnClosing: false,
    // Vite's dev server (npm run dev) can take longer than Fastify's default 10 s to start on a
    // busy machine; the production build loads in well under a second.
    ...(web && web.mode === "development" ? { pluginTimeout: 120_000 } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  testHooks?.(app);
  // A connection ended after its answer takes in what the client still sends before it closes.
  lingerBeforeClosing(app);
  // At info a request is logged once answered; one whose client left first, here.
  app.addHook("onRequestAbort", logAbortedRequest);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { publicOrigin: config.PUBLIC_ORIGIN });
  // Before any route: it documents and guards every route registered after it.
  await app.register(inputGuardPlugin);
  await app.register(drainingPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);

  // The media's files: DATA_DIR/media, or an S3-compatible bucket shared by every machine (decision 047).
  const mediaStore = createMediaStore(config);
  const catalogRepository = createCatalogRepository(database.db);
  // Stock changes reach this process's listings and caches through the inventory's change log,
  // read at most once a second; a write of this process calls stockFeed.changed() (decision 020).
  const stockFeed = createStockFeed(createStockFeedSource(database.db));
  const catalog = createCatalogService({
    repository: catalogRepository,
    cache: createResponseCache(config.RESPONSE_CACHE_MB * 1024 * 1024),
    version: createVersionWatcher({
      readVersion: catalogRepository.readCatalogVersion,
      answerWhileChecking: true,
    }),
    stockFeed,
    listingIndexMaxPieces: config.LISTING_INDEX_MAX_PRODUCTS,
  });
  // A part of 50,000 URLs is about 5 MB (10 MB counted at two bytes a character), one per origin:
  // room for the index and a few parts of one origin, whatever Host headers arrive.
  const rates = createRatesService({ db: database.db });
  const seo = createSeoService({ catalog, cache: createResponseCache(SEO_CACHE_BYTES) });

  const secret = loadSecret(config.JWT_SECRET, config.dataDir);
  const tokens = createTokens(secret, config.TOKEN_TTL_HOURS);
  // SMS: the console (demo) or an HTTP gateway; mail: the development outbox or SMTP (decision 028).
  // Both are reached only through the durable outbox, which every process polls (decision 040).
  const dev =
    config.SMS_PROVIDER === "console" || config.MAIL_PROVIDER === "outbox"
      ? (devProviders ?? createDevProviders(config))
      : undefined;
  const consoleSms = config.SMS_PROVIDER === "console" ? dev!.sms : undefined;
  const outboxMail = config.MAIL_PROVIDER === "outbox" ? dev!.mail : undefined;
  const smtpMail = outboxMail
    ? undefined
    : createSmtpMail({
        host: config.SMTP_HOST!,
        port: config.SMTP_PORT,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        from: config.MAIL_FROM,
        startTls: config.SMTP_STARTTLS,
      });
  const outbox = createOutbox({
    db: database.db,
    secret,
    sms:
      consoleSms?.sender ??
      createHttpSms({
        url: config.SMS_HTTP_URL!,
        authKey: config.SMS_HTTP_AUTH_KEY!,
        templateId: config.SMS_HTTP_TEMPLATE_ID!,
        noticeTemplateId: config.SMS_HTTP_ORDER_TEMPLATE_ID,
        orderStatusTemplateId: config.SMS_HTTP_ORDER_STATUS_TEMPLATE_ID,
        appointmentTemplateId: config.SMS_HTTP_APPOINTMENT_TEMPLATE_ID,
      }),
    mail: (outboxMail ?? smtpMail!).sender,
    log: app.log,
  });
  app.addHook("onReady", async () => outbox.start());
  // Sends under way finish; what is left waits in the table for the next process.
  app.addHook("onClose", async () => {
    await outbox.stop();
    smtpMail?.close();
  });
  // Staff sessions are their own audience and last a working day (decision 045).
  const staffTokens = createTokens(secret, config.STAFF_TOKEN_TTL_HOURS, "nagai-staff");
  const staffGuards = createRequireStaff({ db: database.db, tokens: staffTokens });
  const counters = createCounters(database.db);
  // One hashing pool for shoppers and staff: together they never hold more than its memory.
  const passwords = createPasswords(config.PASSWORD_HASH_CONCURRENCY);
  const signInLimits = {
    otp: { gapSeconds: 30, perNumberPerHour: 5, perAddressPerHour: config.OTP_MAX_PER_ADDRESS_PER_HOUR },
    loginPerIdentifierAndAddress: config.LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS,
    loginPerIdentifier: config.LOGIN_MAX_PER_IDENTIFIER,
    loginPerAddress: config.LOGIN_MAX_PER_ADDRESS,
    otpChecksPerAddress: config.LOGIN_MAX_PER_ADDRESS,
  };
  const auth = createAuthService({
    db: database.db,
    tokens,
    secret,
    outbox,
    counters,
    passwords,
    limits: signInLimits,
  });
  // Staff sign in as shoppers do, with an OTP after the password, under the same limits (decision 045).
  const staffAuth = createStaffAuthService({
    db: database.db,
    tokens: staffTokens,
    secret,
    outbox,
    counters,
    passwords,
    limits: signInLimits,
  });

  const requireUser = createRequireUser(auth);
  // The shopper's own lists reach the catalogue only through its service (decision 016).
  const cart = createCartService({
    repository: createCartRepository(database.db),
    catalog,
  });
  const wishlist = createWishlistService({ repository: createWishlistRepository(database.db), catalog });
  const recentlyViewed = createRecentlyViewedService({
    repository: createRecentlyViewedRepository(database.db),
  });
  const addresses = createAddressesService({ repository: createAddressesRepository(database.db) });
  // The real PayPhi gateway when configured, else the sandbox built into this server (decision 023).
  const paymentGateway = createPaymentGateway({ app, config, db: database.db });
  // Refunds of cancelled paid orders, through the gateway (decision 038).
  const refunds = createRefundsService({ db: database.db, gateway: paymentGateway.client, log: app.log });
  const paymentsRepository = createPaymentsRepository(database.db);
  const orders = createOrderService({
    db: database.db,
    catalog,
    inventory,
    addresses,
    outbox,
    // The order's timeline shows its payment attempts, read through the payments module (decision 037).
    paymentNotes: createPaymentNotes(paymentsRepository),
    stockChanged: () => stockFeed.changed(),
    log: app.log,
    refunds,
    limits: holdLimitsOf(config),
  });
  // The staff console's orders (decision 045): the same stock, refunds and outbox as the shopper's cancel.
  // The order's tax invoice and packing slip (decision 045); the SHIPPED move issues the invoice.
  const invoices = createInvoicesService({ db: database.db, shop: config.shop });
  const staffOrders = createStaffOrders({
    db: database.db,
    inventory,
    outbox,
    refunds,
    paymentRecords: createPaymentRecords(database.db),
    paymentNotes: createPaymentNotes(paymentsRepository),
    stockChanged: () => stockFeed.changed(),
    onShipped: async (tx, orderId) => {
      await invoices.issueInvoice(tx, orderId);
    },
    log: app.log,
  });
  // Every process sweeps expired holds; SKIP LOCKED shares the orders between them (decision 021).
  const orderExpiry = createOrderExpiry(orders.expireUnpaid, app.log);
  app.addHook("onReady", async () => orderExpiry.start());
  app.addHook("onClose", () => orderExpiry.stop());
  // Every process sends again the refunds left REQUESTED, one claim at a time (decision 038).
  const refundSweep = createRefundSweep(() => refunds.sweep(), app.log);
  app.addHook("onReady", async () => refundSweep.start());
  app.addHook("onClose", () => refundSweep.stop());

  const appointmentsRepository = createAppointmentsRepository(database.db);
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    counters,
    outbox,
    shop: { mailTo: config.MAIL_SHOP_TO, smsNumber: config.SHOP_SMS_NUMBER },
    limits: { perAddressPerHour: config.APPOINTMENT_MAX_PER_ADDRESS_PER_HOUR },
  });
  const contact = createContactService({
    repository: createContactRepository(database.db),
    counters,
    outbox,
    shopMailTo: config.MAIL_SHOP_TO,
    perAddressPerHour: config.CONTACT_MAX_PER_ADDRESS_PER_HOUR,
  });
  const subscriptions = createSubscriptionsService({
    repository: createSubscriptionsRepository(database.db),
    counters,
    perAddressPerHour: config.SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR,
  });

  // The console's desk: bookings, the messages' inbox and the home's figures (decision 045).
  const appointmentsDesk = createAppointmentsDesk({ db: database.db, repository: appointmentsRepository });
  const desk = createDeskService({ db: database.db, appointments: appointmentsDesk });

  // Where the shop delivers, read from its table on every call (decision 048).
  const delivery = createDeliveryService(database.db);

  const payments = createPaymentsService({
    repository: paymentsRepository,
    orders,
    gateway: paymentGateway.client,
    log: app.log,
  });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog });
      await api.register(rateHistoryRoutes, { rates, catalog });
      await api.register(healthRoutes, { catalog, db: database.db });
      await api.register(authRoutes, {
        auth,
        requireUser,
        tokenTtlSeconds: tokens.ttlSeconds,
        publicOrigin: config.PUBLIC_ORIGIN,
        outbox: consoleSms
          ? async () => {
              await outbox.settled();
              return consoleSms.read();
            }
          : undefined,
        trustProxy: config.TRUST_PROXY,
      });
      await api.register(wishlistRoutes, { wishlist, requireUser });
      await api.register(cartRoutes, { cart, requireUser });
      await api.register(recentlyViewedRoutes, { recentlyViewed, requireUser });
      await api.register(shopperStateRoutes, {
        sources: {
          findUser: async (request) => {
            const token = readToken(request);
            return token ? auth.authenticate(token) : undefined;
          },
          wishlist: async (userId) => (await wishlist.list(userId)).data,
          cart: async (user) =>
            (await cart.list(user, undefined)).data.map((row) => ({ id: row.id, itemSno: row.itemSno })),
          recentlyViewed: async (userId) => (await recentlyViewed.list(userId)).data,
        },
      });
      await api.register(paymentRoutes, { payments, requireUser, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(orderRoutes, { orders, requireUser });
      await api.register(shopperInvoiceRoutes, { invoices, requireUser });
      await api.register(addressesRoutes, { addresses, requireUser });
      await api.register(deliveryRoutes, { delivery });
      await api.register(appointmentsRoutes, {
        appointments,
        perAddressPerHour: config.APPOINTMENT_MAX_PER_ADDRESS_PER_HOUR,
      });
      await api.register(contactRoutes, {
        contact,
        perAddressPerHour: config.CONTACT_MAX_PER_ADDRESS_PER_HOUR,
      });
      await api.register(subscriptionsRoutes, {
        subscriptions,
        perAddressPerHour: config.SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR,
      });
      // The staff console's API (decision 045). Every route registered inside `signedIn` refuses
      // a request without a valid staff session before its body is read (the onRequest hook):
      // a new staff route cannot forget the check. Only signing in is outside it.
      await api.register(
        async (staff) => {
          await staff.register(staffAuthRoutes, {
            staffAuth,
            tokenTtlSeconds: staffTokens.ttlSeconds,
            publicOrigin: config.PUBLIC_ORIGIN,
          });
          await staff.register(async (signedIn) => {
            signedIn.addHook("onRequest", staffGuards.requireStaff);
            await signedIn.register(staffMeRoutes);
            await signedIn.register(deskRoutes, { desk, appointments: appointmentsDesk });
            await signedIn.register(staffOrderRoutes, { staffOrders });
            await signedIn.register(staffUsersRoutes, {
              staffUsers: createStaffUsersService({ db: database.db, passwords }),
              requireAdmin: staffGuards.requireAdmin,
            });
            await signedIn.register(staffDocumentRoutes, { invoices });
            await signedIn.register(staffPincodeRoutes, { delivery, requireAdmin: staffGuards.requireAdmin });
            // The catalogue's photos, picture uploads and the home page's lists (issue 26, decision 047).
            await signedIn.register(staffPhotoRoutes, {
              staffPhotos: createStaffPhotos({ db: database.db, store: mediaStore }),
              db: database.db,
              store: mediaStore,
            });
            await signedIn.register(staffHomeRoutes, {
              staffHome: createStaffHome({ db: database.db, store: mediaStore }),
            });
            await signedIn.register(staffRatesRoutes, { rates });
            await signedIn.register(staffProductRoutes, {
              staffProducts: createStaffProducts({
                db: database.db,
                stockChanged: () => stockFeed.changed(),
              }),
              productsCsv: createProductsCsv({ db: database.db, stockChanged: () => stockFeed.changed() }),
            });
          });
        },
        { prefix: "/staff" },
      );
      if (outboxMail) {
        await api.register(mailOutboxRoutes, {
          read: async () => {
            await outbox.settled();
            return outboxMail.read();
          },
          trustProxy: config.TRUST_PROXY,
        });
      }
    },
    { prefix: "/api/v1" },
  );
  app.addHook("onReady", async () => {
    // Index the catalogue now rather than on the first shopper's request.
    void catalog
      .listingIndexStatus()
      .catch((error: unknown) => app.log.warn({ err: error }, "listing index warm-up failed"));
  });

  if (paymentGateway.sandboxRoutes) await app.register(paymentGateway.sandboxRoutes);
  await app.register(mediaPlugin, { prefix: "/media", store: mediaStore, db: database.db });
  await app.register(seoRoutes, { seo, publicOrigin: config.PUBLIC_ORIGIN });
  // The size guides' PDFs at /assets/*.pdf, before the storefront's own /assets/ files (decision 029).
  await app.register(sizeGuideRoutes, { sizeGuides: createSizeGuidesService() });
  if (web) {
    await app.register(webPlugin, {
      ...web,
      publicOrigin: config.PUBLIC_ORIGIN,
      settledCatalogueVersion: catalog.settledVersion,
      stockFeed,
      pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    });
  }
  return app;
}
