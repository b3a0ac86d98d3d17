import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export interface TokenClaims {
  userId: number;
  /** The account's token version when the token was made: a password change raises it. */
  version: number;
  /** The token's own id: a logout revokes this id (decision 010). */
  id: string;
  /** When the token expires, in seconds since the epoch: its revocation is kept until then. */
  expiresAt: number;
}

const ALGORITHM = "HS256";
const ISSUER = "nagai";
/**
 * Whom a token is for: a shopper's session (`nagai-shop`) or a staff member's (`nagai-staff`,
 * decision 045). A token signed with this secret for another audience is refused, so neither
 * kind ever opens the other's routes.
 */
export type TokenAudience = "nagai-shop" | "nagai-staff";
/** `users.id` is a PostgreSQL integer: a larger `sub` names no account (and must not reach SQL). */
const MAX_USER_ID = 2_147_483_647;
/**
 * Seconds two clocks may differ by: our processes' and the database's. A token's `iat` may be this
 * far in the future, and its lifetime (`exp - iat`) this much over `TOKEN_TTL_HOURS`.
 */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Session tokens: a JWT (three dot-separated parts, as the spec's client checks) signed with
 * HS256, carrying the user id, token version and a random id (`jti`), issuer, audience, issued-at
 * and expiry.
 * Verification accepts HS256 only, so a token that names another algorithm, `none` included, is
 * refused; and it requires `exp`, `iat` and `jti`, so a token without an expiry never passes, even
 * signed with our secret. Its lifetime is bounded by the configured one, whoever signed it: `iat`
 * no later than now and `exp - iat` no longer than `ttlHours`, each give or take
 * `CLOCK_SKEW_SECONDS`, so a token made to last for years, or to start in the future, is refused
 * (decision 010).
 */
export function createTokens(secret: string, ttlHours: number, audience: TokenAudience = "nagai-shop") {
  // Imported once: given raw bytes, jose imports the key again on every call, which was half of
  // the time a request spent checking its token (bench/README.md, "Cart round trip").
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const ttlSeconds = ttlHours * 3600;
  return {
    async sign({ userId, version }: Pick<TokenClaims, "userId" | "version">): Promise<string> {
      return new SignJWT({ tv: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(await key);
    },

    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async read(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience,
          requiredClaims: ["exp", "iat", "jti", "sub"],
        });
        // Only the decimal id we write: "1e3" or " 7" name no account.
        const userId = /^[1-9]\d{0,9}$/.test(payload.sub ?? "") ? Number(payload.sub) : 0;
        const version = payload.tv;
        const { jti, exp, iat } = payload;
        if (userId === 0 || userId > MAX_USER_ID) return undefined;
        if (typeof version !== "number" || !Number.isSafeInteger(version)) return undefined;
        if (typeof jti !== "string" || jti === "" || jti.length > 64) return undefined;
        if (typeof exp !== "number" || typeof iat !== "number") return undefined;
        if (iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return undefined;
        if (exp - iat > ttlSeconds + CLOCK_SKEW_SECONDS) return undefined;
        return { userId, version, id: jti, expiresAt: exp };
      } catch {
        return undefined;
      }
    },

    ttlSeconds,
  };
}

export type Tokens = ReturnType<typeof createTokens>;
