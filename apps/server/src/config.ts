import path from "node:path";
import { GST_PATTERN } from "@nagai/contracts/address-texts";
import { findGstState } from "@nagai/contracts/invoice";
import { INTEGER_MAX } from "@nagai/contracts/whole-number";
import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65535);
/** An order's total is a PostgreSQL integer in paise (decision 021): no rupee figure goes beyond it. */
const MAX_ORDER_RUPEES = Math.floor(INTEGER_MAX / 100);

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
  /**
   * true: the embedded database runs as PGlite ships it, in the server's thread, without the
   * layer of db/pglite/ (its own thread, kept statements), for a PGlite upgrade that breaks the
   * private members the layer uses, or to rule the layer out (decision 042). Slower.
   */
  PGLITE_PLAIN: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * A demo shop (decision 013): `npm start` and `npm run dev` ask for one unless NODE_ENV is
   * production. It says so at start-up and fills an empty embedded database with the demo catalogue.
   */
  DEMO: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .default(false),
  /**
   * Demo pieces to generate when the database starts empty; 0 seeds nothing. Unset: the demo's
   * 300 in a demo on the embedded database, else none, so a real database is never filled unasked.
   */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Megabytes of listing and catalogue answers kept per process (decision 002); 0 turns the cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
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
  /** How long a staff session lasts (decision 045): a working day, not a shopper's week. */
  STAFF_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** OTPs one address may request in an hour, over all numbers (spec-less; the issue's default). */
  OTP_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Login limits per 15 minutes (decision 010), counted per account whichever of its names
   * (number, e-mail, username) is typed, and per name as typed for a name of no account: from one
   * address, from all addresses together (a reset by OTP clears it), and from one address over all
   * identifiers (also the limit on OTPs it may offer).
   */
  LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_MAX_PER_IDENTIFIER: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** argon2id hashes at once per process (19 MiB each); 8 requests per slot may wait, then 503. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Where OTP messages go: `console` (a demo: this process's standard output, and
   * GET /api/v1/dev/outbox for requests from this machine) or `http` (an SMS gateway).
   */
  SMS_PROVIDER: z.enum(["console", "http"]).default("console"),
  /** For `http`: the gateway's send-OTP endpoint (MSG91's v5 OTP API shape), its key and template. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_AUTH_KEY: z.string().min(1).optional(),
  SMS_HTTP_TEMPLATE_ID: z.string().min(1).optional(),
  /**
   * The ICICI PayPhi gateway (decision 023): the merchant id, the secret that signs every message
   * (secureHash) and the gateway's base URL (https://…, its paths /pg/api/v2/initiateSale and
   * /pg/api/command are added). All three, or none: then the sandbox gateway built into the
   * server takes payments, which production refuses.
   */
  PAYPHI_MERCHANT_ID: z.string().trim().min(1).max(64).optional(),
  PAYPHI_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  PAYPHI_BASE_URL: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
    .optional(),
  /** The gateway's DLT-registered template for order confirmations (MSG91 flow: var1 order id, var2 amount). */
  SMS_HTTP_ORDER_TEMPLATE_ID: z.string().min(1).optional(),
  /** The gateway's template for an order's status moves by the staff (var1 order id, var2 the news). */
  SMS_HTTP_ORDER_STATUS_TEMPLATE_ID: z.string().min(1).optional(),
  /** The gateway's template for appointment notices (MSG91 flow: var1 date, var2 time); unset: none sent. */
  SMS_HTTP_APPOINTMENT_TEMPLATE_ID: z.string().min(1).optional(),
  /** The shop's own mobile number (10 digits) told of each booking by SMS; unset: by mail only. */
  SHOP_SMS_NUMBER: z
    .string()
    .regex(/^\d{10}$/, "must be 10 digits")
    .optional(),
  /**
   * Where mail goes (decision 028): `outbox` (development: kept in memory for
   * GET /api/v1/dev/mail-outbox, to requests from this machine) or `smtp` (an SMTP server).
   */
  MAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_HOST: z.string().trim().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** true (default): STARTTLS or no mail; false: plain SMTP to a trusted relay. Port 465 is TLS anyway. */
  SMTP_STARTTLS: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .default(true),
  /** The sender of every mail, e.g. "Nagai <care@nagai.in>". */
  MAIL_FROM: z.string().trim().min(3).max(320).default("Nagai <no-reply@nagai.example>"),
  /** The shop's address, told of each booking and contact message. */
  MAIL_SHOP_TO: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address")
    .default("shop@nagai.example"),
  /**
   * What one shopper may hold at once (decision 036, docs/security.md "Business flows"): unpaid
   * ONLINE orders per account and per mobile number (the account's and the order's contact), and
   * the pieces and value of their open orders (unpaid online holds plus undelivered cash orders).
   */
  ORDER_MAX_UNPAID_ONLINE: z.coerce.number().int().min(1).max(100_000).default(3),
  ORDER_MAX_HELD_PIECES: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ORDER_MAX_HELD_RUPEES: z.coerce.number().int().min(1).max(MAX_ORDER_RUPEES).default(5_00_000),
  /** Cash on delivery: the largest order total it takes (0: none), and undelivered cash orders per shopper. */
  COD_MAX_ORDER_RUPEES: z.coerce.number().int().min(0).max(MAX_ORDER_RUPEES).default(50_000),
  COD_MAX_OPEN_ORDERS: z.coerce.number().int().min(0).max(100_000).default(2),
  /** Bookings and contact messages one address may send in an hour (ours). */
  APPOINTMENT_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  CONTACT_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Subscribes (the coming-soon form) one address may send in an hour (ours, decision 030). */
  SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Media in S3-compatible object storage (decision 047), so several machines serve the same
   * photos: the bucket and its region (both required once any MEDIA_S3_* is set), the endpoint of a
   * service other than AWS, a key pair (both or neither: neither uses the SDK's own chain, e.g. an
   * instance role) and path-style addressing (most S3-compatibles). Unset: DATA_DIR/media on disk.
   */
  MEDIA_S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  MEDIA_S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a region such as ap-south-1")
    .optional(),
  MEDIA_S3_ENDPOINT: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
    .optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  /**
   * The seller on the tax invoices (decision 045): its name, address and GSTIN, and the state it
   * supplies from (CGST + SGST within it, IGST elsewhere). Production requires the GSTIN and the
   * address; elsewhere unset ones give a demo seller and the invoices say they are specimens.
   */
  SHOP_NAME: z.string().trim().min(1).max(100).default("Nagai Jewellers"),
  SHOP_ADDRESS: z.string().trim().min(10, "must be the shop's full address").max(300).optional(),
  SHOP_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      GST_PATTERN,
      "must be a GSTIN: 2 digits, 5 capital letters, 4 digits, a letter, 1-9 or A-Z, Z, a letter or digit",
    )
    .optional(),
  SHOP_STATE: z
    .string()
    .trim()
    .refine(
      (value) => findGstState(value) !== undefined,
      "must be an Indian state or union territory, e.g. Tamil Nadu",
    )
    .transform((value) => findGstState(value)!)
    .default({ code: "33", name: "Tamil Nadu" }),
});

