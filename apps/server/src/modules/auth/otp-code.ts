import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** Six digits from the operating system's secure generator, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * What is stored instead of the code: an HMAC under the server's secret, bound to the number and
 * purpose. Without the secret a stolen table gives nothing to try offline, and a code sent for a
 * registration cannot reset a password.
 */
export function hashOtp(secret: string, contactNumber: string, purpose: string, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${contactNumber}:${code}`).digest("hex");
}

export function otpMatches(expectedHash: string, actualHash: string): boolean {
  const expected = Buffer.from(expectedHash, "hex");
  const actual = Buffer.from(actualHash, "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
