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
   * The shop's public address (https://nagai.in) for absolute URLs in sitemap.xml and robots.txt.
   * Unset, each request's protocol and Host header give it; set it in production so a forged
   * Host header cannot put another address there.
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
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