/** The seller the demo's invoices name when SHOP_ADDRESS or SHOP_GSTIN are unset (never production). */
const DEMO_SHOP = {
  address: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
  gstinBody: "AAAAA0000A1Z5",
};

function isOrigin(value: string): boolean {
  // Scheme and host (and port) only, a trailing slash allowed: no user, path, query or fragment.
  return /^https?:\/\/[^/?#@\s]+\/?$/i.test(value) && URL.canParse(value) && new URL(value).hostname !== "";
}

/** The demo catalogue's size: what `npm start` seeds, and `npm run seed` without --products. */
export const DEMO_PRODUCTS = 300;

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** Who takes payments: the real PayPhi gateway when configured, else the built-in sandbox. */
  paymentGateway: "payphi" | "sandbox";
  /** Pieces to seed into an empty catalogue at start-up: SEED_PRODUCTS, else the demo's. */
  seedProducts: number;
  /** The seller on the invoices; `specimen` when a demo address or GSTIN stands in for the real one. */
  shop: ShopIdentity;
};

export interface ShopIdentity {
  name: string;
  address: string;
  gstin: string;
  state: { code: string; name: string };
  specimen: boolean;
}

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
  if (config.NODE_ENV === "production" && config.SMS_PROVIDER === "console") {
    problems.push(
      "  SMS_PROVIDER: must be http in production: the console provider prints OTPs instead of sending them (set SMS_PROVIDER=http and SMS_HTTP_URL, SMS_HTTP_AUTH_KEY, SMS_HTTP_TEMPLATE_ID)",
    );
  }
  if (config.NODE_ENV === "production" && config.DEMO) {
    problems.push(
      "  DEMO: a demo cannot run with NODE_ENV=production; unset DEMO (SEED_PRODUCTS=N still seeds an empty catalogue)",
    );
  }
  if (config.NODE_ENV === "production" && !config.PUBLIC_ORIGIN) {
    problems.push(
      "  PUBLIC_ORIGIN: must be set in production (e.g. https://nagai.in): without it the Host header would make the pages' and sitemap's absolute URLs",
    );
  }
  if (config.NODE_ENV === "production" && config.MAIL_PROVIDER === "outbox") {
    problems.push(
      "  MAIL_PROVIDER: must be smtp in production: the outbox provider keeps mails in memory instead of sending them (set MAIL_PROVIDER=smtp and SMTP_HOST, SMTP_PORT, MAIL_FROM, MAIL_SHOP_TO)",
    );
  }
  if (config.PGLITE_PLAIN && config.DATABASE_URL) {
    problems.push("  PGLITE_PLAIN: applies to the embedded database only; unset it with DATABASE_URL");
  }
  if (config.MAIL_PROVIDER === "smtp" && !config.SMTP_HOST) {
    problems.push("  SMTP_HOST: must be set when MAIL_PROVIDER is smtp");
  }
  if ((config.SMTP_USER === undefined) !== (config.SMTP_PASSWORD === undefined)) {
    problems.push("  SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together");
  }
  if (config.SMS_PROVIDER === "http") {
    for (const name of ["SMS_HTTP_URL", "SMS_HTTP_AUTH_KEY", "SMS_HTTP_TEMPLATE_ID"] as const) {
      if (!config[name]) problems.push(`  ${name}: must be set when SMS_PROVIDER is http`);
    }
  }
  const payphi = ["PAYPHI_MERCHANT_ID", "PAYPHI_SECRET", "PAYPHI_BASE_URL"] as const;
  const payphiSet = payphi.filter((name) => config[name] !== undefined);
  if (config.NODE_ENV === "production" && payphiSet.length === 0) {
    problems.push(
      "  PAYPHI_MERCHANT_ID: production needs the real payment gateway: the built-in sandbox takes no money (set PAYPHI_MERCHANT_ID, PAYPHI_SECRET and PAYPHI_BASE_URL)",
    );
  } else if (payphiSet.length > 0) {
    for (const name of payphi) {
      if (config[name] === undefined)
        problems.push(`  ${name}: must be set with the other PAYPHI_* settings`);
    }
  }
  if (
    config.NODE_ENV === "production" &&
    config.PAYPHI_BASE_URL &&
    !config.PAYPHI_BASE_URL.startsWith("https:")
  ) {
    problems.push("  PAYPHI_BASE_URL: must be https in production");
  }
  if (config.NODE_ENV === "production") {
    for (const name of ["SHOP_ADDRESS", "SHOP_GSTIN"] as const) {
      if (!config[name])
        problems.push(
          `  ${name}: must be set in production: the tax invoices name the seller's address and GSTIN`,
        );
    }
  }
  if (config.SHOP_GSTIN && config.SHOP_GSTIN.slice(0, 2) !== config.SHOP_STATE.code) {
    problems.push(
      `  SHOP_GSTIN: starts with ${config.SHOP_GSTIN.slice(0, 2)}, but SHOP_STATE ${config.SHOP_STATE.name} is state code ${config.SHOP_STATE.code}`,
    );
  }
  const mediaS3 = [
    "MEDIA_S3_BUCKET",
    "MEDIA_S3_REGION",
    "MEDIA_S3_ENDPOINT",
    "MEDIA_S3_ACCESS_KEY_ID",
    "MEDIA_S3_SECRET_ACCESS_KEY",
    "MEDIA_S3_FORCE_PATH_STYLE",
  ] as const;
  const mediaS3Set = mediaS3.filter((name) => config[name] !== undefined);
  if (mediaS3Set.length > 0) {
    for (const name of ["MEDIA_S3_BUCKET", "MEDIA_S3_REGION"] as const) {
      if (config[name] === undefined)
        problems.push(`  ${name}: must be set with the other MEDIA_S3_* settings (${mediaS3Set.join(", ")})`);
    }
    if ((config.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (config.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
      const missing =
        config.MEDIA_S3_ACCESS_KEY_ID === undefined ? "MEDIA_S3_ACCESS_KEY_ID" : "MEDIA_S3_SECRET_ACCESS_KEY";
      problems.push(
        `  ${missing}: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK's own credentials)`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  const seedProducts = config.SEED_PRODUCTS ?? (config.DEMO && !config.DATABASE_URL ? DEMO_PRODUCTS : 0);
  const paymentGateway = payphiSet.length > 0 ? "payphi" : "sandbox";
  const shop: ShopIdentity = {
    name: config.SHOP_NAME,
    address: config.SHOP_ADDRESS ?? DEMO_SHOP.address,
    gstin: config.SHOP_GSTIN ?? `${config.SHOP_STATE.code}${DEMO_SHOP.gstinBody}`,
    state: config.SHOP_STATE,
    specimen: !config.SHOP_ADDRESS || !config.SHOP_GSTIN,
  };
  return { ...config, dataDir: path.resolve(config.DATA_DIR), seedProducts, paymentGateway, shop };
}
