import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The signing secret: JWT_SECRET when configured (required in production, config.ts). Otherwise
 * one is generated once into DATA_DIR/jwt-secret, readable by the owner only, so that sessions
 * survive a restart of a development shop and no secret is ever written into the repository.
 */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
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
