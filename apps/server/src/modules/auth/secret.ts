import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret: the configured one (JWT_SECRET, required in production, config.ts). Otherwise one is
 * generated once into DATA_DIR/<fileName> (jwt-secret by default; the sandbox payment gateway's
 * is payphi-sandbox-secret), readable by the owner only, so that sessions and payments survive a
 * restart of a development shop and no secret is ever written into the repository.
 */
export function loadSecret(configured: string | undefined, dataDir: string, fileName = "jwt-secret"): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("hex");
    // "wx": if another process wrote it first, keep theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    } catch {
      return readFileSync(file, "utf8").trim();
    }
    return secret;
  }
}
