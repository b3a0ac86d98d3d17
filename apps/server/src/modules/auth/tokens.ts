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
 * Session tokens: a JWT (three dot-separated parts, as the spec's client checks) signed with
 * HS256, carrying the user id, token version and a random id (`jti`), issued-at and expiry.
 * Verification accepts HS256 only, so a token that names another algorithm, `none` included, is
 * refused; and it requires `exp`, `iat` and `jti`, so a token without an expiry never passes, even
 * signed with our secret.
 */
export function createTokens(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, version }: Pick<TokenClaims, "userId" | "version">): Promise<string> {
      return new SignJWT({ tv: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async read(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ["exp", "iat", "jti", "sub"],
        });
        const userId = Number(payload.sub);
        const version = payload.tv;
        const { jti, exp } = payload;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== "number") return undefined;
        if (typeof jti !== "string" || jti === "" || jti.length > 64 || typeof exp !== "number")
          return undefined;
        return { userId, version, id: jti, expiresAt: exp };
      } catch {
        return undefined;
      }
    },

    ttlSeconds: ttlHours * 3600,
  };
}

export type Tokens = ReturnType<typeof createTokens>;
