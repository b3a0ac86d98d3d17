import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The ICICI PayPhi message signature (decision 023): HMAC-SHA256, keyed with the merchant's secret,
 * over the values of every non-empty parameter but `secureHash` itself, ordered by parameter name
 * (plain code-unit order, as the gateway's own samples sort them) and concatenated with nothing in
 * between; written as lower-case hex. Every request the shop sends carries it; every answer and
 * callback must carry it, checked in constant time.
 */
export type PayPhiFields = Record<string, string>;

export const SECURE_HASH = "secureHash";

/** The text the HMAC is computed over. Exported for the tests' vectors. */
export function hashText(fields: PayPhiFields): string {
  return Object.keys(fields)
    .filter((name) => name !== SECURE_HASH && fields[name] !== "")
    .sort()
    .map((name) => fields[name])
    .join("");
}

export function computeSecureHash(fields: PayPhiFields, secret: string): string {
  return createHmac("sha256", secret).update(hashText(fields), "utf8").digest("hex");
}

/** The fields with their secureHash added. */
export function signFields(fields: PayPhiFields, secret: string): PayPhiFields {
  const { [SECURE_HASH]: _dropped, ...rest } = fields;
  return { ...rest, [SECURE_HASH]: computeSecureHash(rest, secret) };
}

/**
 * Whether the fields carry the right secureHash. A missing hash, one that is not 64 hex digits,
 * or a wrong one is false; the comparison of two well-formed hashes takes the same time wherever
 * they differ (`timingSafeEqual`), so a forger learns nothing from how long a refusal takes.
 */
export function hasValidSecureHash(fields: PayPhiFields, secret: string): boolean {
  const given = fields[SECURE_HASH];
  if (typeof given !== "string" || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(computeSecureHash(fields, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/**
 * A received message as PayPhi fields: strings as they are, numbers and booleans as their text,
 * null as empty (left out of the hash). Anything else (objects, arrays) makes it no message.
 */
export function toPayPhiFields(value: unknown): PayPhiFields | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const fields: PayPhiFields = {};
  for (const [name, item] of Object.entries(value)) {
    if (item === null || item === undefined) fields[name] = "";
    else if (typeof item === "string") fields[name] = item;
    else if (typeof item === "number" || typeof item === "boolean") fields[name] = String(item);
    else return undefined;
  }
  return fields;
}
