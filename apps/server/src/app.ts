import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { loadSecret } from "./modules/auth/secret.ts";
import { createConsoleSms, createHttpSms } from "./modules/auth/sms.ts";
import { createCounters } from "./modules/auth/throttle.ts";
import { createTokens } from "./modules/auth/tokens.ts";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { createResponseCache } from "./modules/catalog/response-cache.ts";
import { createVersionWatcher } from "./modules/catalog/version-watcher.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mediaPlugin } from "./modules/media/media.plugin.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { createSeoService } from "./modules/seo/seo.service.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { type WebOptions, webPlugin } from "./plugins/web.ts";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the storefront too; API tests leave it out. */
  web?: WebOptions | false;
  logger?: boolean;
}

/** Builds the whole shop: cross-cutting plugins, then the API modules, then the storefront. */
export async function buildApp({
  config,
  database,
  web = false,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    // Only a configured proxy may say who the client is: throttles count by address.
    trustProxy: config.TRUST_PROXY,
    // Shoppers' requests are small; a bigger body is a mistake or an attack.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Vite's dev server (npm run dev) can take longer than Fastify's default 10 s to start on a
    // busy machine; the production build loads in well under a second.
    ...(web && web.mode === "development" ? { pluginTimeout: 120_000 } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);

  const catalogRepository = createCatalogRepository(database.db);
  const catalog = createCatalogService({
    repository: catalogRepository,
    cache: createResponseCache(config.RESPONSE_CACHE_ENTRIES),
    version: createVersionWatcher({ readVersion: catalogRepository.readCatalogVersion }),
    listingIndexMaxPieces: config.LISTING_INDEX_MAX_PRODUCTS,
  });
  // A few entries: each sitemap of 100,000 pieces is megabytes, and there is one per origin.
  const seo = createSeoService({ catalog, cache: createResponseCache(8) });

  const secret = loadSecret(config.JWT_SECRET, config.dataDir);
  const tokens = createTokens(secret, config.TOKEN_TTL_HOURS);
  const auth = createAuthService({
    db: database.db,
    tokens,
    secret,
    sms:
      config.SMS_PROVIDER === "http"
        ? createHttpSms({
            url: config.SMS_HTTP_URL!,
            authKey: config.SMS_HTTP_AUTH_KEY!,
            templateId: config.SMS_HTTP_TEMPLATE_ID!,
          })
        : createConsoleSms(database.db, app.log),
    counters: createCounters(database.db),
    limits: {
      otp: { gapSeconds: 30, perNumberPerHour: 5, perAddressPerHour: config.OTP_MAX_PER_ADDRESS_PER_HOUR },
      loginPerAccount: config.LOGIN_MAX_PER_ACCOUNT,
      loginPerAddress: config.LOGIN_MAX_PER_ADDRESS,
    },
    log: app.log,
  });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog });
      await api.register(healthRoutes, { catalog });
      await api.register(authRoutes, {
        auth,
        db: database.db,
        tokenTtlSeconds: tokens.ttlSeconds,
        publicOrigin: config.PUBLIC_ORIGIN,
        outbox: config.NODE_ENV !== "production",
      });
    },
    { prefix: "/api/v1" },
  );
  app.addHook("onReady", async () => {
    // Index the catalogue now rather than on the first shopper's request.
    void catalog
      .listingIndexStatus()
      .catch((error: unknown) => app.log.warn({ err: error }, "listing index warm-up failed"));
  });

  await app.register(mediaPlugin, { prefix: "/media", dataDir: config.dataDir, db: database.db });
  await app.register(seoRoutes, { seo, publicOrigin: config.PUBLIC_ORIGIN });
  if (web) {
    await app.register(webPlugin, {
      ...web,
      publicOrigin: config.PUBLIC_ORIGIN,
      settledCatalogueVersion: catalog.settledVersion,
      pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    });
  }
  return app;
}
