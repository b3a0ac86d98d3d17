import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65535);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  /** Holds the embedded database (pglite/) and media files (media/). */
  DATA_DIR: z.string().min(1).default("./data"),
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How many demo pieces to generate when the database starts empty; 0 seeds nothing. */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Listing and catalogue answers kept in memory per process; 0 turns the cache off. */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Megabytes of rendered pages kept for shoppers who are not signed in (decision 008); 0: none. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Catalogues up to this many pieces are browsed from an in-memory index (decision 003); 0: always SQL. */
  LISTING_INDEX_MAX_PRODUCTS: z.coerce.number().int().min(0).max(5_000_000).default(200_000),
  /**
   * The shop's public address (https://nagai.in) for absolute URLs: canonical links, Open Graph,
   * sitemap.xml and robots.txt; an https one also turns on HSTS. Required in production, so a
   * forged Host header cannot put another address there; elsewhere each request's own is used.
   */
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .refine(
      isOrigin,
      "must be an origin such as https://nagai.in: http(s), a host, no path, query or fragment",
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): `false` (the
   * default: the socket's address counts), `true` (any), or the proxies' addresses and CIDRs,
   * comma separated. Set it behind a load balancer, or every shopper shares its address's limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value): boolean | string =>
      value === "true" || value === "false" ? value === "true" : value,
    ),
  /**
   * Signs the session tokens (JWT, HS256): at least 32 characters, the same in every process.
   * Required in production; elsewhere an unset secret is generated once into DATA_DIR/jwt-secret.
   */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** How long a session token lasts. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** OTPs one address may request in an hour, over all numbers (spec-less; the issue's default). */
  OTP_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Password checks for one account in 15 minutes before logins to it are refused with 429. */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Password checks from one address in 15 minutes, over all accounts. */
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Where OTP messages go: `console` (the log and GET /api/v1/dev/outbox) or `http` (an SMS gateway). */
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  /** For `http`: the gateway's send-OTP endpoint (MSG91's v5 OTP API shape), its key and template. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_AUTH_KEY: z.string().min(1).optional(),
  SMS_HTTP_TEMPLATE_ID: z.string().min(1).optional(),
});

function isOrigin(value: string): boolean {
  // Scheme and host (and port) only, a trailing slash allowed: no user, path, query or fragment.
  return /^https?:\/\/[^/?#@\s]+\/?$/i.test(value) && URL.canParse(value) && new URL(value).hostname !== "";
}

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = ConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (config.NODE_ENV === "production" && !config.JWT_SECRET) {
    problems.push(
      "  JWT_SECRET: must be set in production (32 characters or more, the same in every process)",
    );
  }
  if (config.NODE_ENV === "production" && !config.PUBLIC_ORIGIN) {
    problems.push(
      "  PUBLIC_ORIGIN: must be set in production (e.g. https://nagai.in): without it the Host header would make the pages' and sitemap's absolute URLs",
    );
  }
  if (config.SMS_PROVIDER === "http") {
    for (const name of ["SMS_HTTP_URL", "SMS_HTTP_AUTH_KEY", "SMS_HTTP_TEMPLATE_ID"] as const) {
      if (!config[name]) problems.push(`  ${name}: must be set when SMS_PROVIDER is http`);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return { ...config, dataDir: path.resolve(config.DATA_DIR) };
}
